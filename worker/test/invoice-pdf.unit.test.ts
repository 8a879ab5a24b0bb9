import { describe, expect, it } from 'vitest';

import { hasArabicWord, pdfText } from '../../test/pdf-text.ts';
import { type InvoicePdfData, renderInvoicePdf } from '../src/invoices/invoice-pdf.ts';

/**
 * The invoice PDF's lines (decision 0065): written from each booking's facts in the document's language; the
 * English words stored with a line only for a booking without a departure or a room. The API's test
 * (api/test/invoices.test.ts) reads the whole document in each language.
 */
const invoice = (line: Partial<InvoicePdfData['lines'][number]>): InvoicePdfData => ({
  number: 'RIH-2027-0003',
  currency: 'USD',
  issuedOn: new Date('2027-01-01T00:00:00Z'),
  dueOn: new Date('2027-01-15T00:00:00Z'),
  agency: { name: 'Al-Noor Travel', country: 'GB' },
  lines: [
    {
      bookingReference: 'RH-7KQ2-M9',
      description: 'Umrah Gold 2027-03-01 – 2027-03-11, TRIPLE x3',
      packageName: 'Umrah Gold',
      departDate: '2027-03-01',
      roomType: 'TRIPLE',
      quantity: 3,
      unitAmount: 50_000,
      amount: 150_000,
      ...line,
    },
  ],
  total: 150_000,
  paid: 0,
  outstanding: 150_000,
});
const textOf = async (data: InvoicePdfData, language: string) =>
  // pdftotext marks a right-to-left page's runs with embeddings: dropped, so a Latin run reads as written.
  pdfText((await renderInvoicePdf(data, language)).pdf)
    .replace(/[\u202a-\u202e]/g, '')
    .replace(/\s+/g, ' ');

// The first PDF of a process loads pdfkit and the Arabic font: seconds on a busy machine.
describe('an invoice line', { timeout: 30_000 }, () => {
  it('counts pilgrims the Arabic way, a few of them', async () => {
    const arabic = await textOf(invoice({}), 'ar');
    for (const word of ['غرفة', 'ثلاثية', 'معتمرين']) expect(hasArabicWord(arabic, word), word).toBe(true);
    expect(arabic).not.toContain('TRIPLE');
  });

  it('keeps the stored English words for a booking without a departure', async () => {
    const arabic = await textOf(invoice({ departDate: null }), 'ar');
    expect(arabic).toContain('Umrah Gold 2027-03-01 - 2027-03-11, TRIPLE x3');
  });
});
