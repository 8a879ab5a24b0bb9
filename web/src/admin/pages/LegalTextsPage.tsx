import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { Button, Card, Select, Table, Textarea, TextInput } from '../../components/ui';
import type { LegalDocumentKind } from '../../gql/graphql';
import { type Locale, LOCALE_NAMES, LOCALES, textDirection } from '../../i18n/locales';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { QueryError } from '../components/QueryError';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';
import { formatDateTime } from '../lib/format';
import { LEGAL_VERSIONS_QUERY, SAVE_LEGAL_DOCUMENT_MUTATION } from './legal/legalTexts';

const KIND_LABELS = {
  PRIVACY: 'Privacy policy',
  TERMS: 'Terms of booking',
} satisfies Record<LegalDocumentKind, string>;
const KINDS = Object.keys(KIND_LABELS) as LegalDocumentKind[];

type Draft = { title: string; body: string };

/**
 * /admin/legal (ADMIN): the privacy policy and the terms of booking, one text per language. A save adds a
 * version, which the public pages show at once; bookings keep naming the version their customer accepted.
 */
export function LegalTextsPage() {
  const [kind, setKind] = useState<LegalDocumentKind>('PRIVACY');
  const [locale, setLocale] = useState<Locale>('en');
  const { data, error, refetch } = useQuery(LEGAL_VERSIONS_QUERY, { variables: { kind, locale } });
  const [save, { loading: saving }] = useMutation(SAVE_LEGAL_DOCUMENT_MUTATION);
  const feedback = useFeedback();
  const versions = data?.legalDocumentVersions ?? [];
  const current = versions.at(0);
  // The text being edited, per text and language; until touched it is the current version.
  const [drafts, setDrafts] = useState<Partial<Record<string, Draft>>>({});
  const key = `${kind}:${locale}`;
  const draft: Draft = drafts[key] ?? { title: current?.title ?? '', body: current?.body ?? '' };
  const edit = (change: Partial<Draft>) => setDrafts({ ...drafts, [key]: { ...draft, ...change } });

  const submit = () =>
    feedback.run(
      async () => {
        const saved = await save({ variables: { kind, locale, ...draft } });
        await refetch();
        setDrafts({ ...drafts, [key]: draft });
        return saved.data?.saveLegalDocument.version;
      },
      { success: (version) => `Saved as version ${version}. The public page shows it now.` },
    );

  return (
    <AdminPage
      title="Legal texts"
      description="The privacy policy and the terms of booking, in each language. Every save is a new version; bookings keep the version their customer accepted."
    >
      <div className="form-grid">
        <Select
          label="Text"
          value={kind}
          onChange={(event) => setKind(event.target.value as LegalDocumentKind)}
          options={KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
        />
        <Select
          label="Language"
          value={locale}
          onChange={(event) => setLocale(event.target.value as Locale)}
          options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
        />
      </div>
      {error && <QueryError error={error} what="the legal texts" onRetry={() => void refetch()} />}
      <FeedbackBanner feedback={feedback} />
      <Card
        as="form"
        className="stack"
        aria-label={`${KIND_LABELS[kind]} (${LOCALE_NAMES[locale]})`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label="Title"
          value={draft.title}
          dir={textDirection(locale)}
          onChange={(event) => edit({ title: event.target.value })}
          required
        />
        <Textarea
          label="Text"
          hint='Paragraphs are separated by a blank line; a line starting with "## " is a heading, lines starting with "- " a list.'
          rows={20}
          value={draft.body}
          dir={textDirection(locale)}
          onChange={(event) => edit({ body: event.target.value })}
          required
        />
        <div>
          <Button type="submit" loading={saving}>
            Save as a new version
          </Button>
        </div>
      </Card>
      <AdminSection title="Versions">
        <Table
          caption={`Versions of the ${KIND_LABELS[kind].toLowerCase()} in ${LOCALE_NAMES[locale]}`}
          rows={versions}
          rowKey={(row) => row.id}
          columns={[
            { key: 'version', header: 'Version' },
            { key: 'title', header: 'Title' },
            { key: 'saved', header: 'Saved', render: (row) => formatDateTime(row.createdAt) },
            { key: 'by', header: 'By', render: (row) => row.createdBy?.name ?? 'Default text' },
          ]}
        />
      </AdminSection>
    </AdminPage>
  );
}
