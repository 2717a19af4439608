import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, LoginResponse } from '@valuta/shared';
import { createAdministrators } from './administrators.js';
import { createTestContext, type TestContext } from '../test/support.js';

/**
 * Throttling of sign-in attempts, with the default limits (five attempts per address and account in fifteen
 * minutes). The server trusts X-Forwarded-For here, so each test names the address a request comes from.
 */
let context: TestContext;
const OWNER = { email: 'titolare@agenzia.it', password: 'la-mia-password-di-casa' };

beforeAll(async () => {
  context = await createTestContext({ env: { TRUST_PROXY: 'true' } });
  await createAdministrators(context.db).provision(OWNER);
});
afterAll(() => context.close());

/** A sign-in from `address` (a new browser each time). */
function signIn(address: string, credentials: { email: string; password: string }) {
  return context.client().post<ApiErrorBody & LoginResponse>('/api/auth/login', credentials, { headers: { 'X-Forwarded-For': address } });
}

/** Makes the counters whose key starts with `prefix` end now, as if their window had passed. */
async function endWindows(prefix: string) {
  await context.db.sequelize.query('UPDATE rate_limit_counters SET expires_at_ms = :now WHERE "key" LIKE :prefix', {
    replacements: { now: Date.now(), prefix: `${prefix}%` },
  });
}

describe('sign-in throttling', () => {
  it('stops a guesser at their own address, and lets the owner in from another one', async () => {
    const guesser = '203.0.113.10';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(guesser, { email: OWNER.email, password: `sbagliata-${attempt}` })).status).toBe(401);
    }
    const refused = await signIn(guesser, { email: OWNER.email, password: 'ancora-sbagliata' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limit_exceeded');
    expect(refused.body.error).toMatch(/^Troppi tentativi di accesso\. Riprova tra \d+ minut[oi]\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The right password from the guesser's address waits like any other attempt from it...
    expect((await signIn(guesser, OWNER)).status).toBe(429);
    // ...and the owner, elsewhere, signs in.
    const owner = await signIn('198.51.100.7', OWNER);
    expect(owner.status).toBe(200);
    expect(owner.body.success).toBe(true);
  });

  it('limits one address trying many accounts', async () => {
    const stuffer = '203.0.113.20';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await signIn(stuffer, { email: `persona${attempt}@example.com`, password: 'password-rubata' })).status).toBe(401);
    }
    expect((await signIn(stuffer, { email: 'altra@example.com', password: 'password-rubata' })).status).toBe(429);
  });

  it('slows an account guessed from many addresses, but not for the addresses it signed in from', async () => {
    const account = { email: 'bersaglio@agenzia.it', password: 'una-frase-lunga-e-mia' };
    await createAdministrators(context.db).provision(account);
    const office = '192.0.2.50';
    expect((await signIn(office, account)).status).toBe(200);

    // Ten failures, two from each of five addresses: none of them is over its own limit.
    for (let address = 1; address <= 5; address += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await signIn(`203.0.113.${100 + address}`, { email: account.email, password: 'indovina' })).status).toBe(401);
      }
    }
    // From now on an address the account never signed in from gets one attempt a minute.
    expect((await signIn('203.0.113.120', { email: account.email, password: 'indovina' })).status).toBe(401);
    const slowed = await signIn('203.0.113.121', { email: account.email, password: 'indovina' });
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('rate_limit_exceeded');
    const retryAfter = Number(slowed.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The owner's own address is not slowed.
    expect((await signIn(office, account)).status).toBe(200);

    // The owner on a new address: in once that minute is over (the guessers' addresses are not the owner's).
    const travelling = '198.51.100.99';
    expect((await signIn(travelling, account)).status).toBe(429);
    await endWindows('login:account-slow:');
    expect((await signIn(travelling, account)).status).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one', async () => {
    const account = { email: 'conosciuto@agenzia.it', password: 'una-frase-lunga-e-sua' };
    await createAdministrators(context.db).provision(account);
    const known: Array<Awaited<ReturnType<typeof signIn>>> = [];
    const unknown: typeof known = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      known.push(await signIn('203.0.113.30', { email: account.email, password: 'non-la-so' }));
      unknown.push(await signIn('203.0.113.31', { email: 'nessuno@agenzia.it', password: 'non-la-so' }));
    }
    const answers = (responses: typeof known) => responses.map((response) => [response.status, response.body.code, response.body.error]);
    expect(answers(unknown)).toEqual(answers(known));
    expect(answers(known).at(-1)?.[0]).toBe(429);
  });

  it('answers an over-long e-mail with 401, not a server error', async () => {
    const response = await signIn('203.0.113.40', { email: `${'a'.repeat(240)}@agenzia.it`, password: 'qualcosa' });
    expect(response.status).toBe(401);
  });
});
