/**
 * A public form e-mails a confirmation to whatever address was typed in it, verified by nobody: it must
 * carry nothing the sender typed (no name, message, city, notes), or the form relays anyone's text to anyone.
 * The agency's own notification keeps every detail. Each form is sent with a distinctive word in each of its
 * free-text fields; the confirmation must hold none of them, the notification all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../models/OutboxEmail.js';
import { TEST_AGENCY_EMAIL, createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ env: { RATE_LIMIT_FORMS_PER_HOUR: '100' } });
});
afterAll(() => context.close());

interface FormCase {
  path: string;
  body: Record<string, unknown>;
  /** The words typed into the form's free-text fields. */
  typed: string[];
}

const FORMS: FormCase[] = [
  {
    path: '/api/assistenza/richiesta',
    body: {
      name: 'Nomespam Rossi',
      email: 'assistenza.visitatore@example.it',
      phone: '011 123456',
      message: 'Messaggiospam: compra ora su spam.example',
      accetto_privacy: true,
    },
    typed: ['Nomespam', 'Messaggiospam', 'spam.example'],
  },
  {
    path: '/api/seller-contacts',
    body: {
      nome_completo: 'Nomespam Ferrero',
      email: 'venditore.visitatore@example.it',
      telefono: '333 123 4567',
      indirizzo_immobile: 'Via Indirizzospam 10',
      privacy_accettata: true,
    },
    typed: ['Nomespam', 'Indirizzospam'],
  },
  {
    path: '/api/book-appointment',
    body: {
      firstName: 'Nomespam',
      lastName: 'Cognomespam',
      email: 'prenotazione.visitatore@example.it',
      phone: '+39 333 765 4321',
      valuation: 'Valorespam',
      comune: 'Comunespam',
      requestedTime: 'pomeriggio',
      notes: 'Notespam',
      gdprConsent: true,
    },
    typed: ['Nomespam', 'Cognomespam', 'Valorespam', 'Comunespam', 'Notespam'],
  },
  {
    path: '/api/strategy-cambio-casa',
    body: {
      nome: 'Nomespam',
      cognome: 'Cognomespam',
      email: 'consulenza.visitatore@example.it',
      telefono: '3331234567',
      appointment_date: 'Dataspam',
      appointment_time: 'Oraspam',
      privacy_accepted: true,
    },
    typed: ['Nomespam', 'Cognomespam', 'Dataspam', 'Oraspam'],
  },
  {
    path: '/api/partner-applications',
    body: {
      nome: 'Nomespam',
      cognome: 'Cognomespam',
      email: 'partner.visitatore@example.it',
      telefono: '347 000 1122',
      citta: 'Cittaspam',
      motivazione: 'Motivazionespam su spam.example',
      accetto_privacy: true,
    },
    typed: ['Nomespam', 'Cognomespam', 'Cittaspam', 'Motivazionespam', 'spam.example'],
  },
  {
    path: '/api/contact/unsupported-city-new',
    body: {
      nome: 'Nomespam',
      cognome: 'Cognomespam',
      email: 'comune.visitatore@example.it',
      telefono: '347 111 2222',
      citta: 'Cittaspam',
      motivazione: 'Motivazionespam su spam.example',
      accetto_privacy: true,
    },
    typed: ['Nomespam', 'Cognomespam', 'Cittaspam', 'Motivazionespam', 'spam.example'],
  },
];

/** Everything of a message its reader sees, in lower case. */
const readable = (email: OutboxEmail) => [email.subject, email.textBody, email.htmlBody ?? ''].join('\n').toLowerCase();

describe('the confirmation of a public form', () => {
  for (const form of FORMS) {
    it(`of ${form.path} echoes nothing typed in the form, while the agency's notification has it all`, async () => {
      const response = await context.client().post(form.path, form.body);
      expect(response.status).toBe(201);
      const visitor = String(form.body.email);
      const { OutboxEmail } = context.db.models;
      const confirmation = await OutboxEmail.findOne({ where: { toAddress: visitor } });
      const notification = await OutboxEmail.findOne({ where: { toAddress: TEST_AGENCY_EMAIL, replyTo: visitor } });
      expect(confirmation, 'a confirmation is sent').not.toBeNull();
      expect(notification, 'the agency is told').not.toBeNull();
      for (const word of form.typed) {
        expect(readable(confirmation!), `the confirmation holds "${word}"`).not.toContain(word.toLowerCase());
        expect(readable(notification!), `the notification lacks "${word}"`).toContain(word.toLowerCase());
      }
    });
  }
});

describe('confirmations to one address', () => {
  /** The messages of `kind` to `address` (or answering it, for the agency's), however its letters were typed. */
  async function countFor(kind: string, address: string, field: 'toAddress' | 'replyTo' = 'toAddress') {
    const emails = await context.db.models.OutboxEmail.findAll({ where: { kind } });
    return emails.filter((email) => email[field]?.toLowerCase() === address).length;
  }

  it('are sent once an hour per form: a request sent again is stored and the agency told, without a second confirmation', async () => {
    const [assistance, , , , , cityRequest] = FORMS;
    for (const [form, kind] of [
      [assistance!, 'assistance_request'],
      [cityRequest!, 'unsupported_city'],
    ] as const) {
      const address = `ripetuto.${kind}@example.it`;
      for (const typed of [address, `  ${address.toUpperCase()} `]) {
        const response = await context.client().post(form.path, { ...form.body, email: typed });
        expect(response.status).toBe(201);
      }
      expect(await countFor(`${kind}_confirmation`, address), kind).toBe(1);
      expect(await countFor(`${kind}_notification`, address, 'replyTo'), kind).toBe(2);

      const other = `altro.${kind}@example.it`;
      expect((await context.client().post(form.path, { ...form.body, email: other })).status).toBe(201);
      expect(await countFor(`${kind}_confirmation`, other), kind).toBe(1);
    }
  });

  it('are counted per form: the same address gets the confirmation of another form', async () => {
    const [assistance, sellerForm] = FORMS;
    const address = 'due.moduli@example.it';
    expect((await context.client().post(assistance!.path, { ...assistance!.body, email: address })).status).toBe(201);
    expect((await context.client().post(sellerForm!.path, { ...sellerForm!.body, email: address })).status).toBe(201);
    expect(await countFor('assistance_request_confirmation', address)).toBe(1);
    expect(await countFor('seller_contact_confirmation', address)).toBe(1);
  });
});
