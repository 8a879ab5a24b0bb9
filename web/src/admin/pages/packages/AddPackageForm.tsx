import { useRef, useState } from 'react';
import { z } from 'zod';

import { SubmitButton, useZodForm } from '../../../components/form';
import { Field } from '../../../components/ui';
import { requiredText } from '../../../lib/forms';
import { DEFAULT_CURRENCY, toMinorUnits } from '../../../lib/price';
import { apiRequest } from '../../../lib/rest';
import { emptyTranslations, typedTranslations } from '../../components/ContentLanguages';
import { CreateFormCard } from '../../components/CreateFormCard';
import { CURRENCY_PATTERN } from '../../lib/format';
import { PackageFields } from './PackageFields';

export const INVALID_PRICE = 'Enter the price in units, e.g. 1899 or 1899.50.';
export const INVALID_CURRENCY = 'Currency must be a 3-letter code, e.g. USD.';

const packageSchema = z
  .object({
    code: requiredText('Code is required.'),
    name: requiredText('Name is required.'),
    description: z.string().trim(),
    price: z.string().trim(),
    currency: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase() || DEFAULT_CURRENCY)
      .refine((value) => CURRENCY_PATTERN.test(value), INVALID_CURRENCY),
    // Arabic and Indonesian name and description; only what is typed is sent.
    translations: z.object({
      ar: z.object({ name: z.string().trim(), description: z.string().trim() }),
      id: z.object({ name: z.string().trim(), description: z.string().trim() }),
    }),
  })
  // The price's decimals depend on the currency (JPY has none, KWD three).
  .refine((input) => input.price === '' || toMinorUnits(input.price, input.currency) !== null, {
    message: INVALID_PRICE,
    path: ['price'],
  });

/** The multipart body of POST /api/packages: text fields, the price in minor units, and the optional image. */
function packageFormData(input: z.output<typeof packageSchema>, image: File | null): FormData {
  const form = new FormData();
  form.append('code', input.code);
  form.append('name', input.name);
  form.append('description', input.description);
  const minor = input.price ? toMinorUnits(input.price, input.currency) : null;
  if (minor !== null) form.append('price', String(minor));
  form.append('currency', input.currency);
  const translations = typedTranslations(input.translations);
  if (translations) form.append('translations', JSON.stringify(translations));
  if (image) form.append('image', image);
  return form;
}

export function AddPackageForm({ onCreated }: { onCreated: () => unknown }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const form = useZodForm(packageSchema, {
    code: '',
    name: '',
    description: '',
    price: '',
    currency: DEFAULT_CURRENCY,
    translations: emptyTranslations({ name: '', description: '' }),
  });

  return (
    <CreateFormCard
      title="Add package"
      layout="grid"
      form={form}
      create={async (input) => {
        const created = await apiRequest<{ name?: string }>('/packages', {
          method: 'POST',
          form: packageFormData(input, image),
        });
        return created.name ?? input.name;
      }}
      onCreated={() => {
        setImage(null);
        if (fileRef.current) fileRef.current.value = '';
        return onCreated();
      }}
    >
      <PackageFields />
      <Field id="add-package-image" label="Image (optional)" className="admin-span-2">
        <input
          ref={fileRef}
          id="add-package-image"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="control admin-file"
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
        />
      </Field>
      <div className="admin-form__submit">
        <SubmitButton>Add package</SubmitButton>
      </div>
    </CreateFormCard>
  );
}
