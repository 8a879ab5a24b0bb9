/**
 * The server test files `npm run test:pgbouncer` runs again through PgBouncer in transaction pooling mode: the ones
 * that use what pooling can break (docs/decisions/0022-database-at-scale.md lists the session state): prepared
 * statements, interactive transactions with row locks, transaction-scoped advisory locks, `SET LOCAL`, the session
 * time zone, and the seat ledger's races. The rest of the suite reads and writes through the same Prisma client
 * and pool, so it cannot fail through PgBouncer in a way these do not; `npm run test:pgbouncer -- --all` runs
 * every server file through it all the same.
 */
export const POOLING_SUITE: Record<string, string> = {
  'api/test/pgbouncer.test.ts': 'the time zone replayed per client; a pool of two in front of a Riyadh-time server',
  'prisma/test/prepared-statements.test.ts': 'named statements, and the fallback when PgBouncer loses one',
  'api/test/sql-statements.test.ts': "the payment path's own statements (prisma/sql.ts)",
  'api/test/payments.test.ts': 'payment intents written in interactive transactions',
  'worker/test/payment-events.test.ts': 'an event to PAID under row locks, duplicates racing',
  'worker/test/payment-integrity.test.ts': 'amounts checked against the rows inside one transaction',
  'worker/test/payments-deposit.test.ts': 'deposit then balance on one booking',
  'worker/test/trip-payments.test.ts': 'custom trips paid: seats taken in the same transaction',
  'worker/test/refund-events.test.ts': 'refunds and seats given back, under locks',
  'api/test/refunds.test.ts': 'refund requests against what was paid',
  'api/test/package-holds.test.ts': 'holds per client behind an advisory lock; booking references (try-lock)',
  'api/test/trip-holds.test.ts': 'trip seat holds and their expiry',
  'worker/test/holds.test.ts': 'the delayed release of a hold',
  'worker/test/sweeper.test.ts': 'the sweep that releases what a lost job left',
  'api/test/seats-per-class.test.ts': 'the seat ledger per class',
  'api/test/departures.test.ts': 'departure seats sold and given back',
  'api/test/cancellations.test.ts': 'cancellation and its refund in one transaction',
  'api/test/deposits.test.ts': 'due dates computed in the database (time zone)',
  'api/test/auth.test.ts': 'the first administrator behind an advisory lock; role changes',
  'api/test/sessions.test.ts': 'sessions revoked and read back on every request',
  'worker/test/stats.test.ts': "the stats refresh's SET LOCAL lock_timeout",
  'api/test/audit.test.ts': 'audit rows written in the same transaction as the change',
  'api/test/trips.test.ts': 'custom trip bookings in interactive transactions',
};
