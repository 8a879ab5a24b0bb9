import { useMutation } from '@apollo/client/react';
import { z } from 'zod';

import { TextField } from '../../../components/form';
import { Button } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { AdminServiceClassRowFragment } from '../../../gql/graphql';
import { catalogRowSchema, EditableList, type ListWords } from '../../components/EditableList';
import { useCatalogList } from '../../components/useCatalogList';
import { MIN_MULTIPLIER, MULTIPLIER_STEP, parseMultiplier } from '../../lib/format';
import { ADMIN_CREATE_SERVICE_CLASS_MUTATION, SERVICE_CLASSES_CATALOG } from './catalogs';

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

const classSchema = catalogRowSchema.extend({
  multiplier: z.string().transform((value, ctx) => {
    const multiplier = parseMultiplier(value);
    if (multiplier === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_MULTIPLIER });
      return z.NEVER;
    }
    return multiplier;
  }),
});

const WORDS: ListWords = { one: 'class', many: 'classes', kind: 'service class', kinds: 'service classes' };

export function ClassesTab() {
  const classes = useCatalogList(SERVICE_CLASSES_CATALOG, CLASS_ROW, { one: WORDS.one });
  const [createClass] = useMutation(ADMIN_CREATE_SERVICE_CLASS_MUTATION);

  function changeMultiplier(row: ClassRow) {
    classes.prompt.open({
      title: `Multiplier of ${row.name}`,
      label: 'Multiplier',
      initialValue: String(row.multiplier),
      inputProps: multiplierInput,
      action: async (text) => {
        const multiplier = parseMultiplier(text);
        if (multiplier === null) return INVALID_MULTIPLIER;
        await classes.update(row, { multiplier });
        classes.feedback.succeed(`Multiplier of ${row.name} is now ×${multiplier}.`);
      },
    });
  }

  return (
    <EditableList
      words={WORDS}
      catalog={classes}
      schema={classSchema}
      defaults={{ code: '', name: '', multiplier: '1' }}
      extraFields={
        <TextField name="multiplier" label="Multiplier" required className="admin-field--short" {...multiplierInput} />
      }
      create={(input) => createClass({ variables: { input } })}
      columns={[{ key: 'multiplier', header: 'Multiplier', render: (row) => `×${row.multiplier}` }]}
      actions={(row) => (
        <Button size="sm" variant="ghost" onClick={() => changeMultiplier(row)}>
          Change multiplier<span className="sr-only"> of {row.name}</span>
        </Button>
      )}
    />
  );
}
