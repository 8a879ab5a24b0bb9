/**
 * `npm run bench:pdf`: the agency documents the API renders on request, on its own event loop (an invoice of six
 * lines, a month's statement of six bookings), timed in-process after one warm-up render. The floor is the English
 * document with Latin names only: Helvetica's plain widths, no shaping. Against it, the same document with Arabic
 * package names in each language: every Arabic run is shaped with Amiri (receipts/pdf-text-writer.ts), and every
 * millisecond of it is one the API answers nobody else. Before the font was unpacked once per process
 * (receipts/sfnt-from-woff.ts) an Arabic invoice took about 3 s; after it, about 0.3 s. Exits non-zero when a goal
 * is not met. Knob: BENCH_RENDERS (per document and language, 5).
 */
import { renderInvoicePdf } from '@rihla/worker/invoice-pdf';
import { renderStatementPdf } from '@rihla/worker/statement-pdf';

import { percentile } from './bench-lib.ts';

const RENDERS = Number(process.env.BENCH_RENDERS || 5);
const LANGUAGES = ['en', 'ar', 'id'] as const;
// The slowest language against the Latin-only floor. Shaping Arabic costs many times Helvetica's plain widths
// (measured 12-31x beside a clean-clone run); before the unpacking it cost 100-280x.
const GOAL = 40;

const PACKAGES = ['عمرة رمضان، العشر الأواخر', 'Umrah Classic', 'Hajj Al-Tamattu‘', 'عمرة الربيع'];
const rooms = ['DOUBLE', 'TRIPLE', 'QUAD'] as const;
const invoiceWith = (names: string[]) => ({
  number: 'RIH-2027-0042',
  currency: 'GBP',
  issuedOn: new Date('2027-01-04T00:00:00Z'),
  dueOn: new Date('2027-02-03T00:00:00Z'),
  agency: { name: 'Al-Falah Travel Desk', country: 'GB' },
  lines: Array.from({ length: 6 }, (_, i) => ({
    bookingReference: `RH-BNCH-${i}`,
    description: 'six lines',
    packageName: names[i % names.length],
    departDate: '2027-03-01',
    roomType: rooms[i % rooms.length],
    quantity: 2 + (i % 3),
    unitAmount: 150_000,
    amount: (2 + (i % 3)) * 150_000,
  })),
  total: 1_800_000,
  paid: 600_000,
  outstanding: 1_200_000,
});
const statementOf = (invoice: ReturnType<typeof invoiceWith>) => ({
  agencyName: 'Al-Falah Travel Desk',
  currency: 'GBP',
  month: '2027-01',
  openingBalance: 300_000,
  commissionEarned: 180_000,
  closingBalance: 1_500_000,
  bookings: invoice.lines.map((line) => ({
    reference: line.bookingReference,
    packageName: line.packageName,
    departDate: line.departDate,
    pilgrims: line.quantity,
    publicAmount: line.amount + 30_000,
    netAmount: line.amount,
    commission: 30_000,
    status: 'PENDING',
    travelling: true,
  })),
  invoices: [
    { number: invoice.number, issuedOn: '2027-01-04', dueOn: '2027-02-03', total: 1_800_000, outstanding: 1_200_000 },
  ],
  payments: [
    {
      receivedAt: new Date('2027-01-20T10:00:00Z'),
      invoiceNumber: invoice.number,
      bookingReference: 'RH-BNCH-0',
      transferReference: 'FPS 1',
      amount: 600_000,
    },
  ],
});
const LATIN = invoiceWith(['Umrah Classic', 'Hajj Al-Tamattu', 'Umrah Spring']);
const MIXED = invoiceWith(PACKAGES);

const documents = {
  'invoice, 6 lines': (language: string, latinOnly = false) => renderInvoicePdf(latinOnly ? LATIN : MIXED, language),
  'statement, 6 bookings': (language: string, latinOnly = false) =>
    renderStatementPdf(statementOf(latinOnly ? LATIN : MIXED), language),
};

async function medianMs(render: () => Promise<unknown>): Promise<number> {
  await render();
  const times: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

const lines = [
  '| document | floor: en, Latin names | en | ar | id | slowest / floor | goal |',
  '|---|---|---|---|---|---|---|',
];
let met = true;
for (const [name, render] of Object.entries(documents)) {
  const floor = await medianMs(() => render('en', true));
  const ms: Record<string, number> = {};
  for (const language of LANGUAGES) ms[language] = await medianMs(() => render(language));
  const ratio = Math.max(...Object.values(ms)) / floor;
  met &&= ratio <= GOAL;
  const cells = [floor, ...LANGUAGES.map((language) => ms[language])].map((value) => `${value.toFixed(0)} ms`);
  lines.push(
    `| ${name} | ${cells.join(' | ')} | ${ratio.toFixed(1)}x | ≤ ${GOAL}x ${ratio <= GOAL ? 'met' : '**not met**'} |`,
  );
}
console.log(`\n## npm run bench:pdf: median of ${RENDERS} renders after one warm-up, Node ${process.version}\n`);
console.log(lines.join('\n'));
if (!met) process.exitCode = 1;
