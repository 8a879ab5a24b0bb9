import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';

export type AuthLimiter = { consume(key: string): Promise<void> };

/** Login and register attempts per client IP per minute, shared by REST and GraphQL through the auth service. */
export function createAuthLimiter(pointsPerMinute: number): AuthLimiter {
  const limiter = new RateLimiterMemory({ points: pointsPerMinute, duration: 60 });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests();
        throw error;
      }
    },
  };
}
