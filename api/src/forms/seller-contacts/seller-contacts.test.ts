import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@valuta/shared';
import type { ApiErrorBody } from '@valuta/shared';
import type { StoredRequestResponse } from '@valuta/shared/answers';
import { countEvents, expectQueuedEmails } from '../../test/forms.js';
import { createTestContext, type TestContext } from '../../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_FORMS_PER_HOUR: '4' } });
});
afterAll(() => context.close());

const valid = {
  nome_completo: '  Giulia Ferrero ',
  email: 'giulia.ferrero@example.it',
  telefono: '333 123 4567',
  indirizzo_immobile: '',
  privacy_accettata: true,
};

describe('POST /api/seller-contacts', () => {
  it('stores the lead with its consent record, e-mails the agency and the owner, counts the event', async () => {
    const response = await context.client().post<StoredRequestResponse>('/api/seller-contacts', valid);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true });
    expect(response.body.id).toEqual(expect.any(Number));

    const stored = await context.db.models.SellerContact.findByPk(response.body.id);
    expect(stored).toMatchObject({
      fullName: 'Giulia Ferrero',
      email: 'giulia.ferrero@example.it',
      phone: '333 123 4567',
      propertyAddress: null,
      privacyAccepted: true,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(stored?.consentsRecordedAt).toBeInstanceOf(Date);

    const emails = await expectQueuedEmails(context, 'seller_contact', 'giulia.ferrero@example.it');
    expect(emails.get('seller_contact_notification')?.textBody).toContain('333 123 4567');
    expect(await countEvents(context, 'seller_form_completed')).toBe(1);
  });

  it('stores each optional marketing consent on its own and claims no confirmation e-mail without a mail server', async () => {
    const response = await context.client().post<StoredRequestResponse>('/api/seller-contacts', {
      ...valid,
      email: 'consensi.separati@example.it',
      consenso_whatsapp: true,
    });
    expect(response.status).toBe(201);
    expect(response.body.confirmationEmailed).toBe(false);
    const stored = await context.db.models.SellerContact.findByPk(response.body.id);
    expect(stored).toMatchObject({ privacyAccepted: true, consentEmail: false, consentWhatsapp: true });
  });

  it('answers bad input with 400 and the form’s messages, storing nothing', async () => {
    const before = await context.db.models.SellerContact.count();
    const response = await context.client().post<ApiErrorBody>('/api/seller-contacts', {
      nome_completo: ' A ',
      email: 'non-una-email',
      telefono: '12345',
      privacy_accettata: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.fields).toEqual({
      nome_completo: 'Il nome deve essere di almeno 2 caratteri',
      email: "Inserisci un'email valida",
      telefono: 'Il numero di telefono deve essere di almeno 6 caratteri',
      privacy_accettata: 'Devi accettare la privacy policy per continuare',
    });
    expect(response.body.error).toBe('Il nome deve essere di almeno 2 caratteri');
    expect(await context.db.models.SellerContact.count()).toBe(before);
  });

  it('limits each address to the configured number of forms per hour', async () => {
    // Four forms per hour in this file; three were spent above.
    const third = await context.client().post('/api/seller-contacts', { ...valid, indirizzo_immobile: 'Via Po 10, Torino' });
    expect(third.status).toBe(201);
    const fourth = await context.client().post<ApiErrorBody>('/api/seller-contacts', valid);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('rate_limit_exceeded');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
