import { z } from 'zod';

import { useZodForm } from '../../../components/form';
import { requiredText } from '../../../lib/forms';
import { TRANSLATED_LANGUAGES } from '../../components/ContentLanguages';
import { EditorModal } from '../../components/EditorModal';
import { checkDeposit, depositDefaults, depositOf, depositShape } from './depositFields';
import type { PackageRow } from './PackageAdminCard';
import { PackageFields } from './PackageFields';

const INVALID_NIGHTS = 'Nights must be a whole number from 1 to 365.';
const INVALID_DISTANCE = 'Distance to the Haram must be a whole number of metres from 0 to 100000.';

/** One item a line: blank lines dropped. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A language's translated fields; empty means "not translated" (the site shows English), so empty is sent too. */
const translation = z.object({
  name: z.string().trim(),
  description: z.string().trim(),
  inclusions: z.string().transform(lines),
});

/** An optional whole number typed in a text field: empty is null (clears it), anything else must be in range. */
const optionalWhole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max), message)
    .transform((value) => (value === '' ? null : Number(value)));

const editorSchema = (currency: string) =>
  z
    .object({
      ...depositShape,
      code: requiredText('Code is required.').check(
        z.regex(/^[A-Za-z0-9_-]+$/, 'Code may use letters, digits, "-" and "_" only.'),
      ),
      name: requiredText('Name is required.'),
      description: z.string().trim(),
      nights: optionalWhole(1, 365, INVALID_NIGHTS),
      hotel: z
        .string()
        .trim()
        .transform((value) => value || null),
      haramDistanceM: optionalWhole(0, 100_000, INVALID_DISTANCE),
      inclusions: z.string().transform(lines),
      translations: z.object({ ar: translation, id: translation }),
    })
    .superRefine(checkDeposit(currency))
    .transform(({ depositKind, depositValue, ...edit }) => ({
      ...edit,
      ...depositOf(currency, { depositKind, depositValue }),
    }));

/** What the editor saves: every field of the package except price and image, which have their own dialogs. */
export type PackageEdit = z.output<ReturnType<typeof editorSchema>>;

export interface PackageEditorProps {
  pkg: PackageRow;
  onSave: (edit: PackageEdit) => Promise<unknown>;
  onClose: () => void;
}

/** Edits a package's code, name, description, stay facts and inclusions; the public pages show the change at once. */
export function PackageEditor({ pkg, onSave, onClose }: PackageEditorProps) {
  const form = useZodForm(editorSchema(pkg.currency), {
    ...depositDefaults(pkg),
    code: pkg.code,
    name: pkg.name,
    description: pkg.description,
    nights: pkg.nights?.toString() ?? '',
    hotel: pkg.hotel ?? '',
    haramDistanceM: pkg.haramDistanceM?.toString() ?? '',
    inclusions: pkg.inclusions.join('\n'),
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => {
        const given = pkg.translations[language];
        return [
          language,
          {
            name: given?.name ?? '',
            description: given?.description ?? '',
            inclusions: (given?.inclusions ?? []).join('\n'),
          },
        ];
      }),
    ),
  });
  return (
    <EditorModal
      title={`Edit ${pkg.name}`}
      formLabel="Package details"
      form={form}
      submitLabel="Save package"
      onSave={onSave}
      onClose={onClose}
      failed="Could not save the package."
    >
      <PackageFields saved={pkg} />
    </EditorModal>
  );
}
