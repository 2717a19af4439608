import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@valuta/shared';
import type { StoredRequestResponse } from '@valuta/shared/answers';
import { countEvents, expectQueuedEmails } from '../../test/forms.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('POST /api/strategy-cambio-casa', () => {
  it('stores the consultation request', async () => {
    const response = await context.client().post<StoredRequestResponse>('/api/strategy-cambio-casa', {
      nome: 'Luca',
      cognome: 'Gallo',
      email: 'luca.gallo@example.it',
      telefono: '3331234567',
      appointment_date: '2026-12-03',
      appointment_time: '10:30',
      privacy_accepted: true,
    });
    expect(response.status).toBe(201);
    const stored = await context.db.models.ConsultationRequest.findByPk(response.body.id);
    expect(stored).toMatchObject({
      firstName: 'Luca',
      lastName: 'Gallo',
      appointmentDate: '2026-12-03',
      appointmentTime: '10:30',
      privacyAccepted: true,
    });
    await expectQueuedEmails(context, 'consultation', 'luca.gallo@example.it');
    expect(await countEvents(context, 'consultation_requested')).toBe(1);
  });

  it('puts the request on the appointments staff work, its free-text date and time cut to their 20 characters', async () => {
    const response = await context.client().post<StoredRequestResponse>('/api/strategy-cambio-casa', {
      nome: 'Marta',
      cognome: 'Ferrero',
      email: 'marta.ferrero@example.it',
      telefono: '3337654321',
      appointment_date: 'un giorno della prossima settimana',
      appointment_time: 'dopo le sei di sera, se possibile',
      privacy_accepted: true,
    });
    expect(response.status).toBe(201);
    const appointment = await context.db.models.Appointment.findOne({ where: { consultationRequestId: response.body.id } });
    expect(appointment).toMatchObject({
      source: 'consultation',
      status: 'pending',
      name: 'Marta Ferrero',
      email: 'marta.ferrero@example.it',
      phone: '3337654321',
      requestedDate: 'un giorno della pros',
      requestedTime: 'dopo le sei di sera,',
      preferredTime: null,
      whatsappOk: false,
      privacyAccepted: true,
      valuationId: null,
    });
  });

  it('requires the privacy acceptance with the form’s message', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/strategy-cambio-casa', {
      nome: 'Luca',
      cognome: 'Gallo',
      email: 'luca.gallo@example.it',
      telefono: '3331234567',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ privacy_accepted: 'Devi accettare la privacy policy per continuare' });
  });
});
