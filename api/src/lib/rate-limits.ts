import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { tooManyRequests } from './errors.ts';

/**
 * What one client may do; see docs/decisions/0007-public-safety.md section 4. The LimitBuckets count per client IP
 * per minute; 'loginEmail' counts failed password guesses per target account per hour, so spreading a guessing run
 * over many addresses still meets a limit; 'claimEmail' counts "find my bookings" emails per hour, keyed by account
 * and by client address (services/booking-claims.service.ts); 'resetEmail' password reset requests per address per
 * hour, whether or not it has an account (services/auth.service.ts); 'dataExport' the copies of their data one
 * account downloads per hour (services/account-data.service.ts).
 */
export type LimitBucket = 'auth' | 'booking' | 'consultation' | 'newsletter' | 'payment' | 'receipt';
type Bucket = LimitBucket | 'loginEmail' | 'claimEmail' | 'resetEmail' | 'dataExport';

export type Limits = {
  /**
   * Counts `points` attempts (default 1) of `key` (usually the client IP) in `bucket`; throws a 429 AppError
   * past the limit. `points` 0 only checks whether the key is already past it.
   */
  consume(bucket: Bucket, key: string, points?: number): Promise<void>;
  /** Forgets what `key` used of `bucket` (a completed password reset lifts the account's sign-in lock). */
  forgive(bucket: Bucket, key: string): Promise<void>;
  close(): Promise<void>;
};

export type LimitsOptions = {
  redisUrl: string;
  /** Keys live under `<keyPrefix>:limit:<bucket>:`; the install's QUEUE_PREFIX, so test runs never share counts. */
  keyPrefix: string;
  perMinute: Record<LimitBucket, number>;
  loginAttemptsPerEmailPerHour: number;
  /** "Find my bookings" links mailed per hour, counted per account and per client address alike. */
  claimLinksPerHour: number;
  /** Password reset links one address may be sent per hour. */
  resetLinksPerHour: number;
  /** Copies of their data one account may download per hour (services/account-data.service.ts). */
  dataExportsPerHour: number;
  log: FastifyBaseLogger;
};

const LOG_EVERY_MS = 30_000;
const CONNECT_TIMEOUT_MS = 1_000;

/**
 * Limits shared by every API process through Redis. While Redis is unreachable each process falls back to
 * its own in-memory counts (the insurance limiter) instead of failing requests or dropping the limits.
 * Waits (at most the connect timeout) for the first connection, so the first requests already count in Redis.
 */
export async function createRedisLimits(options: LimitsOptions): Promise<Limits> {
  const redis = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  let lastLogged = -Infinity;
  redis.on('error', (err) => {
    if (Date.now() - lastLogged < LOG_EVERY_MS) return;
    lastLogged = Date.now();
    options.log.warn({ err }, 'rate-limit Redis unreachable: counting in memory (repeats muted for 30 s)');
  });

  const limiter = (bucket: Bucket, points: number, duration: number) => {
    const keyPrefix = `${options.keyPrefix}:limit:${bucket}`;
    const insuranceLimiter = new RateLimiterMemory({ points, duration, keyPrefix });
    return new RateLimiterRedis({
      storeClient: redis,
      points,
      duration,
      keyPrefix,
      insuranceLimiter,
      rejectIfRedisNotReady: true,
    });
  };
  const limiters: Record<Bucket, RateLimiterRedis> = {
    auth: limiter('auth', options.perMinute.auth, 60),
    booking: limiter('booking', options.perMinute.booking, 60),
    consultation: limiter('consultation', options.perMinute.consultation, 60),
    newsletter: limiter('newsletter', options.perMinute.newsletter, 60),
    payment: limiter('payment', options.perMinute.payment, 60),
    receipt: limiter('receipt', options.perMinute.receipt, 60),
    loginEmail: limiter('loginEmail', options.loginAttemptsPerEmailPerHour, 3600),
    claimEmail: limiter('claimEmail', options.claimLinksPerHour, 3600),
    resetEmail: limiter('resetEmail', options.resetLinksPerHour, 3600),
    dataExport: limiter('dataExport', options.dataExportsPerHour, 3600),
  };

  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  return {
    async consume(bucket, key, points = 1) {
      try {
        await limiters[bucket].consume(key, points);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
        throw error;
      }
    },
    async forgive(bucket, key) {
      await limiters[bucket].delete(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
