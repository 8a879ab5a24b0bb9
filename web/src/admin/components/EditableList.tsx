import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { Form, SubmitButton, TextField } from '../../components/form';
import { Button, Card, type TableColumn, useConfirm } from '../../components/ui';
import { AdminTable } from './AdminTable';
import type { AdminList } from './useAdminList';
import { type FeedbackApi, FeedbackBanner } from './useFeedback';
import type { usePromptAction } from './usePromptAction';

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

export interface EditableListProps<
  Row extends EditableRow,
  TInput extends FieldValues,
  TOutput extends { name: string },
> {
  words: ListWords;
  list: AdminList<Row>;
  /** The create form; its schema has `code` and `name`, shown first. */
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Fields of the create form after Code and Name. */
  extraFields: ReactNode;
  create: (input: TOutput) => Promise<unknown>;
  rename: (row: Row, name: string) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
  /** Columns between Name and Actions. */
  columns: TableColumn<Row>[];
  /** Row buttons besides Rename and Delete: before Rename when `actionsFirst`, else after it. */
  actions: (row: Row) => ReactNode;
  actionsFirst?: boolean;
  feedback: FeedbackApi;
  prompt: ReturnType<typeof usePromptAction>;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A small catalogue list (transport modes, service classes): a create row above a table of code, name and the
 * caller's columns, with inline Rename (a prompt) and Delete (a confirmation) on every row.
 */
export function EditableList<Row extends EditableRow, TInput extends FieldValues, TOutput extends { name: string }>({
  words,
  list,
  form,
  extraFields,
  create,
  rename,
  remove,
  columns,
  actions,
  actionsFirst = false,
  feedback,
  prompt,
}: EditableListProps<Row, TInput, TOutput>) {
  const confirm = useConfirm();
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

  function askRename(row: Row) {
    prompt.open({
      title: `Rename ${row.code}`,
      label: 'Name',
      initialValue: row.name,
      confirmLabel: 'Rename',
      action: async (name) => {
        await rename(row, name);
        feedback.succeed(`Renamed to ${name}.`);
      },
    });
  }

  function askRemove(row: Row) {
    confirm.ask(`Delete ${words.one}?`, async () => {
      const done = await feedback.run(() => remove(row), {
        success: `Deleted ${row.name}.`,
        fallback: `Could not delete the ${words.one}.`,
      });
      if (done) await list.reload();
    });
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
      {confirm.dialog}
      {prompt.dialog}
    </div>
  );
}
