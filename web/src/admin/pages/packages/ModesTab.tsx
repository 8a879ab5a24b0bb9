import { useMutation } from '@apollo/client/react';
import { z } from 'zod';

import { CheckboxField } from '../../../components/form';
import { Button } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { AdminTransportModeRowFragment } from '../../../gql/graphql';
import { catalogRowSchema, EditableList, type ListWords } from '../../components/EditableList';
import { StatusBadge } from '../../components/StatusBadge';
import { useCatalogList } from '../../components/useCatalogList';
import { useRowAction } from '../../components/useRowAction';
import { onOffLook } from '../../lib/status';
import { ADMIN_CREATE_TRANSPORT_MODE_MUTATION, TRANSPORT_MODES_CATALOG } from './catalogs';

const MODE_ROW = graphql(`
  fragment AdminTransportModeRow on TransportMode {
    id
    code
    name
    enabled
  }
`);

type ModeRow = AdminTransportModeRowFragment;

const modeSchema = catalogRowSchema.extend({ enabled: z.boolean() });

const WORDS: ListWords = { one: 'mode', many: 'modes', kind: 'transport mode', kinds: 'transport modes' };

export function ModesTab() {
  const modes = useCatalogList(TRANSPORT_MODES_CATALOG, MODE_ROW, { one: WORDS.one });
  const [createMode] = useMutation(ADMIN_CREATE_TRANSPORT_MODE_MUTATION);
  const rowAction = useRowAction<number>(modes.feedback);

  const toggle = (mode: ModeRow) =>
    rowAction.run(mode.id, () => modes.update(mode, { enabled: !mode.enabled }), {
      success: `${mode.name} ${mode.enabled ? 'disabled' : 'enabled'}.`,
      fallback: 'Could not update the mode.',
    });

  return (
    <EditableList
      words={WORDS}
      catalog={modes}
      schema={modeSchema}
      defaults={{ code: '', name: '', enabled: true }}
      extraFields={<CheckboxField name="enabled" label="Enabled" className="admin-form__check" />}
      create={(input) => createMode({ variables: { input } })}
      columns={[
        {
          key: 'enabled',
          header: 'Status',
          render: (mode) => <StatusBadge look={onOffLook(mode.enabled, 'Enabled', 'Disabled')} />,
        },
      ]}
      actionsFirst
      actions={(mode) => (
        <Button size="sm" variant="secondary" loading={rowAction.busyId === mode.id} onClick={() => void toggle(mode)}>
          {mode.enabled ? 'Disable' : 'Enable'}
          <span className="sr-only"> {mode.name}</span>
        </Button>
      )}
    />
  );
}
