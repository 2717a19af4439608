import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@valuta/shared';
import type { AssistanceRequestResponse } from '@valuta/shared/assistance';
import { countEvents, expectQueuedEmails } from '../../test/forms.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('POST /api/assistenza/richiesta', () => {
  it('stores the request with its consents and answers with a message', async () => {
    const response = await context.client().post<AssistanceRequestResponse>('/api/assistenza/richiesta', {
      name: 'Paolo Bianchi',
      email: 'paolo@example.it',
      phone: '011 123456',
      message: 'Non riesco a completare la valutazione del mio alloggio.',
      accetto_privacy: true,
      consenso_email: true,
    });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(response.body.message).toContain('inviata con successo');

    const stored = await context.db.models.AssistanceRequest.findByPk(response.body.id);
    expect(stored).toMatchObject({ name: 'Paolo Bianchi', privacyAccepted: true, consentEmail: true, consentWhatsapp: false });
    await expectQueuedEmails(context, 'assistance_request', 'paolo@example.it');
    expect(await countEvents(context, 'assistance_requested')).toBe(1);
  });

  it('answers bad input with 400 and the form’s messages', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/assistenza/richiesta', {
      name: '',
      email: 'x@',
      phone: '123',
      message: 'ciao',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      name: 'Il nome è obbligatorio',
      email: 'Email non valida',
      phone: 'Numero di telefono non valido',
      message: 'Il messaggio è troppo breve',
      accetto_privacy: "È necessario accettare l'informativa sulla privacy",
    });
    expect(response.body.message).toBe('Il nome è obbligatorio');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await context.client().request('POST', '/api/assistenza/richiesta', {
      raw: 'name=Paolo',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});
