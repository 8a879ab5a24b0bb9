import './LegalPage.css';

import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { QueryPlaceholder } from '../components/QueryStates';
import { PageHeader, SkeletonText } from '../components/ui';
import type { LegalDocumentKind } from '../gql/graphql';
import { useFormat } from '../i18n/format';
import { useLocale } from '../i18n/I18nProvider';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { LegalBody } from './legal/LegalBody';
import { LEGAL_DOCUMENT_QUERY } from './legal/legalDocument';

const messages = defineMessages({
  eyebrow: { id: 'legal.page.eyebrow', defaultMessage: 'Legal' },
  failed: { id: 'legal.page.failed', defaultMessage: 'This page could not be loaded. Please try again.' },
  loading: { id: 'legal.page.loading', defaultMessage: 'Loading…' },
});

/** The current privacy policy or terms of booking, in the page's language, as staff last saved it. */
function LegalPage({ kind }: { kind: LegalDocumentKind }) {
  const intl = useIntl();
  const f = useFormat();
  const locale = useLocale();
  const { data, loading, error } = useQuery(LEGAL_DOCUMENT_QUERY, { variables: { kind, locale } });
  const document = data?.legalDocument;
  useDocumentTitle(document?.title ?? '');
  return (
    <div className="page container legal-page">
      {document ? (
        <>
          <PageHeader eyebrow={intl.formatMessage(messages.eyebrow)} title={document.title} />
          <p className="legal-page__version">
            <FormattedMessage
              id="legal.page.version"
              defaultMessage="Version {version}, in force since {date}"
              values={{ version: document.version, date: f.date(document.createdAt) }}
            />
          </p>
          <LegalBody body={document.body} />
        </>
      ) : (
        <QueryPlaceholder
          error={error}
          loading={loading}
          failedText={intl.formatMessage(messages.failed)}
          loadingText={intl.formatMessage(messages.loading)}
        >
          <SkeletonText titleHeight={36} lineHeight={16} lastLineWidth="60%" />
        </QueryPlaceholder>
      )}
    </div>
  );
}

export function PrivacyPage() {
  return <LegalPage kind="PRIVACY" />;
}

export function TermsPage() {
  return <LegalPage kind="TERMS" />;
}
