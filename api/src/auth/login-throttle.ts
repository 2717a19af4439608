/**
 * Which sign-in attempts get their password checked. The guesser is slowed, not the owner: limits are kept per
 * address and account, per address, and per account only for addresses the account has not signed in from
 * lately, so failures from other addresses never stop the right password from the owner's
 * (docs/decisions/0020-sign-in-throttling.md). Counters live in the shared rate-limit table, so every instance counts the same
 * attempts; an unknown e-mail is counted exactly as a known one, so the answers reveal no account.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../infra/config/env.js';
import type { RateLimiter } from '../infra/rate-limit/limiter.js';
import type { RateLimitHit } from '../infra/rate-limit/types.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How long a successful sign-in makes its address one of the account's own. */
const KNOWN_ADDRESS_MS = 30 * DAY_MS;
/** The period over which failures from addresses not the account's own add up. */
const ACCOUNT_WINDOW_MS = DAY_MS;

/** The account in a counter's key: a digest, so any e-mail fits the key column and the table names nobody. */
const accountOf = (email: string) => createHash('sha256').update(email).digest('base64url');

export type LoginAttempt = { refused: true; retryAfterMs: number } | { refused: false; succeeded(): Promise<void> };

export function createLoginThrottle(rateLimiter: RateLimiter, limits: Pick<Config['limits'], 'loginMaxAttempts' | 'loginWindowMs'>) {
  const { loginMaxAttempts, loginWindowMs } = limits;

  return {
    /**
     * Counts an attempt on `email` from `address` before its password is checked, so attempts sent in parallel
     * (to one instance or several) cannot all slip under a limit. A refused attempt counts nothing: it checks no
     * password. A successful one gives its counts back and makes the address one of the account's own.
     */
    async begin(email: string, address: string): Promise<LoginAttempt> {
      const account = accountOf(email);
      const keys = {
        pair: `login:pair:${account}:${address}`,
        address: `login:ip:${address}`,
        account: `login:account:${account}`,
        slowLane: `login:account-slow:${account}`,
        known: `login:known:${account}:${address}`,
      };
      const known = (await rateLimiter.peek(keys.known)).count > 0;
      const hits: RateLimitHit[] = [
        // The guesser at one address: a few tries on the account, then the window's wait.
        { key: keys.pair, limit: loginMaxAttempts, windowMs: loginWindowMs },
        // One address trying many accounts, with room for an office that shares its public address.
        { key: keys.address, limit: loginMaxAttempts * 4, windowMs: loginWindowMs },
      ];
      // Guessing spread over many addresses: counted per account, except from the account's own addresses.
      if (!known) hits.push({ key: keys.account, limit: loginMaxAttempts * 2, windowMs: ACCOUNT_WINDOW_MS });
      const outcomes = await rateLimiter.hitAll(hits);
      const refusals = outcomes.slice(0, 2).filter((outcome) => !outcome.allowed);

      const accountOutcome = outcomes[2];
      if (accountOutcome && !accountOutcome.allowed) {
        // Past the account's allowance, such addresses take turns: one attempt, then a wait that starts at a
        // minute and doubles with each further failure, up to the login window.
        const beyond = accountOutcome.count - accountOutcome.limit;
        const slowLane = { key: keys.slowLane, limit: 1, windowMs: Math.min(MINUTE_MS * 2 ** (beyond - 1), loginWindowMs) };
        hits.push(slowLane);
        const turn = await rateLimiter.hit(slowLane.key, slowLane.limit, slowLane.windowMs);
        if (!turn.allowed) refusals.push(turn);
      }

      const giveBack = (except?: string) => Promise.all(hits.filter((hit) => hit.key !== except).map((hit) => rateLimiter.release(hit.key)));
      if (refusals.length > 0) {
        await giveBack();
        return { refused: true, retryAfterMs: Math.max(...refusals.map((outcome) => outcome.retryAfterMs)) };
      }
      return {
        refused: false,
        async succeeded() {
          await Promise.all([giveBack(keys.pair), rateLimiter.reset(keys.pair), rateLimiter.reset(keys.known)]);
          await rateLimiter.hit(keys.known, 1, KNOWN_ADDRESS_MS);
        },
      };
    },
  };
}
