/**
 * Signing in to the owner's area: a link by e-mail for a known address and the same answer for any, single
 * use, 24 hours, kept hashed, limited per mailbox and per client address; the owner session is its own kind,
 * refused by the back office, as the staff session is by the owner's area.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_LINK_SENT_MESSAGE, type OwnerHomesResponse, type OwnerSessionView } from '@valuta/shared';
import { createLead, signedInAdmin } from '../test/factories.js';
import { lastEmailId, signedInOwner, tokenFromEmail } from '../test/owner-area.js';
import { createTestContext, type TestContext } from '../test/support.js';
import { hashToken } from './owner-tokens.js';
import { OWNER_COOKIE } from './owner-auth.js';

let context: TestContext;
const OWNER = 'lucia.verdi@example.it';
let owners = 0;

/** An owner of their own: a mailbox gets three links an hour. */
async function freshOwner(): Promise<string> {
  owners += 1;
  const email = `proprietaria${owners}@example.it`;
  await createLead(context.db.models, { email });
  return email;
}

beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_FORMS_PER_HOUR: '40' } });
  await createLead(context.db.models, { email: OWNER, name: 'Lucia Verdi' });
});
afterAll(() => context.close());

async function askLink(email: string) {
  return context.client().post<{ success: boolean; message: string }>('/api/area-venditore/link', { email });
}

describe('asking for a sign-in link', () => {
  it('answers the same for a known and an unknown address, and e-mails only the known one', async () => {
    const before = await lastEmailId(context);
    const known = await askLink('Lucia.Verdi@Example.it ');
    const unknown = await askLink('nessuno@example.it');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(OWNER_LINK_SENT_MESSAGE);
    expect(await tokenFromEmail(context, OWNER, before)).not.toBeNull();
    expect(await tokenFromEmail(context, 'nessuno@example.it', before)).toBeNull();
  });

  it('refuses an address that is not one, in Italian', async () => {
    const response = await askLink('non-un-indirizzo');
    expect(response.status).toBe(400);
    expect(response.text).toContain('indirizzo e-mail valido');
  });

  it('keeps only the hash of the token', async () => {
    const email = await freshOwner();
    const before = await lastEmailId(context);
    await askLink(email);
    const token = (await tokenFromEmail(context, email, before))!;
    const stored = await context.db.models.OwnerLink.findAll({ where: { email } });
    expect(stored.some((link) => link.tokenHash === hashToken(token))).toBe(true);
    expect(JSON.stringify(stored.map((link) => link.get({ plain: true })))).not.toContain(token);
  });
});

describe('opening a link', () => {
  it('starts an owner session once: the same link a second time is refused', async () => {
    const email = await freshOwner();
    const before = await lastEmailId(context);
    await askLink(email);
    const token = (await tokenFromEmail(context, email, before))!;
    const first = context.client();
    const opened = await first.post<OwnerSessionView>('/api/area-venditore/session', { token });
    expect(opened.status).toBe(200);
    expect(opened.body.email).toBe(email);
    expect(Date.parse(opened.body.expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(first.hasCookie(OWNER_COOKIE)).toBe(true);
    expect((await first.get<OwnerHomesResponse>('/api/area-venditore/homes')).status).toBe(200);

    const again = await context.client().post('/api/area-venditore/session', { token });
    expect(again.status).toBe(410);
    expect(again.text).toContain('non è più valido');
  });

  it('refuses a link past its 24 hours', async () => {
    const email = await freshOwner();
    const before = await lastEmailId(context);
    await askLink(email);
    const token = (await tokenFromEmail(context, email, before))!;
    await context.db.models.OwnerLink.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { tokenHash: hashToken(token) } });
    expect((await context.client().post('/api/area-venditore/session', { token })).status).toBe(410);
  });

  it('refuses a token nobody was sent', async () => {
    const response = await context.client().post('/api/area-venditore/session', { token: 'a'.repeat(43) });
    expect(response.status).toBe(410);
  });
});

describe('the owner session', () => {
  it('is not a staff session: the back office refuses it, and the owner area refuses a staff session', async () => {
    const owner = await signedInOwner(context, await freshOwner());
    expect((await owner.get('/api/admin/contacts')).status).toBe(401);
    expect((await owner.get('/api/auth/me')).status).not.toBe(200);

    const staff = await signedInAdmin(context);
    expect((await staff.get('/api/admin/contacts')).status).toBe(200);
    expect((await staff.get('/api/area-venditore/homes')).status).toBe(401);
    expect((await staff.get('/api/area-venditore/session')).status).toBe(401);
  });

  it("'Esci' ends this device's session only; 'Esci da tutti i dispositivi' ends every one", async () => {
    const email = await freshOwner();
    const phone = await signedInOwner(context, email);
    const laptop = await signedInOwner(context, email);
    const tablet = await signedInOwner(context, email);
    expect((await phone.post('/api/area-venditore/logout')).status).toBe(204);
    expect((await phone.get('/api/area-venditore/homes')).status).toBe(401);
    expect((await laptop.get('/api/area-venditore/homes')).status).toBe(200);

    expect((await laptop.post('/api/area-venditore/logout-all')).status).toBe(204);
    expect((await laptop.get('/api/area-venditore/homes')).status).toBe(401);
    expect((await tablet.get('/api/area-venditore/homes')).status).toBe(401);
  });

  it('is refused without a cookie, and with a cookie that was not signed by the server', async () => {
    const stranger = context.client();
    expect((await stranger.get('/api/area-venditore/homes')).status).toBe(401);
    const forged = await stranger.get('/api/area-venditore/homes', { headers: { Cookie: `${OWNER_COOKIE}=${'b'.repeat(43)}` } });
    expect(forged.status).toBe(401);
  });
});

describe('the limits', () => {
  it('e-mails one mailbox at most three links an hour, with the same answer after', async () => {
    const email = await freshOwner();
    for (let request = 0; request < 5; request += 1) expect((await askLink(email)).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = await context.db.models.OutboxEmail.count({ where: { kind: 'owner_sign_in', toAddress: email } });
    expect(sent).toBe(3);
  });

  it('refuses a client address past the hourly limit with 429', async () => {
    let status = 202;
    for (let request = 0; request < 45 && status === 202; request += 1) status = (await askLink(`indirizzo${request}@example.it`)).status;
    expect(status).toBe(429);
  });
});
