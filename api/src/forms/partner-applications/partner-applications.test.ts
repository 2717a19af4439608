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

describe('POST /api/partner-applications', () => {
  it('stores the application with its consents', async () => {
    const response = await context.client().post<StoredRequestResponse>('/api/partner-applications', {
      nome: 'Marco',
      cognome: 'Russo',
      email: 'marco.russo@example.it',
      telefono: '347 000 1122',
      citta: 'Chieri',
      motivazione: 'Lavoro da 8 anni sulla collina torinese e cerco incarichi in esclusiva.',
      accetto_privacy: true,
      consenso_whatsapp: true,
    });
    expect(response.status).toBe(201);
    const stored = await context.db.models.PartnerApplication.findByPk(response.body.id);
    expect(stored).toMatchObject({ firstName: 'Marco', city: 'Chieri', status: 'nuovo', consentWhatsapp: true, consentEmail: false });
    await expectQueuedEmails(context, 'partner_application', 'marco.russo@example.it');
    expect(await countEvents(context, 'partner_applied')).toBe(1);
  });

  it('answers bad input with 400 and the form’s messages', async () => {
    const response = await context.client().post<ApiErrorBody>('/api/partner-applications', {
      nome: 'M',
      cognome: 'R',
      email: 'marco',
      telefono: '347',
      citta: '',
      motivazione: 'boh',
      accetto_privacy: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      nome: 'Il nome deve contenere almeno 2 caratteri',
      cognome: 'Il cognome deve contenere almeno 2 caratteri',
      email: 'Inserisci un indirizzo email valido',
      telefono: 'Inserisci un numero di telefono valido',
      citta: 'Inserisci la città',
      motivazione: 'Inserisci una motivazione di almeno 5 caratteri',
      accetto_privacy: "Devi accettare l'informativa sulla privacy per continuare",
    });
  });
});
