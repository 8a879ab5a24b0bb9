import pg from 'pg';

/** Drops this run's database (the product keeps running until Playwright stops it; FORCE ends its connections). */
export default async function teardown() {
  if (process.env.KEEP_E2E_DB) return;
  const admin = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "rihla_e2e_${process.env.E2E_RUN}" WITH (FORCE)`);
  await admin.end();
}
