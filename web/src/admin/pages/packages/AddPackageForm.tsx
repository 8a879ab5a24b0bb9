import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button, Card, Field, Textarea, TextInput } from '../../../components/ui';
import { DEFAULT_CURRENCY, toMinorUnits } from '../../../lib/price';
import { apiRequest } from '../../../lib/rest';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { CURRENCY_PATTERN } from '../../lib/format';

export const PRICE_HINT =
  'Price in units (e.g. 1899.50, saved in cents); leave it empty to show “Contact”. Images: image files only.';
export const INVALID_PRICE = 'Enter the price in units, e.g. 1899 or 1899.50.';
export const INVALID_CURRENCY = 'Currency must be a 3-letter code, e.g. USD.';

const packageSchema = z
  .object({
    code: z.string().trim().min(1, 'Code is required.'),
    name: z.string().trim().min(1, 'Name is required.'),
    description: z.string().trim(),
    price: z.string().trim(),
    currency: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase() || DEFAULT_CURRENCY)
      .refine((value) => CURRENCY_PATTERN.test(value), INVALID_CURRENCY),
  })
  // The price's decimals depend on the currency (JPY has none, KWD three).
  .refine((input) => input.price === '' || toMinorUnits(input.price, input.currency) !== null, {
    message: INVALID_PRICE,
    path: ['price'],
  });

type PackageForm = z.input<typeof packageSchema>;

/** The multipart body of POST /api/packages: text fields, the price in minor units, and the optional image. */
export function packageFormData(input: z.output<typeof packageSchema>, image: File | null): FormData {
  const form = new FormData();
  form.append('code', input.code);
  form.append('name', input.name);
  form.append('description', input.description);
  const minor = input.price ? toMinorUnits(input.price, input.currency) : null;
  if (minor !== null) form.append('price', String(minor));
  form.append('currency', input.currency);
  if (image) form.append('image', image);
  return form;
}

export function AddPackageForm({ onCreated }: { onCreated: () => unknown }) {
  const feedback = useFeedback();
  const fileRef = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PackageForm, unknown, z.output<typeof packageSchema>>({
    resolver: zodResolver(packageSchema),
    defaultValues: { code: '', name: '', description: '', price: '', currency: DEFAULT_CURRENCY },
  });

  const onSubmit = handleSubmit(async (input) => {
    const created = await feedback.run(
      () => apiRequest<{ name: string }>('/packages', { method: 'POST', form: packageFormData(input, image) }),
      { success: (pkg) => `Package added: ${pkg?.name ?? input.name}`, fallback: 'Could not add the package.' },
    );
    if (created !== undefined) {
      reset();
      setImage(null);
      if (fileRef.current) fileRef.current.value = '';
      await onCreated();
    }
  });

  return (
    <Card as="section" aria-labelledby="add-package-title" className="admin-form-card">
      <h2 id="add-package-title" className="admin-section__title">
        Add package
      </h2>
      <form noValidate onSubmit={onSubmit} className="admin-form admin-form--grid">
        <TextInput
          label="Code"
          required
          placeholder="e.g. UMR-STD-14"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextInput label="Name" required error={errors.name?.message} {...register('name')} />
        <TextInput
          label="Price"
          inputMode="decimal"
          placeholder="e.g. 1899.50"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextInput
          label="Currency"
          maxLength={3}
          className="admin-field--short"
          error={errors.currency?.message}
          {...register('currency')}
        />
        <p className="admin-form__note">{PRICE_HINT}</p>
        <Textarea label="Description" rows={3} className="admin-span-all" {...register('description')} />
        <Field id="add-package-image" label="Image (optional)" className="admin-span-2">
          <input
            ref={fileRef}
            id="add-package-image"
            type="file"
            accept="image/*"
            className="control admin-file"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
        </Field>
        <div className="admin-form__submit">
          <Button type="submit" loading={isSubmitting}>
            Add package
          </Button>
        </div>
      </form>
      <FeedbackBanner feedback={feedback} />
    </Card>
  );
}
