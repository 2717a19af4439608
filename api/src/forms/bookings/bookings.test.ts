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

describe('POST /api/book-appointment', () => {
  it('stores the booking and e-mails the agency with the chosen time slot', async () => {
    const response = await context.client().post<StoredRequestResponse>('/api/book-appointment', {
      firstName: 'Anna',
      lastName: 'Conti',
      email: 'anna.conti@example.it',
      phone: '+39 333 765 4321',
      valuation: '320.000 €',
      comune: 'Moncalieri',
      requestedTime: 'pomeriggio',
      whatsappOk: true,
      notes: 'Preferisco dopo le 16',
      gdprConsent: true,
    });
    expect(response.status).toBe(201);
    const stored = await context.db.models.Booking.findByPk(response.body.id);
    expect(stored).toMatchObject({
      firstName: 'Anna',
      comune: 'Moncalieri',
      requestedTime: 'pomeriggio',
      whatsappOk: true,
      notes: 'Preferisco dopo le 16',
      status: 'pending',
      privacyAccepted: true,
    });
    const emails = await expectQueuedEmails(context, 'booking', 'anna.conti@example.it');
    expect(emails.get('booking_notification')?.textBody).toContain('Pomeriggio (14:00-18:00)');
    expect(await countEvents(context, 'booking_requested')).toBe(1);
  });

  it('answers bad input with 400 and the form’s messages', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/book-appointment', {
      firstName: 'A',
      lastName: 'B',
      email: 'anna',
      phone: '333 12',
      valuation: '',
      comune: 'T',
      requestedTime: 'sera',
      gdprConsent: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      firstName: 'Il nome deve contenere almeno 2 caratteri',
      lastName: 'Il cognome deve contenere almeno 2 caratteri',
      email: 'Email non valida',
      phone: 'Numero di telefono non valido',
      valuation: 'Valore richiesto',
      comune: 'Comune richiesto',
      requestedTime: 'Seleziona un orario preferito',
      gdprConsent: 'È necessario accettare il trattamento dei dati personali',
    });
  });
});
