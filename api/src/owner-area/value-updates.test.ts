/**
 * 'Il valore della tua casa': an owner who accepted marketing e-mail hears at once when the home's estimate
 * moves by 2% or more (a new version with its reason), otherwise every six months; never without the
 * consent; the one-click unsubscribe (RFC 8058) is honoured at once and audited; two instances send each
 * e-mail once; opening the area from the e-mail is an event for the agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactSaveResponse, OwnerHome } from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { createInstances, type TestInstances } from '../test/instances.js';
import { signedInOwner, tokenFromEmail } from '../test/owner-area.js';
import type { TestContext } from '../test/support.js';

let instances: TestInstances;
let first: TestContext;
let second: TestContext;

const MONTH_MS = 30 * 24 * 3600 * 1000;

beforeAll(async () => {
  instances = await createInstances(2, {
    env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_HOUR: '1000' },
  });
  [first, second] = instances.all as [TestContext, TestContext];
});
afterAll(() => instances.close());

/** An owner who finished the chat; `factor` scales the stored estimate as if made with other prices. */
async function owner(email: string, options: { factor?: number; consent?: boolean; completedMonthsAgo?: number } = {}) {
  const client = first.client();
  const valuationId = await chatToContactForm(client);
  const saved = await client.post<ContactSaveResponse>('/api/contact/save', {
    valuationId,
    contactData: { ...CONTACT_DATA, email, consenso_email: options.consent ?? true },
  });
  if (saved.status !== 200) throw new Error(saved.text);
  const valuation = await first.db.models.Valuation.findByPk(valuationId, { rejectOnEmpty: true });
  const result = valuation.result as Record<string, number>;
  const factor = options.factor ?? 1;
  const scaled = (value: number) => Math.round(value * factor);
  await valuation.update({
    result: { ...result, estimatedValue: scaled(result.estimatedValue!), minValue: scaled(result.minValue!), maxValue: scaled(result.maxValue!) },
    estimatedValue: scaled(valuation.estimatedValue!),
    completedAt: new Date(Date.now() - (options.completedMonthsAgo ?? 0) * MONTH_MS),
  });
  return valuationId;
}

const valueEmails = (email: string) =>
  first.db.models.OutboxEmail.findAll({ where: { kind: 'owner_value_update', toAddress: email }, order: [['id', 'ASC']] });
const run = (instance: TestContext = first) => instance.app.services.valueUpdates.run();

describe('an estimate that moves', () => {
  it('by 2% or more becomes a new version with its reason, and the owner is e-mailed once with a one-click unsubscribe', async () => {
    const email = 'sale.prezzi@example.it';
    const home = await owner(email, { factor: 0.95 });
    await run();
    const [message, ...more] = await valueEmails(email);
    expect(more).toEqual([]);
    expect(message!.subject).toBe('Il valore della tua casa');
    expect(message!.textBody).toMatch(/salito del 5,\d%/);
    expect(message!.textBody).toContain("nuove quotazioni dell'osservatorio");
    const headers = message!.headers!;
    expect(headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/area-venditore\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(message!.textBody).toMatch(/\/area-venditore\/disiscrizione\/[A-Za-z0-9_-]{43}/);

    const area = await signedInOwner(first, email);
    const { versions } = (await area.get<OwnerHome>(`/api/area-venditore/homes/${home}`)).body;
    expect(versions.map((version) => version.reason)).toEqual(['omi_prices', 'initial']);

    await run();
    expect(await valueEmails(email)).toHaveLength(1);
  });

  it('by less than 2% says nothing', async () => {
    const email = 'quasi.fermo@example.it';
    await owner(email, { factor: 0.99 });
    await run();
    expect(await valueEmails(email)).toHaveLength(0);
  });

  it("names the agency's zone correction when that is what changed", async () => {
    const email = 'correzione.zona@example.it';
    const home = await owner(email, { factor: 0.9 });
    const valuation = await first.db.models.Valuation.findByPk(home, { rejectOnEmpty: true });
    await valuation.update({ result: { ...(valuation.result as object), zoneCorrection: { version: 1, factor: 0.9, salesCount: 6 } } });
    await run();
    const [message] = await valueEmails(email);
    expect(message!.textBody).toContain("l'agenzia ha aggiornato i prezzi della zona");
  });

  it('is never e-mailed to an owner without the marketing consent', async () => {
    const email = 'nessun.consenso@example.it';
    await owner(email, { factor: 0.8, consent: false, completedMonthsAgo: 7 });
    await run();
    expect(await valueEmails(email)).toHaveLength(0);
  });
});

describe('an estimate that does not move', () => {
  it('is e-mailed every six months, once', async () => {
    const email = 'sei.mesi@example.it';
    await owner(email, { completedMonthsAgo: 7 });
    await run();
    const [message, ...more] = await valueEmails(email);
    expect(more).toEqual([]);
    expect(message!.textBody).toContain('stabile');
    await run();
    expect(await valueEmails(email)).toHaveLength(1);
  });

  it('is not e-mailed before six months', async () => {
    const email = 'tre.mesi@example.it';
    await owner(email, { completedMonthsAgo: 3 });
    await run();
    expect(await valueEmails(email)).toHaveLength(0);
  });
});

describe('two instances', () => {
  it('send each e-mail once and add one version', async () => {
    const email = 'due.istanze@example.it';
    const home = await owner(email, { factor: 0.9 });
    await Promise.all([run(first), run(second), run(first), run(second)]);
    expect(await valueEmails(email)).toHaveLength(1);
    expect(await first.db.models.ValuationVersion.count({ where: { valuationId: home } })).toBe(2);
  });
});

describe('the unsubscribe', () => {
  it('with one click withdraws the consent at once, audited, and no value e-mail follows', async () => {
    const email = 'basta.email@example.it';
    await owner(email, { factor: 0.9 });
    await run();
    const [message] = await valueEmails(email);
    const url = /<([^>]+)>/.exec(message!.headers!['List-Unsubscribe']!)![1]!;
    const response = await fetch(url.replace('http://localhost:3000', first.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const contact = await first.db.models.Contact.findOne({ where: { email }, rejectOnEmpty: true });
    expect(contact.consentEmail).toBe(false);
    expect(await first.db.models.AuditLogEntry.count({ where: { action: 'owner.unsubscribed' } })).toBe(1);

    await first.db.models.OwnerValueUpdate.update({ createdAt: new Date(Date.now() - 7 * MONTH_MS) }, { where: { email } });
    await run();
    expect(await valueEmails(email)).toHaveLength(1);
  });
});

describe('opening the area from the e-mail', () => {
  it("is an event in the lead's history for the agent", async () => {
    const email = 'torna.a.vedere@example.it';
    const home = await owner(email, { factor: 0.9 });
    await run();
    const token = (await tokenFromEmail(first, email, 0, 'owner_value_update'))!;
    expect((await first.client().post('/api/area-venditore/session', { token })).status).toBe(200);
    const events = await first.db.models.AppEvent.findAll({ where: { type: 'owner_returned_after_value_email' } });
    expect(events.map((event) => event.valuationId)).toEqual([home]);
  });
});
