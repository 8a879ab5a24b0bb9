import { useMutation } from '@apollo/client/react';
import { z } from 'zod';

import { TextField, useZodForm } from '../../../components/form';
import { Button } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { AdminServiceClassRowFragment } from '../../../gql/graphql';
import { EditableList } from '../../components/EditableList';
import { useAdminList } from '../../components/useAdminList';
import { useFeedback } from '../../components/useFeedback';
import { usePromptAction } from '../../components/usePromptAction';
import { MIN_MULTIPLIER, MULTIPLIER_STEP, parseMultiplier } from '../../lib/format';
import {
  ADMIN_CREATE_SERVICE_CLASS_MUTATION,
  ADMIN_DELETE_SERVICE_CLASS_MUTATION,
  ADMIN_SERVICE_CLASSES_QUERY,
  ADMIN_UPDATE_SERVICE_CLASS_MUTATION,
} from '../../operations/catalog';

const CLASS_ROW = graphql(`
  fragment AdminServiceClassRow on ServiceClass {
    id
    code
    name
    multiplier
  }
`);

type ClassRow = AdminServiceClassRowFragment;

const INVALID_MULTIPLIER = 'Multiplier must be a number of at least 0.1.';

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

export function ClassesTab() {
  const feedback = useFeedback();
  const prompt = usePromptAction();
  const classes = useAdminList(ADMIN_SERVICE_CLASSES_QUERY, CLASS_ROW, (data) => data.serviceClasses);
  const [createClass] = useMutation(ADMIN_CREATE_SERVICE_CLASS_MUTATION);
  const [updateClass] = useMutation(ADMIN_UPDATE_SERVICE_CLASS_MUTATION);
  const [deleteClass] = useMutation(ADMIN_DELETE_SERVICE_CLASS_MUTATION);
  const form = useZodForm(classSchema, { code: '', name: '', multiplier: '1' });

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

  return (
    <EditableList
      words={{ one: 'class', many: 'classes', kind: 'service class', kinds: 'service classes' }}
      list={classes}
      form={form}
      extraFields={
        <TextField name="multiplier" label="Multiplier" required className="admin-field--short" {...multiplierInput} />
      }
      create={(input) => createClass({ variables: { input } })}
      rename={(row, name) => updateClass({ variables: { id: row.id, input: { name } } })}
      remove={(row) => deleteClass({ variables: { id: row.id } })}
      columns={[{ key: 'multiplier', header: 'Multiplier', render: (row) => `×${row.multiplier}` }]}
      actions={(row) => (
        <Button size="sm" variant="ghost" onClick={() => changeMultiplier(row)}>
          Change multiplier<span className="sr-only"> of {row.name}</span>
        </Button>
      )}
      feedback={feedback}
      prompt={prompt}
    />
  );
}
