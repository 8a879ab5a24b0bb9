import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button, Card, Table, type TableColumn, TextInput } from '../../../components/ui';
import type { AdminServiceClassesQuery } from '../../../gql/graphql';
import { QueryError } from '../../components/QueryError';
import { useConfirmAction } from '../../components/useConfirmAction';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { usePromptAction } from '../../components/usePromptAction';
import { MIN_MULTIPLIER, MULTIPLIER_STEP, parseMultiplier } from '../../lib/format';
import {
  ADMIN_CREATE_SERVICE_CLASS_MUTATION,
  ADMIN_DELETE_SERVICE_CLASS_MUTATION,
  ADMIN_SERVICE_CLASSES_QUERY,
  ADMIN_UPDATE_SERVICE_CLASS_MUTATION,
} from '../../operations/catalog';

type ClassRow = AdminServiceClassesQuery['serviceClasses'][number];

export const DELETE_CLASS_QUESTION = 'Delete class?';
export const NO_CLASSES = 'No classes yet.';
export const INVALID_MULTIPLIER = 'Multiplier must be a number of at least 0.1.';

const multiplierInput = { type: 'number', min: MIN_MULTIPLIER, step: MULTIPLIER_STEP, inputMode: 'decimal' } as const;

const classSchema = z.object({
  code: z.string().trim().min(1, 'Code is required.'),
  name: z.string().trim().min(1, 'Name is required.'),
  multiplier: z.string().transform((value, ctx) => {
    const multiplier = parseMultiplier(value);
    if (multiplier === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_MULTIPLIER });
      return z.NEVER;
    }
    return multiplier;
  }),
});

type ClassForm = z.input<typeof classSchema>;

export function ClassesTab() {
  const feedback = useFeedback();
  const { data, loading, error, refetch } = useQuery(ADMIN_SERVICE_CLASSES_QUERY, { fetchPolicy: 'cache-and-network' });
  const [createClass] = useMutation(ADMIN_CREATE_SERVICE_CLASS_MUTATION);
  const [updateClass] = useMutation(ADMIN_UPDATE_SERVICE_CLASS_MUTATION);
  const [deleteClass] = useMutation(ADMIN_DELETE_SERVICE_CLASS_MUTATION);
  const confirm = useConfirmAction();
  const prompt = usePromptAction();
  const reload = () => refetch().catch(() => undefined);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ClassForm, unknown, z.output<typeof classSchema>>({
    resolver: zodResolver(classSchema),
    defaultValues: { code: '', name: '', multiplier: '1' },
  });

  const onCreate = handleSubmit(async (input) => {
    const created = await feedback.run(() => createClass({ variables: { input } }), {
      success: `Class created: ${input.name}`,
      fallback: 'Could not create the class.',
    });
    if (created) {
      reset();
      await reload();
    }
  });

  function rename(row: ClassRow) {
    prompt.open({
      title: `Rename ${row.code}`,
      label: 'Name',
      initialValue: row.name,
      confirmLabel: 'Rename',
      action: async (name) => {
        await updateClass({ variables: { id: row.id, input: { name } } });
        feedback.succeed(`Renamed to ${name}.`);
      },
    });
  }

  function changeMultiplier(row: ClassRow) {
    prompt.open({
      title: `Multiplier of ${row.name}`,
      label: 'Multiplier',
      initialValue: String(row.multiplier),
      inputProps: multiplierInput,
      action: async (text) => {
        const multiplier = parseMultiplier(text);
        if (multiplier === null) return INVALID_MULTIPLIER;
        await updateClass({ variables: { id: row.id, input: { multiplier } } });
        feedback.succeed(`Multiplier of ${row.name} is now ×${multiplier}.`);
      },
    });
  }

  function remove(row: ClassRow) {
    confirm.ask(DELETE_CLASS_QUESTION, async () => {
      const done = await feedback.run(() => deleteClass({ variables: { id: row.id } }), {
        success: `Deleted ${row.name}.`,
        fallback: 'Could not delete the class.',
      });
      if (done) await reload();
    });
  }

  const columns: TableColumn<ClassRow>[] = [
    { key: 'code', header: 'Code', width: 140, render: (row) => <code className="admin-code">{row.code}</code> },
    { key: 'name', header: 'Name' },
    { key: 'multiplier', header: 'Multiplier', render: (row) => `×${row.multiplier}` },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (row) => (
        <div className="admin-row-actions">
          <Button size="sm" variant="secondary" onClick={() => rename(row)}>
            Rename<span className="sr-only"> {row.name}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => changeMultiplier(row)}>
            Change multiplier<span className="sr-only"> of {row.name}</span>
          </Button>
          <Button size="sm" variant="danger" onClick={() => remove(row)}>
            Delete<span className="sr-only"> {row.name}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="stack admin-tab">
      <Card as="section" aria-labelledby="create-class-title" className="admin-form-card">
        <h2 id="create-class-title" className="admin-section__title">
          Create service class
        </h2>
        <form noValidate onSubmit={onCreate} className="admin-form admin-form--row">
          <TextInput label="Code" required error={errors.code?.message} {...register('code')} />
          <TextInput label="Name" required error={errors.name?.message} {...register('name')} />
          <TextInput
            label="Multiplier"
            required
            className="admin-field--short"
            error={errors.multiplier?.message}
            {...multiplierInput}
            {...register('multiplier')}
          />
          <div className="admin-form__submit">
            <Button type="submit" loading={isSubmitting}>
              Create class
            </Button>
          </div>
        </form>
      </Card>
      <FeedbackBanner feedback={feedback} />
      {error && !data ? (
        <QueryError error={error} what="service classes" onRetry={() => void reload()} />
      ) : (
        <Table
          columns={columns}
          rows={data?.serviceClasses ?? []}
          rowKey={(row) => row.id}
          caption="Service classes"
          loading={loading && !data}
          empty={NO_CLASSES}
        />
      )}
      {confirm.dialog}
      {prompt.dialog}
    </div>
  );
}
