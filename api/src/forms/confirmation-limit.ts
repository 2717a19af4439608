/**
 * One confirmation per form and address an hour. The forms already take a limited number of requests per
 * client address; this limits what one mailbox receives, whoever sends the forms: an address typed into a
 * form again and again gets the first confirmation only, while every request is stored and the agency told.
 * The counter is keyed by a hash of the address, so the counters table holds no one's e-mail.
 */
import { createHash } from 'node:crypto';
import { normalizeEmail } from '../infra/email-address.js';
import type { RateLimiter } from '../infra/rate-limit/limiter.js';

const WINDOW_MS = 60 * 60 * 1000;

export function createConfirmationLimit(limiter: Pick<RateLimiter, 'hit'>) {
  /** Counts a confirmation of the form `kind` to `address`, answering whether it may be sent. */
  return async function mayConfirm(kind: string, address: string): Promise<boolean> {
    const mailbox = createHash('sha256').update(normalizeEmail(address)).digest('base64url');
    const outcome = await limiter.hit(`confirmation:${kind}:${mailbox}`, 1, WINDOW_MS);
    return outcome.allowed;
  };
}

export type MayConfirm = ReturnType<typeof createConfirmationLimit>;
