/**
 * The e-mails the chat sends to the address the owner typed, which nobody has verified: the estimate and the
 * appointment confirmation. They carry the estimate the owner asked for, but nothing typed as free text: no
 * name, no notes, not the street as typed (the comune and quartiere the chat recognised stay). The agency's
 * notifications keep it all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactSaveResponse, ValuationPageResponse } from '@valuta/shared';
import type { OutboxEmail } from '../models/OutboxEmail.js';
import { CONTACT_DATA, TURIN_FLAT, chatToContactForm } from '../test/chat-walk.js';
import { TEST_AGENCY_EMAIL, createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({
    env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_HOUR: '1000' },
  });
});
afterAll(() => context.close());

const OWNER = { ...CONTACT_DATA, name: 'Nomespam Cognomespam', email: 'proprietario.visitatore@example.it', notes: 'Notespam su spam.example' };
const TYPED = ['Nomespam', 'Cognomespam', 'Notespam', 'spam.example', 'Indirizzospam'];
/** The typed street, as the chat tidies it. */
const REPLIES = TURIN_FLAT.map(([kind, text]): (typeof TURIN_FLAT)[number] => [kind, text === 'Via Nizza 120' ? 'via indirizzospam 12' : text]);

const readable = (email: OutboxEmail) => [email.subject, email.textBody, email.htmlBody ?? ''].join('\n').toLowerCase();
const outbox = (kind: string, toAddress: string) => context.db.models.OutboxEmail.findOne({ where: { kind, toAddress } });

/** Which of the words an e-mail holds (lower-cased), to compare with none or all of them. */
function wordsIn(email: OutboxEmail | null, words: string[]): string[] {
  expect(email).not.toBeNull();
  const text = readable(email!);
  return words.filter((word) => text.includes(word.toLowerCase()));
}

describe('the e-mails to the address the owner typed', () => {
  it('send the estimate with the comune and quartiere, and nothing typed as free text; the agency gets it all', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client, REPLIES);
    const saved = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: OWNER });
    expect(saved.status).toBe(200);

    const estimate = await outbox('valuation_result', OWNER.email);
    expect(wordsIn(estimate, TYPED)).toEqual([]);
    expect(estimate!.textBody).toContain(`valutazione del tuo immobile ad ${context.config.brand.assistantName}.`);
    // The booking link names the valuation and nothing else; the booking page reads the rest from the server.
    const links = [...estimate!.textBody.matchAll(/https?:\/\/\S*prenota-consulenza\S*/g)].map((match) => match[0]);
    expect(links).toEqual([`${context.config.publicUrl}/prenota-consulenza?valutazione=${valuationId}`]);
    const page = await client.get<ValuationPageResponse>(`/api/valuation/${valuationId}`);
    expect(page.body).toMatchObject({ userData: { name: OWNER.name }, propertyData: { city: 'Torino' } });
    // Each correction says its size once: '+5% – Quinto piano, con ascensore.', never '… : +5%' again.
    const corrections = estimate!.textBody.split('\n').filter((line) => / – /.test(line) && /%/.test(line));
    expect(corrections.length).toBeGreaterThan(0);
    for (const line of corrections) expect(line.match(/[+\u2212-]\d+(?:,\d+)?\s?%/g) ?? []).toHaveLength(1);
    expect(readable(estimate!)).toContain('torino (to), zona san salvario');
    expect(readable(estimate!)).toMatch(/valore stimato/);
    expect(wordsIn(await outbox('lead_notification', TEST_AGENCY_EMAIL), TYPED)).toEqual(TYPED);

    const appointment = await client.post('/api/appointment/save', {
      valuation_id: valuationId,
      user_id: saved.body.userData.id,
      phone: '333 999 8888',
      preferred_time: 'pomeriggio',
      accetto_privacy: true,
    });
    expect(appointment.status).toBe(201);
    const confirmation = await outbox('appointment_confirmation', OWNER.email);
    expect(wordsIn(confirmation, TYPED)).toEqual([]);
    expect(readable(confirmation!)).toContain('333 999 8888');
    const typedForTheAppointment = ['Nomespam', 'Cognomespam', 'Indirizzospam'];
    expect(wordsIn(await outbox('appointment_notification', TEST_AGENCY_EMAIL), typedForTheAppointment)).toEqual(typedForTheAppointment);
  });
});
