import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { z } from 'zod';

import { CheckboxField, useZodForm } from '../../../components/form';
import { Badge, Button } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { AdminTransportModeRowFragment } from '../../../gql/graphql';
import { EditableList } from '../../components/EditableList';
import { useAdminList } from '../../components/useAdminList';
import { useFeedback } from '../../components/useFeedback';
import { usePromptAction } from '../../components/usePromptAction';
import {
  ADMIN_CREATE_TRANSPORT_MODE_MUTATION,
  ADMIN_DELETE_TRANSPORT_MODE_MUTATION,
  ADMIN_TRANSPORT_MODES_QUERY,
  ADMIN_UPDATE_TRANSPORT_MODE_MUTATION,
} from '../../operations/catalog';

const MODE_ROW = graphql(`
  fragment AdminTransportModeRow on TransportMode {
    id
    code
    name
    enabled
  }
`);

type ModeRow = AdminTransportModeRowFragment;

const modeSchema = z.object({
  code: z.string().trim().min(1, 'Code is required.'),
  name: z.string().trim().min(1, 'Name is required.'),
  enabled: z.boolean(),
});

export function ModesTab() {
  const feedback = useFeedback();
  const prompt = usePromptAction();
  const modes = useAdminList(ADMIN_TRANSPORT_MODES_QUERY, MODE_ROW, (data) => data.transportModes);
  const [createMode] = useMutation(ADMIN_CREATE_TRANSPORT_MODE_MUTATION);
  const [updateMode] = useMutation(ADMIN_UPDATE_TRANSPORT_MODE_MUTATION);
  const [deleteMode] = useMutation(ADMIN_DELETE_TRANSPORT_MODE_MUTATION);
  const [busyId, setBusyId] = useState<number | null>(null);
  const form = useZodForm(modeSchema, { code: '', name: '', enabled: true });

  async function toggle(mode: ModeRow) {
    setBusyId(mode.id);
    await feedback.run(() => updateMode({ variables: { id: mode.id, input: { enabled: !mode.enabled } } }), {
      success: `${mode.name} ${mode.enabled ? 'disabled' : 'enabled'}.`,
      fallback: 'Could not update the mode.',
    });
    setBusyId(null);
  }

  return (
    <EditableList
      words={{ one: 'mode', many: 'modes', kind: 'transport mode', kinds: 'transport modes' }}
      list={modes}
      form={form}
      extraFields={<CheckboxField name="enabled" label="Enabled" className="admin-form__check" />}
      create={(input) => createMode({ variables: { input } })}
      rename={(mode, name) => updateMode({ variables: { id: mode.id, input: { name } } })}
      remove={(mode) => deleteMode({ variables: { id: mode.id } })}
      columns={[
        {
          key: 'enabled',
          header: 'Status',
          render: (mode) =>
            mode.enabled ? (
              <Badge variant="green">Enabled</Badge>
            ) : (
              <Badge className="admin-badge--gray">Disabled</Badge>
            ),
        },
      ]}
      actionsFirst
      actions={(mode) => (
        <Button size="sm" variant="secondary" loading={busyId === mode.id} onClick={() => void toggle(mode)}>
          {mode.enabled ? 'Disable' : 'Enable'}
          <span className="sr-only"> {mode.name}</span>
        </Button>
      )}
      feedback={feedback}
      prompt={prompt}
    />
  );
}
