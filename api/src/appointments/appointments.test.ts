import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@valuta/shared';
import type { ApiErrorBody, AppointmentSaveResponse } from '@valuta/shared';
import { chatToEstimate, talk } from '../test/chat-walk.js';
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
      RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
      RATE_LIMIT_CHAT_PER_MINUTE: '100',
      RATE_LIMIT_FORMS_PER_HOUR: '1000',
    },
  });
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

async function valuedHome(email?: string) {
  const client = context.client();
  return { client, ...(await chatToEstimate(client, email)) };
}

describe('POST /api/appointment/save', () => {
  const payload = (valuationId: string, userId: number) => ({
    valuation_id: valuationId,
    user_id: userId,
    phone: '333 999 8888',
    preferred_time: 'pomeriggio',
    whatsapp_ok: true,
    accetto_privacy: true,
    consenso_email: true,
    consenso_whatsapp: false,
  });

  it('stores the appointment with its consents, on the lead, and e-mails both sides', async () => {
    const { client, valuationId, userId } = await valuedHome('appuntamento@example.it');
    const response = await client.post<AppointmentSaveResponse>('/api/appointment/save', payload(valuationId, userId));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, appointment: { preferredTime: 'pomeriggio' } });

    const { Appointment, Contact, AppEvent } = context.db.models;
    const contact = await Contact.findOne({ where: { valuationId } });
    const appointment = await Appointment.findByPk(response.body.appointment.id);
    expect(appointment).toMatchObject({
      valuationId,
      userId,
      contactId: contact!.id,
      phone: '333 999 8888',
      preferredTime: 'pomeriggio',
      whatsappOk: true,
      status: 'pending',
      privacyAccepted: true,
      consentEmail: true,
      consentWhatsapp: false,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(appointment!.consentsRecordedAt).toBeInstanceOf(Date);
    expect(contact!.preferredTime).toBe('pomeriggio');
    expect(await AppEvent.count({ where: { valuationId, type: 'appointment_requested' } })).toBe(1);
    // The lead's timeline shows the request, with no member as its author.
    const entries = await context.db.models.LeadActivity.findAll({ where: { contactId: contact!.id } });
    expect(entries.map((entry) => [entry.kind, entry.authorId, (entry.payload as { change?: string }).change])).toEqual([
      ['appointment', null, 'requested'],
    ]);

    const toAgency = await smtp.waitForMatch(
      (email) => headerOf(email, 'Subject') === 'Richiesta di appuntamento: Anna Gialli – Pomeriggio (14:00-18:00)',
    );
    expect(toAgency?.to).toEqual(['agenzia@example.it']);
    const toOwner = await smtp.waitForMatch((email) => headerOf(email, 'Subject') === 'La tua consulenza gratuita');
    expect(toOwner?.to).toEqual(['appuntamento@example.it']);
  });

  it('corrects the open request instead of adding a second one, and the script then thanks', async () => {
    const { client, valuationId, userId } = await valuedHome();
    await client.post('/api/appointment/save', payload(valuationId, userId));
    await client.post('/api/appointment/save', { ...payload(valuationId, userId), preferred_time: 'mattina' });
    const appointments = await context.db.models.Appointment.findAll({ where: { valuationId } });
    expect(appointments.map((appointment) => appointment.preferredTime)).toEqual(['mattina']);
    const turn = await talk(client, valuationId)('grazie!');
    expect(turn.body.nextQuestion).toContain('appuntamento è registrato');
  });

  it('answers the form’s Italian messages for bad input', async () => {
    const { client, valuationId, userId } = await valuedHome();
    const response = await client.post<ApiErrorBody>('/api/appointment/save', {
      ...payload(valuationId, userId),
      phone: '12',
      preferred_time: 'notte',
      accetto_privacy: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toMatchObject({
      phone: 'Il numero di telefono deve essere di almeno 5 caratteri',
      preferred_time: 'Seleziona la fascia oraria preferita',
      accetto_privacy: "È necessario accettare l'informativa sulla privacy",
    });
  });

  it('refuses another owner’s valuation and an unknown one', async () => {
    const { client, valuationId, userId } = await valuedHome();
    const other = await client.post<ApiErrorBody>('/api/appointment/save', payload(valuationId, userId + 1000));
    expect(other.status).toBe(400);
    expect(other.body.fields?.user_id).toBe('Utente non valido');
    const unknown = await client.post('/api/appointment/save', payload('u'.repeat(21), userId));
    expect(unknown.status).toBe(404);
  });
});
