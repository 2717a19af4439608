import { expect } from 'vitest';
import { TEST_AGENCY_EMAIL, type TestContext } from './support.js';

/**
 * Checks shared by the public form tests: the e-mails a request queued (agency notification, visitor
 * confirmation) and the dashboard event it recorded.
 */
export async function expectQueuedEmails(context: TestContext, kind: string, visitorEmail: string) {
  const emails = await context.db.models.OutboxEmail.findAll({ where: { kind: [`${kind}_notification`, `${kind}_confirmation`] } });
  const byKind = new Map(emails.map((email) => [email.kind, email]));
  expect(byKind.get(`${kind}_notification`)?.toAddress).toBe(TEST_AGENCY_EMAIL);
  expect(byKind.get(`${kind}_notification`)?.replyTo).toBe(visitorEmail);
  expect(byKind.get(`${kind}_confirmation`)?.toAddress).toBe(visitorEmail);
  return byKind;
}

export async function countEvents(context: TestContext, type: string) {
  return context.db.models.AppEvent.count({ where: { type } });
}

type Body = Record<string, unknown>;

export interface PublicFormRequest {
  path: string;
  /** A request the form accepts. */
  body: Body;
  /** A field of free text the visitor types (a dotted path, as the API's `fields` name it). */
  freeText: string;
  /** The phone field and the message the form answers a malformed number with. */
  phone: { field: string; message: string };
}

/** A valid request of each public form that needs no conversation before it. */
export const PUBLIC_FORMS: PublicFormRequest[] = [
  {
    path: '/api/assistenza/richiesta',
    body: {
      name: 'Paolo Bianchi',
      email: 'paolo@example.it',
      phone: '011 123456',
      message: 'Non riesco a completare la valutazione.',
      accetto_privacy: true,
    },
    freeText: 'message',
    phone: { field: 'phone', message: 'Numero di telefono non valido' },
  },
  {
    path: '/api/seller-contacts',
    body: {
      nome_completo: 'Giulia Ferrero',
      email: 'giulia@example.it',
      telefono: '333 123 4567',
      indirizzo_immobile: 'Via Po 10',
      privacy_accettata: true,
    },
    freeText: 'indirizzo_immobile',
    phone: { field: 'telefono', message: 'Numero di telefono non valido' },
  },
  {
    path: '/api/book-appointment',
    body: {
      firstName: 'Anna',
      lastName: 'Conti',
      email: 'anna@example.it',
      phone: '+39 333 765 4321',
      valuation: '320.000 €',
      comune: 'Moncalieri',
      requestedTime: 'pomeriggio',
      notes: 'Preferisco dopo le 16',
      gdprConsent: true,
    },
    freeText: 'notes',
    phone: { field: 'phone', message: 'Numero di telefono non valido' },
  },
  {
    path: '/api/strategy-cambio-casa',
    body: { nome: 'Luca', cognome: 'Gallo', email: 'luca@example.it', telefono: '3331234567', privacy_accepted: true },
    freeText: 'cognome',
    phone: { field: 'telefono', message: 'Numero di telefono non valido' },
  },
  {
    path: '/api/partner-applications',
    body: {
      nome: 'Marco',
      cognome: 'Russo',
      email: 'marco@example.it',
      telefono: '347 000 1122',
      citta: 'Chieri',
      motivazione: 'Lavoro da 8 anni sulla collina torinese.',
      accetto_privacy: true,
    },
    freeText: 'motivazione',
    phone: { field: 'telefono', message: 'Inserisci un numero di telefono valido' },
  },
  {
    path: '/api/contact/unsupported-city-new',
    body: {
      nome: 'Paolo',
      cognome: 'Neri',
      email: 'paolo.neri@example.it',
      telefono: '347 111 2222',
      citta: 'Asti',
      motivazione: 'Vorrei vendere la casa dei miei genitori',
      accetto_privacy: true,
    },
    freeText: 'citta',
    phone: { field: 'telefono', message: 'Inserisci un numero di telefono valido' },
  },
  {
    path: '/api/contact/unsupported-city',
    body: {
      contactData: {
        name: 'Giulia Verdi',
        phone: '333 765 4321',
        propertyDescription: 'Trilocale di 80 mq in zona Navigli',
        town: 'Milano',
        accetto_privacy: true,
      },
    },
    freeText: 'contactData.propertyDescription',
    phone: { field: 'contactData.phone', message: 'Inserisci un numero di telefono valido' },
  },
];

/** `body` with the field at the dotted `path` replaced by what `change` makes of it. */
export function withField(body: Body, path: string, change: (value: string) => string): Body {
  const [head = '', ...rest] = path.split('.');
  const value = body[head];
  return { ...body, [head]: rest.length === 0 ? change(String(value)) : withField(value as Body, rest.join('.'), change) };
}

/** Every row a public request could add, as one comparable value: equal before and after means nothing was stored. */
export async function storedRows(context: TestContext): Promise<string> {
  const m = context.db.models;
  const models = [
    m.AssistanceRequest,
    m.SellerContact,
    m.Booking,
    m.ConsultationRequest,
    m.PartnerApplication,
    m.UnsupportedCityContact,
    m.Contact,
    m.Owner,
    m.Appointment,
    m.ChatMessage,
    m.PageVisit,
    m.OutboxEmail,
  ] as Array<{ count(): Promise<number> }>;
  return (await Promise.all(models.map((model) => model.count()))).join(',');
}
