import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ChatTurnResponse } from '@valuta/shared';
import type { StoredRequestResponse } from '@valuta/shared/answers';
import { headerOf, startSmtpServer } from '../../test/smtp-server.js';
import { createTestContext, type TestContext } from '../../test/support.js';

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

describe('requests from comuni not covered', () => {
  it('stores the chat’s simple form linked to its conversation and tells the agency', async () => {
    const client = context.client();
    const started = await client.post<ChatTurnResponse>('/api/chat/start');
    const valuationId = started.body.valuationId;
    await client.post('/api/chat/message', { valuationId, message: 'Milano' });
    const response = await client.post<StoredRequestResponse>('/api/contact/unsupported-city', {
      valuationId,
      contactData: {
        name: 'Giulia Verdi',
        phone: '333 765 4321',
        propertyDescription: 'Trilocale di 80 mq in zona Navigli',
        town: 'Milano',
        accetto_privacy: true,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    const stored = await context.db.models.UnsupportedCityContact.findByPk(response.body.id);
    expect(stored).toMatchObject({
      kind: 'simple',
      valuationId,
      firstName: 'Giulia Verdi',
      city: 'Milano',
      privacyAccepted: true,
      consentEmail: false,
    });
    const notice = await smtp.waitForMatch((email) => headerOf(email, 'Subject') === 'Richiesta da un comune non coperto: Milano – Giulia Verdi');
    expect(notice?.to).toEqual(['agenzia@example.it']);
  });

  it('stores the application form and confirms to the requester', async () => {
    const response = await context.client().post<StoredRequestResponse>('/api/contact/unsupported-city-new', {
      nome: 'Paolo',
      cognome: 'Neri',
      email: 'paolo.neri@example.it',
      telefono: '347 111 2222',
      citta: 'Asti',
      motivazione: 'Vorrei vendere la casa dei miei genitori',
      accetto_privacy: true,
      consenso_email: true,
      consenso_whatsapp: true,
    });
    expect(response.status).toBe(201);
    const stored = await context.db.models.UnsupportedCityContact.findByPk(response.body.id);
    expect(stored).toMatchObject({ kind: 'request', firstName: 'Paolo', lastName: 'Neri', city: 'Asti', consentWhatsapp: true });
    const confirmation = await smtp.waitForMatch((email) => email.to.includes('paolo.neri@example.it'));
    expect(headerOf(confirmation!, 'Subject')).toBe('Abbiamo ricevuto la tua richiesta');
  });

  it('answers each form’s messages for bad input', async () => {
    const client = context.client();
    let response = await client.post<ApiErrorBody>('/api/contact/unsupported-city', {
      contactData: { name: 'Al', phone: '123', propertyDescription: 'corta', town: 'X' },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toMatchObject({
      'contactData.name': 'Il nome deve contenere almeno 3 caratteri',
      'contactData.phone': 'Inserisci un numero di telefono valido',
      'contactData.propertyDescription': 'Inserisci una descrizione di almeno 10 caratteri',
      'contactData.town': 'Inserisci la città',
    });
    response = await client.post<ApiErrorBody>('/api/contact/unsupported-city-new', { email: 'x', citta: '', motivazione: 'no' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toMatchObject({
      email: 'Inserisci un indirizzo email valido',
      citta: 'Inserisci la città',
      motivazione: 'Inserisci una motivazione di almeno 5 caratteri',
    });
  });
});
