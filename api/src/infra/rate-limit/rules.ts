/**
 * The limits of the public endpoints, built from the configuration (RATE_LIMIT_* variables): one place
 * where a newcomer reads how often a visitor may send a form or a chat message.
 */
import type { RouterMiddleware } from '@koa/router';
import type { Config } from '../config/env.js';
import type { AppState } from '../http/state.js';
import type { RateLimiter } from './limiter.js';
import { byAddress, rateLimit, type RateLimitRule } from './middleware.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

type Limits = Pick<Config, 'limits'>;

/** Every public form accepts `formsPerHour` submissions per client address, counted per form. */
export function formRateLimit(limiter: RateLimiter, { limits }: Limits, form: string): RouterMiddleware<AppState> {
  return rateLimit(limiter, byAddress(`form:${form}`, limits.formsPerHour, HOUR_MS));
}

/** Requests per minute of one client address on an endpoint that is not a form (page views, say). */
export function addressRateLimit(limiter: RateLimiter, { limits }: Limits, name: string): RouterMiddleware<AppState> {
  return rateLimit(limiter, byAddress(name, limits.addressPerMinute, MINUTE_MS));
}

/** The state of a chat route once validate() has read a valuation id from the body. */
export interface ValidatedConversation {
  input: { body: { valuationId: string } };
}

/**
 * The limits of Amelia's conversation: starting one counts against the client address; every reply (to the
 * chat, the script after the estimate or the model) counts against its conversation and the address.
 * The conversation is read from the validated body, so a malformed request is refused before it counts.
 */
export function chatRateLimits(limiter: RateLimiter, { limits }: Limits, defaultPerConversation: number) {
  // Every message counts against both, batched: it writes no counter while both keys are below half their limits.
  const perAddress: RateLimitRule = { ...byAddress('chat:address', limits.addressPerMinute, MINUTE_MS), batched: true };
  const perConversation: RateLimitRule<ValidatedConversation> = {
    name: 'chat:valuation',
    limit: limits.chatPerMinute ?? defaultPerConversation,
    windowMs: MINUTE_MS,
    key: (ctx) => ctx.state.input.body.valuationId,
    batched: true,
  };
  const start: RouterMiddleware<AppState> = rateLimit(limiter, perAddress);
  /** Runs after validate(): give it to validate() with the route's handler. */
  const reply = rateLimit<ValidatedConversation>(limiter, perConversation, perAddress);
  return { start, reply };
}
