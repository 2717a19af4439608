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
  /** For a limit of frequent requests: counted in this process while well below it (local-counts.ts). */
  batched?: boolean;
}

/**
 * Refuses a request with 429 `rate_limit_exceeded` once any of its rules is over the limit, with
 * Retry-After in seconds (the longest wait of the rules it is over). Counters live in the database, so every
 * instance counts the same hits; a request counts against all its rules at once, in one statement, even when
 * one of them refuses it.
 */
export function rateLimit<Needs = {}>(limiter: RateLimiter, ...rules: Array<RateLimitRule<Needs>>): AppMiddleware<Needs> {
  return async function limitRate(ctx, next) {
    const outcomes = await limiter.hitAll(
      rules.map((rule) => ({ key: `${rule.name}:${rule.key(ctx)}`, limit: rule.limit, windowMs: rule.windowMs, batched: rule.batched })),
    );
    const refused = outcomes.filter((outcome) => !outcome.allowed);
    if (refused.length > 0) {
      const retryAfterMs = Math.max(...refused.map((outcome) => outcome.retryAfterMs));
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
      throw rateLimited();
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
