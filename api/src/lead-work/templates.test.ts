import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityCreatedResponse,
  AgencySettingsResponse,
  LeadActivitiesResponse,
  RenderedMessageResponse,
  WorkSettingsResponse,
} from '@valuta/shared';
import { createLead, signedInAdmin, signedInMember } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;
let giulia: { client: TestClient; id: number };

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
  giulia = await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia Neri' });
});
afterAll(() => context.close());

const TEMPLATES = [
  { id: 'ciao-whatsapp', channel: 'whatsapp', name: 'Saluto', body: 'Buongiorno {nome}, sono {agente}: la stima era {stima}. {sconosciuto}' },
  {
    id: 'ciao-email',
    channel: 'email',
    name: 'Saluto',
    subject: 'La stima per {nome}',
    body: 'Gentile {nome},\nla stima è {stima}.\n{agente}, {agenzia}',
  },
];

describe("'Modelli di messaggio'", () => {
  it('starts with a first-contact template per channel and 15 minutes, which every member reads', async () => {
    const settings = (await giulia.client.get<WorkSettingsResponse>('/api/admin/work-settings')).body;
    expect(settings.firstContactMinutes).toBe(15);
    expect(settings.updatedAt).toBeNull();
    expect(settings.templates.map((template) => template.channel).sort()).toEqual(['email', 'whatsapp']);
  });

  it('is saved by the titolare only, with Italian messages for what is wrong', async () => {
    expect((await giulia.client.put('/api/admin/work-settings', { firstContactMinutes: 10, templates: [] })).status).toBe(403);
    const wrong = await admin.put<{ fields: Record<string, string> }>('/api/admin/work-settings', {
      firstContactMinutes: 0,
      templates: [{ id: 'x', channel: 'email', name: 'Senza oggetto', body: 'Testo' }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      firstContactMinutes: 'Il tempo di primo contatto va da 1 a 1440 minuti.',
      'templates.0.subject': "L'oggetto dell'e-mail è obbligatorio.",
    });
    const saved = await admin.put<WorkSettingsResponse>('/api/admin/work-settings', { firstContactMinutes: 20, templates: TEMPLATES });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstContactMinutes: 20,
      templates: [{ id: 'ciao-whatsapp' }, { id: 'ciao-email', subject: 'La stima per {nome}' }],
    });
    expect((await giulia.client.get<WorkSettingsResponse>('/api/admin/work-settings')).body.updatedAt).not.toBeNull();
  });

  it("fills in the owner's name, the estimate and the agent's name, with the link that opens the message", async () => {
    await admin.put('/api/admin/work-settings', { firstContactMinutes: 15, templates: TEMPLATES });
    const { contact } = await createLead(context.db.models, { name: 'Anna Verdi', email: 'anna@example.it', phone: '333 123 4567', value: 285000 });

    const whatsapp = await giulia.client.get<RenderedMessageResponse>(`/api/admin/contacts/${contact.id}/messages/ciao-whatsapp`);
    expect(whatsapp.status).toBe(200);
    expect(whatsapp.body.text).toBe('Buongiorno Anna Verdi, sono Giulia Neri: la stima era 285.000\u00a0€. {sconosciuto}');
    expect(whatsapp.body.subject).toBeNull();
    expect(whatsapp.body.href).toBe(`https://wa.me/393331234567?text=${encodeURIComponent(whatsapp.body.text)}`);

    const email = await admin.get<RenderedMessageResponse>(`/api/admin/contacts/${contact.id}/messages/ciao-email`);
    expect(email.body.subject).toBe('La stima per Anna Verdi');
    expect(email.body.href).toMatch(/^mailto:anna@example\.it\?subject=La%20stima%20per%20Anna%20Verdi&body=Gentile%20Anna%20Verdi/);

    expect((await admin.get(`/api/admin/contacts/${contact.id}/messages/non-esiste`)).status).toBe(404);
  });

  it('logs what was sent from the card in the timeline, which counts as the first contact', async () => {
    const { contact } = await createLead(context.db.models, { name: 'Bruno Sala', email: 'bruno@example.it' });
    const logged = await giulia.client.post<ActivityCreatedResponse>(`/api/admin/contacts/${contact.id}/messages`, {
      channel: 'whatsapp',
      templateId: 'ciao-whatsapp',
      text: 'Buongiorno Bruno Sala, sono Giulia Neri',
    });
    expect(logged.status).toBe(201);
    const { activities } = (await admin.get<LeadActivitiesResponse>(`/api/admin/contacts/${contact.id}/activities`)).body;
    expect(activities[0]).toMatchObject({
      kind: 'whatsapp',
      author: { id: giulia.id, name: 'Giulia Neri' },
      payload: { kind: 'whatsapp', templateId: 'ciao-whatsapp', subject: null, text: 'Buongiorno Bruno Sala, sono Giulia Neri' },
    });
    expect((await context.db.models.Contact.findByPk(contact.id))!.contactedAt).not.toBeNull();
    const empty = await admin.post<{ fields: Record<string, string> }>(`/api/admin/contacts/${contact.id}/messages`, { channel: 'sms', text: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ channel: 'Canale non valido.', text: 'Scrivi il testo del messaggio.' });
  });

  it('renders with what was saved last: the templates and the agency name alike, from the next message on', async () => {
    const { contact } = await createLead(context.db.models, { name: 'Carla Neri', email: 'carla@example.it', phone: '333 765 4321' });
    const signed = [{ id: 'firma', channel: 'whatsapp', name: 'Firma', body: 'Saluti da {agenzia}' }];
    expect((await admin.put('/api/admin/work-settings', { firstContactMinutes: 15, templates: signed })).status).toBe(200);
    expect((await admin.get(`/api/admin/contacts/${contact.id}/messages/ciao-whatsapp`)).status).toBe(404);
    const before = await admin.get<RenderedMessageResponse>(`/api/admin/contacts/${contact.id}/messages/firma`);
    expect(before.status).toBe(200);

    const current = (await admin.get<AgencySettingsResponse>('/api/admin/agency-settings')).body;
    const { team, reviews, emailSignature } = current;
    const renamed = await admin.put('/api/admin/agency-settings', {
      company: { ...current.company, agencyName: 'Case Sabaude' },
      team,
      reviews,
      emailSignature,
    });
    expect(renamed.status).toBe(200);
    const after = await admin.get<RenderedMessageResponse>(`/api/admin/contacts/${contact.id}/messages/firma`);
    expect(before.body.text).not.toBe('Saluti da Case Sabaude');
    expect(after.body.text).toBe('Saluti da Case Sabaude');
  });
});
