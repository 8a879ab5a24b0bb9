import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Badge, Button, Card, Checkbox, Table, type TableColumn, TextInput } from '../../../components/ui';
import type { AdminTransportModesQuery } from '../../../gql/graphql';
import { QueryError } from '../../components/QueryError';
import { useConfirmAction } from '../../components/useConfirmAction';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { usePromptAction } from '../../components/usePromptAction';
import {
  ADMIN_CREATE_TRANSPORT_MODE_MUTATION,
  ADMIN_DELETE_TRANSPORT_MODE_MUTATION,
  ADMIN_TRANSPORT_MODES_QUERY,
  ADMIN_UPDATE_TRANSPORT_MODE_MUTATION,
} from '../../operations/catalog';

type ModeRow = AdminTransportModesQuery['transportModes'][number];

export const DELETE_MODE_QUESTION = 'Delete mode?';
export const NO_MODES = 'No modes yet.';

const modeSchema = z.object({
  code: z.string().trim().min(1, 'Code is required.'),
  name: z.string().trim().min(1, 'Name is required.'),
  enabled: z.boolean(),
});

type ModeForm = z.input<typeof modeSchema>;

export function ModesTab() {
  const feedback = useFeedback();
  const { data, loading, error, refetch } = useQuery(ADMIN_TRANSPORT_MODES_QUERY, { fetchPolicy: 'cache-and-network' });
  const [createMode] = useMutation(ADMIN_CREATE_TRANSPORT_MODE_MUTATION);
  const [updateMode] = useMutation(ADMIN_UPDATE_TRANSPORT_MODE_MUTATION);
  const [deleteMode] = useMutation(ADMIN_DELETE_TRANSPORT_MODE_MUTATION);
  const confirm = useConfirmAction();
  const prompt = usePromptAction();
  const [busyId, setBusyId] = useState<number | null>(null);
  const reload = () => refetch().catch(() => undefined);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ModeForm, unknown, z.output<typeof modeSchema>>({
    resolver: zodResolver(modeSchema),
    defaultValues: { code: '', name: '', enabled: true },
  });

  const onCreate = handleSubmit(async (input) => {
    const created = await feedback.run(() => createMode({ variables: { input } }), {
      success: `Mode created: ${input.name}`,
      fallback: 'Could not create the mode.',
    });
    if (created) {
      reset();
      await reload();
    }
  });

  async function toggle(mode: ModeRow) {
    setBusyId(mode.id);
    await feedback.run(() => updateMode({ variables: { id: mode.id, input: { enabled: !mode.enabled } } }), {
      success: `${mode.name} ${mode.enabled ? 'disabled' : 'enabled'}.`,
      fallback: 'Could not update the mode.',
    });
    setBusyId(null);
  }

  function rename(mode: ModeRow) {
    prompt.open({
      title: `Rename ${mode.code}`,
      label: 'Name',
      initialValue: mode.name,
      confirmLabel: 'Rename',
      action: async (name) => {
        await updateMode({ variables: { id: mode.id, input: { name } } });
        feedback.succeed(`Renamed to ${name}.`);
      },
    });
  }

  function remove(mode: ModeRow) {
    confirm.ask(DELETE_MODE_QUESTION, async () => {
      const done = await feedback.run(() => deleteMode({ variables: { id: mode.id } }), {
        success: `Deleted ${mode.name}.`,
        fallback: 'Could not delete the mode.',
      });
      if (done) await reload();
    });
  }

  const columns: TableColumn<ModeRow>[] = [
    { key: 'code', header: 'Code', width: 140, render: (mode) => <code className="admin-code">{mode.code}</code> },
    { key: 'name', header: 'Name' },
    {
      key: 'enabled',
      header: 'Status',
      render: (mode) =>
        mode.enabled ? <Badge variant="green">Enabled</Badge> : <Badge className="admin-badge--gray">Disabled</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (mode) => (
        <div className="admin-row-actions">
          <Button size="sm" variant="secondary" loading={busyId === mode.id} onClick={() => void toggle(mode)}>
            {mode.enabled ? 'Disable' : 'Enable'}
            <span className="sr-only"> {mode.name}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => rename(mode)}>
            Rename<span className="sr-only"> {mode.name}</span>
          </Button>
          <Button size="sm" variant="danger" onClick={() => remove(mode)}>
            Delete<span className="sr-only"> {mode.name}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="stack admin-tab">
      <Card as="section" aria-labelledby="create-mode-title" className="admin-form-card">
        <h2 id="create-mode-title" className="admin-section__title">
          Create transport mode
        </h2>
        <form noValidate onSubmit={onCreate} className="admin-form admin-form--row">
          <TextInput label="Code" required error={errors.code?.message} {...register('code')} />
          <TextInput label="Name" required error={errors.name?.message} {...register('name')} />
          <Checkbox label="Enabled" className="admin-form__check" {...register('enabled')} />
          <div className="admin-form__submit">
            <Button type="submit" loading={isSubmitting}>
              Create mode
            </Button>
          </div>
        </form>
      </Card>
      <FeedbackBanner feedback={feedback} />
      {error && !data ? (
        <QueryError error={error} what="transport modes" onRetry={() => void reload()} />
      ) : (
        <Table
          columns={columns}
          rows={data?.transportModes ?? []}
          rowKey={(mode) => mode.id}
          caption="Transport modes"
          loading={loading && !data}
          empty={NO_MODES}
        />
      )}
      {confirm.dialog}
      {prompt.dialog}
    </div>
  );
}
