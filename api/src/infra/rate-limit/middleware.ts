import type { Context, Next } from 'koa';
import { rateLimited } from '../errors.js';
import type { RateLimiter } from './limiter.js';

export interface RateLimitRule {
  /** Counter name; the key function adds what is counted (address, valuation id, …). */
  name: string;
  limit: number;
  windowMs: number;
  /** What to count for this request; null skips the rule (e.g. no valuation id in the body). */
  key: (ctx: Context) => string | null;
}

/**
 * Refuses a request with 429 `rate_limit_exceeded` once any of its rules is over the limit. Counters live
 * in the database, so every instance counts the same hits. Sets Retry-After in seconds.
 */
export function rateLimit(limiter: RateLimiter, ...rules: RateLimitRule[]) {
  return async function limitRate(ctx: Context, next: Next) {
    for (const rule of rules) {
      const key = rule.key(ctx);
      if (key === null) continue;
      const outcome = await limiter.hit(`${rule.name}:${key}`, rule.limit, rule.windowMs);
      if (!outcome.allowed) {
        ctx.set('Retry-After', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
        throw rateLimited();
      }
    }
    return next();
  };
}

/** The client address rule most public endpoints use. */
export const byAddress = (name: string, limit: number, windowMs: number): RateLimitRule => ({
  name,
  limit,
  windowMs,
  key: (ctx) => ctx.ip,
});
