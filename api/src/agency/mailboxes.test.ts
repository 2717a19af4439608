/**
 * A fresh install, with no agency e-mail: what would go to the agency reaches the titolari (and the lead's
 * member), read from a real SMTP server on loopback; and From, Reply-To and Message-ID, parsed as a mail client
 * parses them, follow the agency's e-mail from the moment it is saved in 'Impostazioni agenzia'.
 */
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencySettingsPayload, AgencySettingsResponse, ContactSaveResponse } from '@valuta/shared';
import type { StoredRequestResponse } from '@valuta/shared/answers';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { TEST_ADMIN, signedInAdmin, signedInMember } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { headerOf, startSmtpServer, type ReceivedEmail } from '../test/smtp-server.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestContext({
    env: {
      SMTP_URL: smtp.url,
      // A fresh install: no agency e-mail anywhere.
      CONTACT_EMAIL: '',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
      RATE_LIMIT_FORMS_PER_HOUR: '1000',
    },
  });
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value.map((entry) => entry.address));

/** The messages of a kind that reached `to`, parsed by mailparser. */
async function received(subject: RegExp, to: string, count = 1): Promise<ParsedMail[]> {
  const matches = (email: ReceivedEmail) => email.to.includes(to) && subject.test(headerOf(email, 'subject'));
  const deadline = Date.now() + 5_000;
  while (smtp.received.filter(matches).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  return Promise.all(smtp.received.filter(matches).map((email) => simpleParser(email.raw)));
}

async function newLead(email: string, preferredTime?: 'mattina' | 'pomeriggio') {
  const client = context.client();
  const valuationId = await chatToContactForm(client);
  const saved = await client.post<ContactSaveResponse>('/api/contact/save', {
    valuationId,
    contactData: { ...CONTACT_DATA, email, ...(preferredTime ? { preferredTime } : {}) },
  });
  expect(saved.status).toBe(200);
  const contact = await context.db.models.Contact.findOne({ where: { valuationId } });
  return { client, valuationId, userId: saved.body.userData.id, contactId: contact!.id };
}

const outboxTo = async (kind: string) =>
  (await context.db.models.OutboxEmail.findAll({ where: { kind }, order: [['id', 'ASC']] })).map((email) => email.toAddress);

describe('with no agency e-mail and nobody on the team', () => {
  it('sends the owner an estimate without a Reply-To and without asking for a reply', async () => {
    await newLead('primo.proprietario@example.it');
    const [estimate] = await received(/stima|valutazione/i, 'primo.proprietario@example.it');
    expect(estimate).toBeDefined();
    expect(estimate!.replyTo).toBeUndefined();
    expect(estimate!.text).not.toMatch(/rispondi a questa e-mail/i);
    // Nobody to tell yet: the lead is stored, and the notification is not sent to an empty address.
    expect(await outboxTo('lead_notification')).toEqual([]);
  });
});

describe('with no agency e-mail saved', () => {
  let owner: TestClient;
  let consultantId: number;

  beforeAll(async () => {
    owner = await signedInAdmin(context);
    await signedInMember(context, { email: 'socia@agenzia.it', role: 'titolare', name: 'Carla Neri' });
    consultantId = (await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia Bianchi' })).id;
    const gone = await signedInMember(context, { email: 'ex.socio@agenzia.it', role: 'titolare' });
    await context.db.models.TeamMember.update({ disabledAt: new Date() }, { where: { id: gone.id } });
  });

  it('e-mails a new lead to every enabled titolare, and says so in the outbox', async () => {
    await newLead('mattiniero@example.it', 'mattina');
    for (const titolare of [TEST_ADMIN.email, 'socia@agenzia.it']) {
      const [notification] = await received(/Nuovo contatto/, titolare);
      expect(notification?.text).toContain('mattiniero@example.it');
    }
    expect(await outboxTo('lead_notification')).toEqual([TEST_ADMIN.email, 'socia@agenzia.it']);
    expect(smtp.received.some((email) => email.to.includes('ex.socio@agenzia.it') || email.to.includes('giulia@agenzia.it'))).toBe(false);
  });

  it('e-mails a callback request to the titolari and to the member the lead is assigned to', async () => {
    const lead = await newLead('richiamami@example.it');
    expect((await owner.put(`/api/admin/assignments/contact/${lead.contactId}`, { assigneeId: consultantId })).status).toBe(200);
    const request = await lead.client.post('/api/appointment/save', {
      valuation_id: lead.valuationId,
      user_id: lead.userId,
      phone: '333 999 8888',
      preferred_time: 'mattina',
      accetto_privacy: true,
    });
    expect(request.status).toBe(201);
    for (const to of [TEST_ADMIN.email, 'socia@agenzia.it', 'giulia@agenzia.it']) {
      expect(await received(/Richiesta di appuntamento/, to)).toHaveLength(1);
    }
    expect(await outboxTo('appointment_notification')).toEqual([TEST_ADMIN.email, 'socia@agenzia.it', 'giulia@agenzia.it']);
    // The owner's reply reaches the member who works the lead.
    const [confirmation] = await received(/consulenza gratuita/, 'richiamami@example.it');
    expect(addresses(confirmation!.replyTo)).toEqual(['giulia@agenzia.it']);
  });

  it('e-mails a booking from the booking page to the titolari', async () => {
    const booking = await context.client().post<StoredRequestResponse>('/api/book-appointment', {
      firstName: 'Anna',
      lastName: 'Conti',
      email: 'anna.conti@example.it',
      phone: '+39 333 765 4321',
      valuation: '320.000 €',
      comune: 'Moncalieri',
      requestedTime: 'pomeriggio',
      gdprConsent: true,
    });
    expect(booking.status).toBe(201);
    for (const to of [TEST_ADMIN.email, 'socia@agenzia.it']) expect(await received(/appuntamento|prenotazione|consulenza/i, to)).not.toHaveLength(0);
    expect(await outboxTo('booking_notification')).toEqual([TEST_ADMIN.email, 'socia@agenzia.it']);
  });

  it('sends from no-reply at the site, with the titolare as Reply-To, and follows the agency e-mail once saved', async () => {
    await newLead('prima@example.it');
    const [before] = await received(/stima|valutazione/i, 'prima@example.it');
    expect(addresses(before!.from)).toEqual(['no-reply@localhost']);
    expect(before!.from!.value[0]!.name).toBe(context.config.brand.agencyName);
    expect(addresses(before!.replyTo)).toEqual([TEST_ADMIN.email]);
    expect(before!.text).toMatch(/rispondi a questa e-mail/);
    expect(before!.messageId).toMatch(/@localhost>$/);

    const current = (await owner.get<AgencySettingsResponse>('/api/admin/agency-settings')).body;
    const payload: AgencySettingsPayload = {
      company: { ...current.company, email: 'info@agenzia-nuova.it' },
      team: current.team,
      reviews: current.reviews,
      emailSignature: current.emailSignature,
    };
    expect((await owner.put('/api/admin/agency-settings', payload)).status).toBe(200);

    await newLead('dopo@example.it');
    const [after] = await received(/stima|valutazione/i, 'dopo@example.it');
    expect(addresses(after!.from)).toEqual(['info@agenzia-nuova.it']);
    expect(addresses(after!.replyTo)).toEqual(['info@agenzia-nuova.it']);
    expect(after!.messageId).toMatch(/@agenzia-nuova\.it>$/);
    // The agency has an inbox now: the new lead goes there, and no longer to each titolare.
    expect(await received(/Nuovo contatto/, 'info@agenzia-nuova.it')).toHaveLength(1);
    expect((await outboxTo('lead_notification')).slice(-1)).toEqual(['info@agenzia-nuova.it']);
  });
});
