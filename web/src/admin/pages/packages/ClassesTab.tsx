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
    seatShare
    translations {
      ar {
        name
      }
      id {
        name
      }
    }
  }
`);

type ClassRow = AdminServiceClassRowFragment;

const INVALID_MULTIPLIER = 'Multiplier must be a number of at least 0.1.';

const multiplierInput = { type: 'number', min: MIN_MULTIPLIER, step: MULTIPLIER_STEP, inputMode: 'decimal' } as const;

const INVALID_SHARE = 'Seat share must be a whole number of percent, 0 to 100.';
const shareInput = { type: 'number', min: 0, max: 100, step: 1, inputMode: 'numeric' } as const;
const SHARE_HINT = "Percent of every departure's seats sold in this class; all classes together at most 100 %.";

function parseShare(value: string): number | null {
  const share = Number(value);
  return value.trim() !== '' && Number.isInteger(share) && share >= 0 && share <= 100 ? share : null;
}

const classSchema = catalogRowSchema.extend({
  multiplier: z.string().transform((value, ctx) => {
    const multiplier = parseMultiplier(value);
    if (multiplier === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_MULTIPLIER });
      return z.NEVER;
    }
    return multiplier;
  }),
  seatShare: z.string().transform((value, ctx) => {
    const share = parseShare(value);
    if (share === null) {
      ctx.addIssue({ code: 'custom', message: INVALID_SHARE });
      return z.NEVER;
    }
    return share;
  }),
});

/** The languages a class's name is shown in besides English (the search results, in the reader's language). */
const LANGUAGES = { ar: 'Arabic', id: 'Indonesian' } as const;
type Language = keyof typeof LANGUAGES;
const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

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

  function changeShare(row: ClassRow) {
    classes.prompt.open({
      title: `Seat share of ${row.name}`,
      label: 'Seat share (%)',
      initialValue: String(row.seatShare),
      inputProps: shareInput,
      action: async (text) => {
        const seatShare = parseShare(text);
        if (seatShare === null) return INVALID_SHARE;
        await classes.update(row, { seatShare });
        classes.feedback.succeed(`${row.name} now sells ${seatShare} % of every departure's seats.`);
      },
    });
  }

  function changeTranslation(row: ClassRow, language: Language) {
    classes.prompt.open({
      title: `${LANGUAGES[language]} name of ${row.name}`,
      label: `Name in ${LANGUAGES[language]} (empty: travellers read the English)`,
      initialValue: row.translations[language]?.name ?? '',
      action: async (text) => {
        await classes.update(row, { translations: { [language]: { name: text.trim() } } });
        classes.feedback.succeed(
          text.trim()
            ? `${row.name} is now “${text.trim()}” in ${LANGUAGES[language]}.`
            : `${row.name} now shows its English name in ${LANGUAGES[language]}.`,
        );
      },
    });
  }

  return (
    <EditableList
      words={WORDS}
      catalog={classes}
      schema={classSchema}
      defaults={{ code: '', name: '', multiplier: '1', seatShare: '0' }}
      extraFields={
        <>
          <TextField
            name="multiplier"
            label="Multiplier"
            required
            className="admin-field--short"
            {...multiplierInput}
          />
          <TextField
            name="seatShare"
            label="Seat share (%)"
            hint={SHARE_HINT}
            required
            className="admin-field--short"
            {...shareInput}
          />
        </>
      }
      create={(input) => createClass({ variables: { input } })}
      columns={[
        { key: 'multiplier', header: 'Multiplier', render: (row) => `×${row.multiplier}` },
        { key: 'seatShare', header: 'Seats', render: (row) => `${row.seatShare} %` },
        ...LANGUAGE_CODES.map((language) => ({
          key: language,
          header: LANGUAGES[language],
          render: (row: ClassRow) => (
            <span lang={language} dir="auto">
              {row.translations[language]?.name ?? '—'}
            </span>
          ),
        })),
      ]}
      actions={(row) => (
        <>
          <Button size="sm" variant="ghost" onClick={() => changeMultiplier(row)}>
            Change multiplier<span className="sr-only"> of {row.name}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => changeShare(row)}>
            Change seat share<span className="sr-only"> of {row.name}</span>
          </Button>
          {LANGUAGE_CODES.map((language) => (
            <Button key={language} size="sm" variant="ghost" onClick={() => changeTranslation(row, language)}>
              {LANGUAGES[language]} name<span className="sr-only"> of {row.name}</span>
            </Button>
          ))}
        </>
      )}
    />
  );
}
