import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { z } from 'zod';

import { Form, SubmitButton, TextField, useZodForm } from '../../components/form';
import { Button, Card, type TableColumn } from '../../components/ui';
import { requiredText } from '../../lib/forms';
import { AdminTable } from './AdminTable';
import type { CatalogList } from './useCatalogList';
import { FeedbackBanner } from './useFeedback';

interface EditableRow {
  id: number;
  code: string;
  name: string;
}

/** How the list names its rows: 'mode'/'modes', 'transport mode'/'transport modes'. */
export interface ListWords {
  one: string;
  many: string;
  kind: string;
  kinds: string;
}

/** The create form's Code and Name; a list extends it with its own fields. */
export const catalogRowSchema = z.object({
  code: requiredText('Code is required.'),
  name: requiredText('Name is required.'),
});

export interface EditableListProps<
  Row extends EditableRow,
  TInput extends FieldValues,
  TOutput extends { name: string },
> {
  words: ListWords;
  /** The rows and their Rename/Delete (useCatalogList). */
  catalog: Omit<CatalogList<Row, never>, 'update'>;
  /** The create form's schema: catalogRowSchema extended. */
  schema: z.ZodType<TOutput, TInput>;
  defaults: DefaultValues<TInput>;
  /** Fields of the create form after Code and Name. */
  extraFields: ReactNode;
  create: (input: TOutput) => Promise<unknown>;
  /** Columns between Name and Actions. */
  columns: TableColumn<Row>[];
  /** Row buttons besides Rename and Delete: before Rename when `actionsFirst`, else after it. */
  actions: (row: Row) => ReactNode;
  actionsFirst?: boolean;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A small catalogue list (transport modes, service classes): a create row above a table of code, name and the
 * caller's columns, with inline Rename (a prompt) and Delete (a confirmation) on every row.
 */
export function EditableList<Row extends EditableRow, TInput extends FieldValues, TOutput extends { name: string }>({
  words,
  catalog: { list, feedback, askRename, askRemove, dialogs },
  schema,
  defaults,
  extraFields,
  create,
  columns,
  actions,
  actionsFirst = false,
}: EditableListProps<Row, TInput, TOutput>) {
  const form = useZodForm(schema, defaults);
  const titleId = `create-${words.one}-title`;

  async function onCreate(input: TOutput) {
    const created = await feedback.run(() => create(input), {
      success: `${capitalized(words.one)} created: ${input.name}`,
      fallback: `Could not create the ${words.one}.`,
    });
    if (created) {
      form.reset();
      await list.reload();
    }
  }

  const allColumns: TableColumn<Row>[] = [
    { key: 'code', header: 'Code', width: 140, render: (row) => <code className="admin-code">{row.code}</code> },
    { key: 'name', header: 'Name' },
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (row) => (
        <div className="admin-row-actions">
          {actionsFirst && actions(row)}
          <Button size="sm" variant={actionsFirst ? 'ghost' : 'secondary'} onClick={() => askRename(row)}>
            Rename<span className="sr-only"> {row.name}</span>
          </Button>
          {!actionsFirst && actions(row)}
          <Button size="sm" variant="danger" onClick={() => askRemove(row)}>
            Delete<span className="sr-only"> {row.name}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="stack admin-tab">
      <Card as="section" aria-labelledby={titleId} className="admin-form-card">
        <h2 id={titleId} className="admin-section__title">
          Create {words.kind}
        </h2>
        <Form form={form} onSubmit={onCreate} className="admin-form admin-form--row">
          <TextField name="code" label="Code" required />
          <TextField name="name" label="Name" required />
          {extraFields}
          <div className="admin-form__submit">
            <SubmitButton>Create {words.one}</SubmitButton>
          </div>
        </Form>
      </Card>
      <FeedbackBanner feedback={feedback} />
      <AdminTable
        list={list}
        columns={allColumns}
        caption={capitalized(words.kinds)}
        empty={`No ${words.many} yet.`}
        what={words.kinds}
      />
      {dialogs}
    </div>
  );
}
