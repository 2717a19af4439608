import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@valuta/shared';
import type { ApiErrorBody, ChatSessionResponse, ChatTurnResponse, ContactSaveResponse } from '@valuta/shared';
import { CONTACT_DATA, chatToContactForm } from '../test/chat-walk.js';
import { headerOf, startSmtpServer } from '../test/smtp-server.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestContext({
    env: {
      SMTP_URL: smtp.url,
      AGENCY_EMAIL: 'agenzia@example.it',
      RATE_LIMIT_CHAT_PER_MINUTE: '100',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '1000',
      RATE_LIMIT_FORMS_PER_HOUR: '100',
    },
  });
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

describe('POST /api/contact/save', () => {
  it('stores the owner and the lead with their consents, values the home and answers userData', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    // With a mail server Amelia may promise the estimate by e-mail as she asks for the contacts.
    const session = await client.get<ChatSessionResponse>(`/api/chat/${valuationId}`);
    expect(session.body.messages.at(-1)!.content).toMatch(/ti mostro subito la stima e te la invio anche per e-mail\.$/);
    const before = Date.now();
    const response = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      userData: { name: 'Maria Rossi', email: 'maria.rossi@example.it', phone: '333 123 4567' },
      valuation: { valuationId, userData: { name: 'Maria Rossi' } },
      // Queued for the configured mail server: the result page may say so.
      estimateEmailed: true,
    });
    expect(response.body.valuation, 'the home is valued as the lead is stored').not.toBeNull();
    const { estimatedValue, minValue, maxValue, pricePerSqm } = response.body.valuation!;
    expect(minValue).toBeLessThan(estimatedValue);
    expect(maxValue).toBeGreaterThan(estimatedValue);
    expect(estimatedValue % 1000).toBe(0);
    expect(pricePerSqm).toBe(Math.round(estimatedValue / 90));

    const { Owner, Contact, Valuation, AppEvent, ChatMessage } = context.db.models;
    const owner = await Owner.findOne({ where: { email: 'maria.rossi@example.it' } });
    expect(owner).toMatchObject({ name: 'Maria Rossi', gdprConsent: true });
    const contact = await Contact.findOne({ where: { valuationId } });
    expect(contact).toMatchObject({
      userId: owner!.id,
      status: 'new',
      leadType: 'unknown',
      source: 'chat',
      privacyAccepted: true,
      consentEmail: true,
      consentWhatsapp: false,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      notes: 'Preferisco essere chiamata dopo le 18',
    });
    expect(contact!.consentsRecordedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const valuation = await Valuation.findByPk(valuationId);
    expect(valuation).toMatchObject({ userId: owner!.id, step: 'completed', status: 'completed', estimatedValue });
    expect((valuation!.result as { adjustments: unknown[] }).adjustments.length).toBeGreaterThan(5);
    expect(await AppEvent.count({ where: { valuationId, type: 'contact_form_completed' } })).toBe(1);
    expect(await AppEvent.count({ where: { valuationId, type: 'valuation_completed' } })).toBe(1);
    const last = await ChatMessage.findOne({ where: { valuationId }, order: [['id', 'DESC']] });
    expect(last?.content).toContain('Ecco il valore stimato per il tuo immobile');
  });

  it('e-mails the estimate to the owner and the lead to the agency', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    const owner = { ...CONTACT_DATA, email: 'luca.bianchi@example.it', name: 'Luca Bianchi' };
    await client.post('/api/contact/save', { valuationId, contactData: owner });
    const toOwner = await smtp.waitForMatch((email) => email.to.includes('luca.bianchi@example.it'));
    expect(headerOf(toOwner!, 'Subject')).toBe('La valutazione del tuo immobile a Torino');
    expect(toOwner!.raw).toContain('Prenota la consulenza gratuita');
    const toAgency = (await smtp.waitForMatch(
      (email) => email.to.includes('agenzia@example.it') && headerOf(email, 'Subject').includes('Luca Bianchi'),
    ))!;
    expect(headerOf(toAgency, 'Reply-To')).toBe('luca.bianchi@example.it');
    expect(headerOf(toAgency, 'Subject')).toContain('Nuovo contatto: Luca Bianchi');
  });

  it('attaches a repeat valuation to the same owner', async () => {
    const client = context.client();
    const first = await chatToContactForm(client);
    const second = await chatToContactForm(client);
    const data = { ...CONTACT_DATA, email: 'ripetuto@example.it' };
    const a = await client.post<ContactSaveResponse>('/api/contact/save', { valuationId: first, contactData: data });
    const b = await client.post<ContactSaveResponse>('/api/contact/save', {
      valuationId: second,
      contactData: { ...data, email: ' RIPETUTO@example.it ' },
    });
    expect(a.body.userData.id).toBe(b.body.userData.id);
    expect(await context.db.models.Contact.count({ where: { userId: a.body.userData.id } })).toBe(2);
  });

  it('updates rather than duplicates the lead when the form is sent twice', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    await client.post('/api/contact/save', { valuationId, contactData: CONTACT_DATA });
    const again = await client.post('/api/contact/save', { valuationId, contactData: { ...CONTACT_DATA, phone: '011 555 1234' } });
    expect(again.status).toBe(200);
    const contacts = await context.db.models.Contact.findAll({ where: { valuationId } });
    expect(contacts).toHaveLength(1);
    expect(contacts[0]!.phone).toBe('011 555 1234');
  });

  it('answers the form’s Italian messages for bad contact data', async () => {
    const client = context.client();
    const valuationId = await chatToContactForm(client);
    const response = await client.post<ApiErrorBody>('/api/contact/save', {
      valuationId,
      contactData: { name: 'M', email: 'non-una-email', phone: '12', accetto_privacy: false, consenso_email: 'sì' },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toMatchObject({
      'contactData.name': 'Il nome è obbligatorio',
      'contactData.email': 'Email non valida',
      'contactData.phone': 'Numero di telefono non valido',
      'contactData.accetto_privacy': "Devi accettare l'informativa sulla privacy per continuare",
      'contactData.consenso_email': 'Valore non valido',
    });
    expect(await context.db.models.Contact.count({ where: { valuationId } })).toBe(0);
  });

  it('stores each marketing consent on its own, both optional; the estimate is e-mailed without them', async () => {
    const cases = [
      { email: 'solo.privacy@example.it', consents: {}, stored: { consentEmail: false, consentWhatsapp: false } },
      { email: 'solo.whatsapp@example.it', consents: { consenso_whatsapp: true }, stored: { consentEmail: false, consentWhatsapp: true } },
      {
        email: 'solo.email@example.it',
        consents: { consenso_email: true, consenso_whatsapp: false },
        stored: { consentEmail: true, consentWhatsapp: false },
      },
    ];
    for (const { email, consents, stored } of cases) {
      const client = context.client();
      const valuationId = await chatToContactForm(client);
      const response = await client.post<ContactSaveResponse>('/api/contact/save', {
        valuationId,
        contactData: { name: 'Anna Neri', email, phone: '333 111 2222', accetto_privacy: true, ...consents },
      });
      expect(response.status).toBe(200);
      expect(response.body.estimateEmailed).toBe(true);
      const contact = await context.db.models.Contact.findOne({ where: { valuationId } });
      expect(contact).toMatchObject({ privacyAccepted: true, ...stored, privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
      expect(contact!.consentsRecordedAt).toBeInstanceOf(Date);
      expect(await context.db.models.OutboxEmail.count({ where: { kind: 'valuation_result', toAddress: email } })).toBe(1);
    }
  });

  it('refuses a conversation that is not finished, or unknown, in Italian', async () => {
    const client = context.client();
    const started = await client.post<ChatTurnResponse>('/api/chat/start');
    let response = await client.post<ApiErrorBody>('/api/contact/save', { valuationId: started.body.valuationId, contactData: CONTACT_DATA });
    expect(response.status).toBe(409);
    expect(response.body.error).toContain('Completa prima la conversazione');
    response = await client.post<ApiErrorBody>('/api/contact/save', { valuationId: 'y'.repeat(21), contactData: CONTACT_DATA });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Valutazione non inizializzata');
  });
});
