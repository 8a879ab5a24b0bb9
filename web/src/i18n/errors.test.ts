import { ERROR_REASONS } from '@rihla/db/error-reasons';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

import { ApiError } from '../lib/errors';
import { loadErrorMessages, useErrorMessage } from './errors';
import { byReason } from './errorTable';
import { I18nProvider } from './I18nProvider';
import type { Locale } from './locales';
import ar from './messages/ar/errors.json';
import id from './messages/id/errors.json';

const CATALOGUES: Record<Locale, Record<string, string>> = { en: {}, ar, id };

function renderIn(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nProvider, { locale, messages: CATALOGUES[locale], children });
  return renderHook(() => useErrorMessage(), { wrapper }).result;
}

const errorsIn = (locale: Locale) => renderIn(locale).current;

// First in this file: the table is not loaded yet (each test file starts with fresh modules).
describe('the error table, loaded when a page first shows an error', () => {
  it('shows the English text the API sent until the table is in, then the reader’s language', async () => {
    const errors = renderIn('id');
    const error = new ApiError('Please enter your email address.', 400, 'EMAIL_REQUIRED');
    expect(errors.current.of(error, 'Gagal')).toBe('Please enter your email address.');
    await waitFor(() => expect(errors.current.of(error, 'Gagal')).toBe('Silakan masukkan alamat email Anda.'));
    // Arabic is a language of its own: its catalogue loads on its first error too.
    expect(errorsIn('ar').of(error, 'تعذّر')).toBe('Please enter your email address.');
  });
});

describe('the errors table', () => {
  it('lists in the web app exactly the codes and English texts of @rihla/db/error-reasons, both ways', () => {
    const web = Object.fromEntries(Object.entries(byReason).map(([reason, d]) => [reason, d.defaultMessage]));
    expect(web).toEqual(ERROR_REASONS);
    for (const [reason, descriptor] of Object.entries(byReason)) expect(descriptor.id).toBe(`errors.${reason}`);
  });
});

describe('useErrorMessage', () => {
  beforeAll(() => Promise.all([loadErrorMessages('ar'), loadErrorMessages('id')]));

  it('translates by the server’s reason in Arabic', () => {
    const errors = errorsIn('ar');
    const error = new ApiError('Please enter a valid email address.', 400, 'EMAIL_INVALID');
    expect(errors.of(error, 'تعذّر')).toBe('يرجى إدخال بريد إلكتروني صحيح.');
  });

  it('formats a message with numbers by its params, with Arabic plural forms', () => {
    const errors = errorsIn('ar');
    const seats = (count: number) =>
      errors.of(new ApiError(`Only ${count} seats left on this departure.`, 409, 'SEATS_FEW_LEFT', { count }), 'تعذّر');
    expect(seats(2)).toBe('لم يتبقَّ على هذه الرحلة سوى مقعدين.');
    expect(seats(5)).toBe('لم يتبقَّ على هذه الرحلة سوى 5 مقاعد.');
  });

  it('translates by the English text when no reason came with it (the forms’ own texts, older servers)', () => {
    const errors = errorsIn('ar');
    expect(errors.text('Please enter your email address.')).toBe('يرجى إدخال بريدك الإلكتروني.');
    expect(errors.of(new ApiError('Request failed: 502', 502), 'تعذّر')).toBe('تعذّر تنفيذ الطلب (الرمز 502).');
    expect(errors.text('Traveller 2: Enter the passport number.')).toBe('المسافر 2: أدخل رقم جواز السفر.');
  });

  it('writes the dates of a message in the reader’s language', () => {
    const errors = errorsIn('id');
    expect(
      errors.text(
        'The passport of Amina Rahman expires on 3 Feb 2027; it must be valid until at least 14 Aug 2027 (six months after you return).',
      ),
    ).toBe(
      'Paspor Amina Rahman berlaku hingga 3 Februari 2027; paspor harus berlaku setidaknya hingga 14 Agustus 2027 (enam bulan setelah Anda kembali).',
    );
  });

  it('shows a message the table does not know as the server wrote it', () => {
    const errors = errorsIn('ar');
    expect(errors.of(new ApiError('A brand new server message.', 400), 'تعذّر')).toBe('A brand new server message.');
    expect(errors.of(new ApiError('Still English.', 400, 'SOME_FUTURE_REASON'), 'تعذّر')).toBe('Still English.');
  });

  it('leaves English exactly as the server and the forms wrote it', () => {
    const errors = errorsIn('en');
    const passport =
      'The passport of Amina Rahman expires on 3 Feb 2027; it must be valid until at least 14 Aug 2027 (six months after you return).';
    expect(errors.text(passport)).toBe(passport);
    expect(
      errors.of(new ApiError('Only 1 seat left on this departure.', 409, 'SEATS_FEW_LEFT', { count: 1 }), 'x'),
    ).toBe('Only 1 seat left on this departure.');
  });
});
