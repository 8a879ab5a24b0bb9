/**
 * `npm run bench:payments`: posts N signed Stripe-style events (plus 20 % duplicates) to the real webhook
 * over HTTP, with the worker running, and reports webhook ack latency, event-to-PAID latency, how soon the
 * dashboard stats count the payments, and throughput. Uses its own database (rihla_bench_payments, emptied
 * first) and queue prefix.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

import { benchDatabase, pool, summary } from './bench-lib.ts';
import { root } from './lib.ts';

const EVENTS = Number(process.env.BENCH_EVENTS || 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
process.env.QUEUE_PREFIX = `rihla-bench-${Date.now().toString(36)}`;
process.env.LOG_LEVEL ||= 'silent';

const { db } = await benchDatabase('payments');
const { resetDatabase } = await import('../test/db.ts');
await resetDatabase(db);
const { buildApp } = await import('../api/src/app.ts');
const { signEvent } = await import('../api/src/services/webhooks.service.ts');

const { app, deps } = await buildApp({ db });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
// The worker runs in its own process, as in production, so it does not share the API's event loop.
const worker = spawn(`${root}/node_modules/.bin/tsx`, ['worker/src/main.ts'], {
  cwd: root,
  env: process.env,
  stdio: 'ignore',
});

const pkg = await db.package.create({ data: { code: 'BENCH', name: 'Bench package', price: 100000 } });
await db.booking.createMany({
  data: Array.from({ length: EVENTS }, (_, i) => ({
    name: `Bench ${i}`,
    email: `b${i}@example.com`,
    packageId: pkg.id,
    amount: 100000,
    currency: 'USD',
  })),
});
const bookings = await db.booking.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
// As a checkout leaves them: the worker pays a booking only through the intent recorded as its current one.
await db.paymentIntent.createMany({
  data: bookings.map((b) => ({
    id: `pi_bench_${b.id}`,
    provider: 'demo',
    bookingId: b.id,
    amount: 100000,
    currency: 'USD',
  })),
});
await db.$executeRaw`UPDATE "Booking" SET "paymentIntentId" = 'pi_bench_' || id`;

const sentAt = new Map<number, number>();
const acks: number[] = [];
const deliveries = bookings.flatMap((b, i) => (i % 5 === 0 ? [b.id, b.id] : [b.id])); // 20 % duplicates
const started = performance.now();
const wallStart = Date.now();

await pool(deliveries.length, CONCURRENCY, async (i) => {
  const bookingId = deliveries[i];
  const payload = JSON.stringify({
    id: `evt_bench_${bookingId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `pi_bench_${bookingId}`,
        object: 'payment_intent',
        amount: 100000,
        amount_received: 100000,
        currency: 'usd',
        metadata: { bookingId: String(bookingId) },
      },
    },
  });
  if (!sentAt.has(bookingId)) sentAt.set(bookingId, Date.now());
  const t0 = performance.now();
  const response = await fetch(`${address}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signEvent(payload, deps.config.stripe.webhookSecret),
    },
    body: payload,
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
  acks.push(performance.now() - t0);
});
const ackSeconds = (performance.now() - started) / 1000;

for (;;) {
  const paid = await db.booking.count({ where: { status: 'PAID' } });
  if (paid === EVENTS) break;
  if (Date.now() - wallStart > 120_000) throw new Error(`only ${paid}/${EVENTS} paid after 120 s`);
  await new Promise((r) => setTimeout(r, 100));
}
const totalSeconds = (Date.now() - wallStart) / 1000;
const changes = await db.bookingStatusChange.findMany({ select: { bookingId: true, createdAt: true } });
const toPaid = changes.map((c) => c.createdAt.getTime() - sentAt.get(c.bookingId)!);

// The dashboard reads the stats aggregate, refreshed by coalesced jobs (worker/src/jobs.ts): how long after
// the last payment it counts them all is what a member of staff waits for a new payment to show.
const lastPaidAt = Math.max(...changes.map((c) => c.createdAt.getTime()));
for (;;) {
  const stats = await db.statsAggregate.findUnique({ where: { id: 1 } });
  if (stats?.paidBookings === EVENTS) break;
  if (Date.now() - lastPaidAt > 60_000)
    throw new Error(`the stats count ${stats?.paidBookings ?? 0}/${EVENTS} paid after 60 s`);
  await new Promise((r) => setTimeout(r, 50));
}
const statsLagMs = Date.now() - lastPaidAt;

console.log(`bench:payments  ${EVENTS} events + ${deliveries.length - EVENTS} duplicates, concurrency ${CONCURRENCY}`);
console.log(summary('  webhook ack latency', acks));
console.log(summary('  event -> PAID latency', toPaid));
console.log(
  `  webhook throughput: ${(deliveries.length / ackSeconds).toFixed(0)} deliveries/s; end to end: ${(EVENTS / totalSeconds).toFixed(0)} events/s`,
);
console.log(`  last PAID -> dashboard stats count it: ${statsLagMs} ms (polled every 50 ms)`);
console.log(`  status changes recorded: ${changes.length} (expected ${EVENTS}: duplicates never pay twice)`);

worker.kill('SIGTERM');
await app.close();
await db.$disconnect();
process.exit(changes.length === EVENTS ? 0 : 1);
