import './DocumentTypesPage.css';

import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';

import { Button, Checkbox, Select, Table, type TableColumn, TextInput } from '../../components/ui';
import { graphql } from '../../gql';
import type { DocumentTypesQuery } from '../../gql/graphql';
import { AdminPage, AdminSection } from '../components/AdminPage';
import { QueryError } from '../components/QueryError';
import { FeedbackBanner, useFeedback } from '../components/useFeedback';

const DOCUMENT_TYPES_QUERY = graphql(`
  query DocumentTypes {
    documentTypes {
      id
      code
      name
      guidance
      translations {
        ar {
          name
        }
        id {
          name
        }
      }
    }
    staffPackages {
      id
      name
      code
    }
  }
`);

const CREATE_DOCUMENT_TYPE = graphql(`
  mutation CreateDocumentType($input: DocumentTypeInput!) {
    createDocumentType(input: $input) {
      id
    }
  }
`);

const PACKAGE_DOCUMENT_TYPES = graphql(`
  query PackageDocumentTypes($packageId: Int!) {
    packageDocumentTypes(packageId: $packageId) {
      id
    }
  }
`);

const SET_PACKAGE_DOCUMENT_TYPES = graphql(`
  mutation SetPackageDocumentTypes($packageId: Int!, $documentTypeIds: [Int!]!) {
    setPackageDocumentTypes(packageId: $packageId, documentTypeIds: $documentTypeIds) {
      id
    }
  }
`);

type DocumentTypeRow = DocumentTypesQuery['documentTypes'][number];

/**
 * Travellers' documents (issue #33): the document types packages may ask for (with their Arabic and Indonesian
 * names), and which of them each package asks of every traveller. Staff and admin; every change is audited.
 */
export function DocumentTypesPage() {
  const { data, error, refetch } = useQuery(DOCUMENT_TYPES_QUERY, { fetchPolicy: 'cache-and-network' });
  if (error && !data)
    return (
      <AdminPage title="Documents">
        <QueryError error={error} what="document types" onRetry={() => void refetch()} />
      </AdminPage>
    );
  const types = data?.documentTypes ?? [];
  const columns: TableColumn<DocumentTypeRow>[] = [
    { key: 'code', header: 'Code', render: (row) => <code>{row.code}</code> },
    { key: 'name', header: 'Name', render: (row) => row.name },
    { key: 'guidance', header: 'Guidance', render: (row) => row.guidance || '—' },
    {
      key: 'translations',
      header: 'Arabic / Indonesian',
      render: (row) => (
        <span dir="auto">
          {[row.translations.ar?.name, row.translations.id?.name].filter(Boolean).join(' · ') || '—'}
        </span>
      ),
    },
  ];
  return (
    <AdminPage title="Documents">
      <AdminSection title="Document types">
        <Table caption="Document types" columns={columns} rows={types} rowKey={(row) => row.id} loading={!data} />
        <NewDocumentType onSaved={() => void refetch()} />
      </AdminSection>
      <PackageRequirements types={types} packages={data?.staffPackages ?? []} />
    </AdminPage>
  );
}

function NewDocumentType({ onSaved }: { onSaved: () => void }) {
  const [create, { loading }] = useMutation(CREATE_DOCUMENT_TYPE);
  const feedback = useFeedback();
  const empty = { code: '', name: '', guidance: '', ar: '', id: '' };
  const [form, setForm] = useState(empty);
  const field = (key: keyof typeof empty) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      code: form.code.trim().toUpperCase(),
      name: form.name,
      guidance: form.guidance,
      translations: { ar: { name: form.ar }, id: { name: form.id } },
    };
    const saved = await feedback.run(() => create({ variables: { input } }), { success: `Added ${form.name}.` });
    if (saved) {
      setForm(empty);
      onSaved();
    }
  }

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} aria-label="New document type">
      <FeedbackBanner feedback={feedback} />
      <div className="document-types__fields">
        <TextInput label="Code" hint="e.g. PASSPORT" required {...field('code')} />
        <TextInput label="Name" required {...field('name')} />
        <TextInput label="Guidance" hint="Shown to the customer, checked by staff" {...field('guidance')} />
        <TextInput label="Name in Arabic" dir="rtl" {...field('ar')} />
        <TextInput label="Name in Indonesian" {...field('id')} />
      </div>
      <div>
        <Button type="submit" loading={loading}>
          Add document type
        </Button>
      </div>
    </form>
  );
}

function PackageRequirements({
  types,
  packages,
}: {
  types: DocumentTypeRow[];
  packages: { id: number; name: string; code: string }[];
}) {
  const [packageId, setPackageId] = useState<number | null>(null);
  const { data } = useQuery(PACKAGE_DOCUMENT_TYPES, {
    variables: { packageId: packageId ?? 0 },
    skip: !packageId,
    fetchPolicy: 'network-only',
  });
  const [save, { loading }] = useMutation(SET_PACKAGE_DOCUMENT_TYPES);
  const feedback = useFeedback();
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const current = chosen ?? new Set(data?.packageDocumentTypes.map((type) => type.id) ?? []);

  function toggle(id: number) {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!packageId) return;
    await feedback.run(() => save({ variables: { packageId, documentTypeIds: [...current] } }), {
      success: 'Saved what this package asks of each traveller.',
    });
  }

  return (
    <AdminSection title="What each package asks">
      <form className="stack" onSubmit={(event) => void submit(event)} aria-label="Package documents">
        <FeedbackBanner feedback={feedback} />
        <Select
          label="Package"
          placeholder="Choose a package"
          value={packageId ?? ''}
          options={packages.map((pkg) => ({ value: String(pkg.id), label: `${pkg.name} (${pkg.code})` }))}
          onChange={(event) => {
            setPackageId(Number(event.target.value) || null);
            setChosen(null);
          }}
        />
        {packageId && (
          <>
            <fieldset className="stack">
              <legend>Each traveller provides</legend>
              {types.map((type) => (
                <Checkbox
                  key={type.id}
                  label={type.name}
                  checked={current.has(type.id)}
                  onChange={() => toggle(type.id)}
                />
              ))}
            </fieldset>
            <div>
              <Button type="submit" loading={loading}>
                Save
              </Button>
            </div>
          </>
        )}
      </form>
    </AdminSection>
  );
}
