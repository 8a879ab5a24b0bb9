import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';

import { type AdminList, type MaskedRows, type RowFragment, useAdminList } from './useAdminList';
import { useConfirmedDelete } from './useConfirmedDelete';
import { type FeedbackApi, useFeedback } from './useFeedback';
import { type PromptAction, usePromptAction } from './usePromptAction';

interface CatalogRow {
  id: number;
  code: string;
  name: string;
}

/** The update mutation of one row: `{ id, input }`. */
type UpdateMutation<TInput> = TypedDocumentNode<unknown, { id: number; input: TInput }>;

/** A catalogue's list query, where the rows are in its answer, and the row writes (admin/pages/packages/catalogs.ts). */
export interface CatalogApi<TData, Row, TInput> {
  query: TypedDocumentNode<TData, Record<string, never>>;
  select: (data: TData) => MaskedRows<Row>;
  /** The second type checks that its input also takes a name alone (Rename). */
  update: UpdateMutation<TInput> & UpdateMutation<{ name: string }>;
  remove: TypedDocumentNode<unknown, { id: number }>;
}

export interface CatalogListOptions {
  /** The row's kind in messages: 'Delete mode?', 'Could not delete the mode.' */
  one: string;
  /** The delete confirmation; 'Delete <one>?' when left out. */
  deleteQuestion?: string;
}

export interface CatalogList<Row, TInput> {
  list: AdminList<Row>;
  feedback: FeedbackApi;
  prompt: PromptAction;
  update: (row: Row, input: TInput) => Promise<unknown>;
  askRename: (row: Row) => void;
  askRemove: (row: Row) => void;
  /** The confirmation and the prompt. */
  dialogs: ReactNode;
}

// Widened to untyped variables so useMutation's overloads need no proof about the generic input; the option
// types above are the proof.
type AnyMutation = TypedDocumentNode<unknown, OperationVariables>;

/**
 * A catalogue list (transport modes, service classes, packages) with what every row can do: update, Rename (a
 * prompt with the current name) and Delete (a confirmation, then a reload), each told in one feedback banner.
 * Render `dialogs` once.
 */
export function useCatalogList<TData, Row extends CatalogRow, TInput>(
  { query, select, update, remove }: CatalogApi<TData, Row, TInput>,
  rowFragment: RowFragment<Row>,
  { one, deleteQuestion = `Delete ${one}?` }: CatalogListOptions,
): CatalogList<Row, TInput> {
  const list = useAdminList(query, rowFragment, select);
  const feedback = useFeedback();
  const prompt = usePromptAction();
  const { askDelete, dialog } = useConfirmedDelete(feedback, list.reload);
  const [updateMutation] = useMutation(update as AnyMutation);
  const [removeMutation] = useMutation(remove as AnyMutation);

  const updateRow = (row: Row, input: TInput) => updateMutation({ variables: { id: row.id, input } });

  function askRename(row: Row) {
    prompt.open({
      title: `Rename ${row.code}`,
      label: 'Name',
      initialValue: row.name,
      confirmLabel: 'Rename',
      action: async (name) => {
        await updateMutation({ variables: { id: row.id, input: { name } } });
        feedback.succeed(`Renamed to ${name}.`);
      },
    });
  }

  const askRemove = (row: Row) =>
    askDelete(deleteQuestion, () => removeMutation({ variables: { id: row.id } }), {
      success: `Deleted ${row.name}.`,
      fallback: `Could not delete the ${one}.`,
    });

  const dialogs = (
    <>
      {dialog}
      {prompt.dialog}
    </>
  );

  return { list, feedback, prompt, update: updateRow, askRename, askRemove, dialogs };
}
