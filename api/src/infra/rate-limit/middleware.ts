import { rateLimited } from '../errors.js';
import type { AppContext, AppMiddleware } from '../http/state.js';
import type { RateLimiter } from './limiter.js';

export interface RateLimitRule<Needs = {}> {
  /** Counter name; the key adds what is counted (the client address, a conversation, …). */
  name: string;
  limit: number;
  windowMs: number;
  /** What this request counts against. */
  key: (ctx: AppContext<Needs>) => string;
}

/**
 * Refuses a request with 429 `rate_limit_exceeded` once any of its rules is over the limit, with
 * Retry-After in seconds. Counters live in the database, so every instance counts the same hits.
 */
export function rateLimit<Needs = {}>(limiter: RateLimiter, ...rules: Array<RateLimitRule<Needs>>): AppMiddleware<Needs> {
  return async function limitRate(ctx, next) {
    for (const rule of rules) {
      const outcome = await limiter.hit(`${rule.name}:${rule.key(ctx)}`, rule.limit, rule.windowMs);
      if (!outcome.allowed) {
        ctx.set('Retry-After', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
        throw rateLimited();
      }
    }
    await next();
  };
}

/** Counts the requests of one client address. */
export const byAddress = (name: string, limit: number, windowMs: number): RateLimitRule => ({
  name,
  limit,
  windowMs,
  key: (ctx) => ctx.ip,
});
