import { afterAll, beforeAll, expect, it } from 'vitest';

import { anAgency, anAgencyBooking, anInvoice } from '../../test/support/factories.ts';
import { agentWithToken, configWithLimits, pastPressure, rest, startTestApp, type TestApp } from './helpers.ts';

/**
 * An invoice PDF is rendered on every download (its paid and outstanding figures change with the rows), so one
 * client's downloads spend the receipts' per-address budget, as receipts and statements do: past it, 429.
 */
const PDF_BUDGET = 3;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ config: configWithLimits({ receipt: PDF_BUDGET }) });
});
afterAll(async () => t.app.close());

it('renders invoice PDFs within the per-address budget, then answers 429 with Retry-After', async () => {
  const agency = await anAgency(t.deps.db);
  const { token } = await agentWithToken(t, agency.id);
  const invoice = await anInvoice(t.deps.db, agency, [await anAgencyBooking(t.deps.db, agency, { amount: 90_000 })]);
  const statuses: number[] = [];
  for (let n = 0; n <= PDF_BUDGET; n += 1)
    statuses.push((await pastPressure(() => rest(t, 'GET', `/api/invoices/${invoice.id}/pdf`, { token }))).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  const refused = await pastPressure(() => rest(t, 'GET', `/api/invoices/${invoice.id}/pdf`, { token }));
  expect(refused.body).toMatchObject({ reason: 'RATE_LIMITED' });
  expect(refused.headers['retry-after']).toBeDefined();
  // Reading the invoice itself is not a rendering and is not counted.
  expect((await pastPressure(() => rest(t, 'GET', `/api/invoices/${invoice.id}`, { token }))).status).toBe(200);
});
