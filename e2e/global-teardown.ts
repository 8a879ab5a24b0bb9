import { dropDatabase } from '../scripts/throwaway.ts';

/** Drops this run's database (the product keeps running until Playwright stops it; FORCE ends its connections). */
export default async function teardown() {
  if (process.env.KEEP_E2E_DB) return;
  await dropDatabase('postgresql://postgres@127.0.0.1:5432', `rihla_e2e_${process.env.E2E_RUN}`);
}
