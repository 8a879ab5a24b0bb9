import { ENGLISH_ONLY_REASONS, ERROR_REASONS } from '@rihla/db/error-reasons';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

import { ApiError, failedRequest, networkFailure } from '../lib/errors';
import { loadErrorMessages, useErrorMessage } from './errors';
import { I18nProvider } from './I18nProvider';
import type { Locale } from './locales';
import ar from './messages/ar/errors.json';
import en from './messages/en/errors.json';
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

describe('the errors catalogues', () => {
  const byId = (table: Record<string, string>) =>
    Object.fromEntries(Object.entries(table).map(([reason, text]) => [`errors.${reason}`, text]));

  it('hold in English exactly the customer-facing codes and texts of @rihla/db/error-reasons (npm run i18n:extract)', () => {
    expect(en).toEqual(byId(ERROR_REASONS));
  });

  it('translate every customer-facing code in Arabic and Indonesian, and no back-office one', () => {
    for (const catalogue of [ar, id]) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(byId(ERROR_REASONS)).sort());
      for (const staffOnly of Object.keys(byId(ENGLISH_ONLY_REASONS))) expect(catalogue).not.toHaveProperty(staffOnly);
    }
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

  it('translates the forms’ own texts by their English, and the client’s failures by their code', () => {
    const errors = errorsIn('ar');
    expect(errors.text('Please enter your email address.')).toBe('يرجى إدخال بريدك الإلكتروني.');
    expect(errors.of(failedRequest(undefined, 502), 'تعذّر')).toBe('تعذّر تنفيذ الطلب (الرمز 502).');
    expect(errors.of(networkFailure(new TypeError('Failed to fetch')), 'تعذّر')).toContain('Failed to fetch');
  });

  it('translates a code nested in another (a traveller’s issue)', () => {
    const errors = errorsIn('ar');
    const issue = new ApiError('Traveller 2: Enter the passport number.', 400, 'TRAVELLER_ISSUE', {
      number: 2,
      detail: 'TRAVELLER_PASSPORT_REQUIRED',
    });
    expect(errors.of(issue, 'تعذّر')).toBe('المسافر 2: أدخل رقم جواز السفر.');
  });

  it('writes the dates of a message in the reader’s language', () => {
    const errors = errorsIn('id');
    const english =
      'The passport of Amina Rahman expires on 3 Feb 2027; it must be valid until at least 14 Aug 2027 (six months after you return).';
    expect(
      errors.of(
        new ApiError(english, 400, 'PASSPORT_EXPIRES_TOO_SOON', {
          name: 'Amina Rahman',
          expiry: '2027-02-03',
          validUntil: '2027-08-14',
        }),
        'Gagal',
      ),
    ).toBe(
      'Paspor Amina Rahman berlaku hingga 3 Februari 2027; paspor harus berlaku setidaknya hingga 14 Agustus 2027 (enam bulan setelah Anda kembali).',
    );
  });

  it('writes the amounts of a message (minor units and their currency) as money in the reader’s language', () => {
    const refusal = new ApiError(
      'This booking would bring what your agency owes to £7,400.00, over its credit limit of £7,500.50. Pay an open invoice or ask us to raise the limit.',
      409,
      'AGENCY_CREDIT_LIMIT',
      { owed: 740_000, limit: 750_050, currency: 'GBP' },
    );
    expect(errorsIn('ar').of(refusal, 'تعذّر')).toBe(
      'سيرفع هذا الحجز ما على وكالتكم إلى \u200f7,400.00\u00a0\u2066UK£\u2069، متجاوزًا حد الائتمان البالغ \u200f7,500.50\u00a0\u2066UK£\u2069. سددوا فاتورة مفتوحة أو اطلبوا منا رفع الحد.',
    );
    expect(errorsIn('id').of(refusal, 'Gagal')).toBe(
      'Pemesanan ini akan membuat utang agen Anda menjadi £7.400,00, melebihi batas kreditnya sebesar £7.500,50. Bayar faktur yang terbuka atau minta kami menaikkan batasnya.',
    );
    const overdue = new ApiError('The invoice RIH-2026-0003 is overdue: …', 409, 'AGENCY_CREDIT_LIMIT_OVERDUE', {
      count: 1,
      invoices: 'RIH-2026-0003',
      owed: 1_250_000,
      limit: 1_000_000,
      currency: 'JPY',
    });
    expect(errorsIn('id').of(overdue, 'Gagal')).toBe(
      'Faktur RIH-2026-0003 telah lewat jatuh tempo: mohon bayar sebelum memesan lagi. Pemesanan ini akan membuat utang agen Anda menjadi JP¥1.250.000, melebihi batas kreditnya sebesar JP¥1.000.000.',
    );
  });

  it('shows a message the table does not know as the server wrote it', () => {
    const errors = errorsIn('ar');
    expect(errors.of(new ApiError('A brand new server message.', 400), 'تعذّر')).toBe('A brand new server message.');
    expect(errors.of(new ApiError('Still English.', 400, 'SOME_FUTURE_REASON'), 'تعذّر')).toBe('Still English.');
    // The back office's codes are English only: the server's text.
    const staff = new ApiError('User not found.', 404, 'USER_NOT_FOUND');
    expect(errors.of(staff, 'تعذّر')).toBe('User not found.');
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
