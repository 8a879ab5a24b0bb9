import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors.ts';

/** What one client may do per minute; see docs/decisions/0007-public-safety.md section 4. */
export type LimitBucket = 'auth' | 'booking' | 'consultation' | 'newsletter' | 'payment';

export type Limits = {
  /** Counts one attempt of `key` (usually the client IP) in `bucket`; throws a 429 AppError past the limit. */
  consume(bucket: LimitBucket, key: string): Promise<void>;
};

export function createMemoryLimits(perMinute: Record<LimitBucket, number>): Limits {
  const limiters = Object.fromEntries(
    Object.entries(perMinute).map(([bucket, points]) => [bucket, new RateLimiterMemory({ points, duration: 60, keyPrefix: bucket })]),
  ) as Record<LimitBucket, RateLimiterMemory>;
  return {
    async consume(bucket, key) {
      try {
        await limiters[bucket].consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests();
        throw error;
      }
    },
  };
}
