import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AgencySettingsPayloadInput,
  AgencySettingsResponse,
  ContactDetailsResponse,
  FilteredContactsListResponse,
  QueueRow,
  WorkQueueCountsResponse,
  WorkQueueResponse,
} from '@valuta/shared';
import { createAppointment, createContact, signedInAdmin, signedInMember } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;
let giulia: { client: TestClient; id: number };
let marco: { client: TestClient; id: number };
// Monday 7 December 2026, 10:00 in Turin (UTC+1).
const MONDAY_10 = new Date('2026-12-07T09:00:00Z');
let clock = MONDAY_10;
const utc = (iso: string) => new Date(iso);

beforeAll(async () => {
  context = await createTestContext({ now: () => clock });
  admin = await signedInAdmin(context);
  giulia = await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia Neri' });
  marco = await signedInMember(context, { email: 'marco@agenzia.it', role: 'consulente', name: 'Marco Riva' });
  const current = await admin.get<AgencySettingsResponse>('/api/admin/agency-settings');
  const { team, reviews, emailSignature } = current.body;
  const company: AgencySettingsPayloadInput['company'] = { ...current.body.company, openingHours: 'Lunedì-venerdì 9:00-13:00 e 14:00-18:00' };
  const saved = await admin.put('/api/admin/agency-settings', { company, team, reviews, emailSignature });
  if (saved.status !== 200) throw new Error(`opening hours not saved: ${saved.text}`);
});
afterAll(() => context.close());

beforeEach(async () => {
  clock = MONDAY_10;
  // Each test starts from an empty queue.
  await context.db.models.Appointment.destroy({ where: {} });
  await context.db.models.Contact.destroy({ where: {} });
});

const queueOf = async (client: TestClient, query = '') => {
  const response = await client.get<WorkQueueResponse>(`/api/admin/work-queue${query}`);
  expect(response.status).toBe(200);
  return response.body;
};

describe("'Da fare'", () => {
  it('lists what needs a person now, overdue first, each row with its one action', async () => {
    const { models } = context.db;
    const late = await createContact(models, {
      name: 'Anna Verdi',
      phone: '333 123 4567',
      preferredTime: 'mattina',
      createdAt: utc('2026-12-07T08:30:00Z'),
    });
    const fresh = await createContact(models, { name: 'Bruno Sala', createdAt: utc('2026-12-07T08:55:00Z') });
    const followUp = await createContact(models, { name: 'Carla Neri', status: 'contacted', contactedAt: utc('2026-12-04T10:00:00Z') });
    const tomorrow = await createContact(models, { name: 'Dario Fo', status: 'contacted', contactedAt: utc('2026-12-04T10:00:00Z') });
    await createContact(models, { name: 'Chiuso', status: 'closed', createdAt: utc('2026-12-07T08:00:00Z') });
    await admin.put(`/api/admin/contacts/${followUp.id}/next-action`, {
      kind: 'whatsapp',
      dueAt: '2026-12-07T09:50:00+01:00',
      note: 'Mandare le foto',
    });
    await admin.put(`/api/admin/contacts/${tomorrow.id}/next-action`, { kind: 'call', dueAt: '2026-12-08T09:50:00+01:00' });
    const request = await createAppointment(models, { name: 'Elena Po', phone: '347 000 1111', createdAt: utc('2026-12-07T08:58:00Z') });
    const confirmed = await createAppointment(models, { name: 'Franco Re', status: 'confirmed', scheduledAt: utc('2026-12-07T14:00:00Z') });
    await createAppointment(models, { name: 'Gino Lo', status: 'confirmed', scheduledAt: utc('2026-12-08T14:00:00Z') });

    const queue = await queueOf(admin);
    expect(queue.rows.map((row) => [row.kind, row.name, row.dueAt, row.overdue])).toEqual([
      ['new_lead', 'Anna Verdi', '2026-12-07T08:45:00.000Z', true],
      ['next_action', 'Carla Neri', '2026-12-07T08:50:00.000Z', true],
      ['new_lead', 'Bruno Sala', '2026-12-07T09:10:00.000Z', false],
      ['appointment_request', 'Elena Po', '2026-12-07T09:13:00.000Z', false],
      ['appointment_today', 'Franco Re', '2026-12-07T14:00:00.000Z', false],
    ]);
    expect(queue.total).toBe(5);
    expect(queue.firstContactMinutes).toBe(15);

    const [anna, carla, bruno, elena, franco] = queue.rows as [QueueRow, QueueRow, QueueRow, QueueRow, QueueRow];
    expect(anna).toMatchObject({
      contactId: late.id,
      late: true,
      ageSeconds: 30 * 60,
      callbackWindow: 'Mattina (9:00-13:00)',
      action: { kind: 'call', label: 'Chiama', href: 'tel:+393331234567' },
    });
    expect(bruno).toMatchObject({ contactId: fresh.id, late: false });
    expect(carla).toMatchObject({ action: { kind: 'whatsapp', label: 'WhatsApp' }, nextAction: { kind: 'whatsapp', note: 'Mandare le foto' } });
    expect(carla.action.href).toMatch(/^https:\/\/wa\.me\/39/);
    expect(elena).toMatchObject({ appointmentId: request.id, action: { kind: 'confirm', label: 'Conferma', href: null } });
    expect(franco).toMatchObject({ appointmentId: confirmed.id, action: { kind: 'open' }, appointment: { status: 'confirmed' } });
  });

  it('drops a new lead once a call is logged, and shows the next action it was given when due', async () => {
    const lead = await createContact(context.db.models, { name: 'Ugo Tani', createdAt: utc('2026-12-07T08:30:00Z') });
    await admin.post(`/api/admin/contacts/${lead.id}/calls`, { outcome: 'no_answer' });
    expect((await queueOf(admin)).rows).toEqual([]);
    await admin.put(`/api/admin/contacts/${lead.id}/next-action`, { kind: 'call', dueAt: '2026-12-07T16:00:00+01:00' });
    expect((await queueOf(admin)).rows.map((row) => [row.kind, row.contactId])).toEqual([['next_action', lead.id]]);
  });

  it('shows a lead not yet contacted at the time planned for it, as a next action, once one is planned', async () => {
    const lead = await createContact(context.db.models, { name: 'Pomeriggio', createdAt: utc('2026-12-07T08:30:00Z') });
    await admin.put(`/api/admin/contacts/${lead.id}/next-action`, {
      kind: 'call',
      dueAt: '2026-12-07T15:00:00+01:00',
      note: 'Ha chiesto dopo le 15',
    });
    const [row] = (await queueOf(admin)).rows;
    expect(row).toMatchObject({ kind: 'next_action', contactId: lead.id, dueAt: '2026-12-07T14:00:00.000Z', overdue: false });
    await admin.delete(`/api/admin/contacts/${lead.id}/next-action`);
    expect((await queueOf(admin)).rows[0]).toMatchObject({ kind: 'new_lead', contactId: lead.id, late: true });
  });

  it("gives a consulente theirs and the unassigned, never a colleague's; the titolare all, or one member's", async () => {
    const { models } = context.db;
    const at = utc('2026-12-07T08:30:00Z');
    const mine = await createContact(models, { name: 'Di Giulia', assignedAdminId: giulia.id, createdAt: at });
    const nobodys = await createContact(models, { name: 'Di nessuno', createdAt: at });
    const marcos = await createContact(models, { name: 'Di Marco', assignedAdminId: marco.id, createdAt: at });
    const marcosRequest = await createAppointment(models, { name: 'Appuntamento di Marco', contactId: marcos.id, createdAt: at });

    const ids = (queue: WorkQueueResponse) => queue.rows.map((row) => row.key).sort();
    expect(ids(await queueOf(giulia.client))).toEqual([`new_lead:${mine.id}`, `new_lead:${nobodys.id}`]);
    expect(ids(await queueOf(giulia.client, '?member=me'))).toEqual([`new_lead:${mine.id}`]);
    expect(ids(await queueOf(giulia.client, '?member=none'))).toEqual([`new_lead:${nobodys.id}`]);
    const refused = await giulia.client.get<{ error: string }>(`/api/admin/work-queue?member=${marco.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Puoi vedere solo i tuoi contatti e quelli non assegnati.');

    expect(ids(await queueOf(admin))).toHaveLength(4);
    expect(ids(await queueOf(admin, `?member=${marco.id}`))).toEqual([`appointment_request:${marcosRequest.id}`, `new_lead:${marcos.id}`].sort());
    expect((await admin.get('/api/admin/work-queue?member=chiunque')).status).toBe(400);

    const counts = await giulia.client.get<WorkQueueCountsResponse>('/api/admin/work-queue/counts');
    expect(counts.body).toEqual({ todo: 2, appointmentsToConfirm: 0 });
    expect((await admin.get<WorkQueueCountsResponse>('/api/admin/work-queue/counts')).body).toEqual({ todo: 4, appointmentsToConfirm: 1 });
    expect((await context.client().get('/api/admin/work-queue/counts')).status).toBe(401);
  });
});

describe('lateness, counted within the opening hours', () => {
  it('waits over the night and the weekend: a lead of Sunday evening is late only 15 minutes after Monday opens', async () => {
    const lead = await createContact(context.db.models, { name: 'Sera di domenica', createdAt: utc('2026-12-06T21:00:00Z') });
    const card = async () => (await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${lead.id}/details`)).body.work;
    const listed = async () =>
      (await admin.get<FilteredContactsListResponse>('/api/admin/contacts')).body.contacts.find((row) => row.id === lead.id)!.work;

    clock = utc('2026-12-07T08:10:00Z'); // Monday 9:10: ten minutes of opening time.
    expect(await card()).toMatchObject({ late: false, firstContactDueAt: '2026-12-07T08:15:00.000Z', contactedAt: null });
    expect((await listed()).late).toBe(false);
    expect((await queueOf(admin)).rows[0]).toMatchObject({ contactId: lead.id, late: false });

    clock = utc('2026-12-07T08:20:00Z'); // 9:20: late.
    expect(await card()).toMatchObject({ late: true, ageSeconds: 11 * 3600 + 20 * 60 });
    expect((await listed()).late).toBe(true);
    expect((await queueOf(admin)).rows[0]).toMatchObject({ contactId: lead.id, late: true });
  });

  it('counts from the arrival when it comes within the hours, with the agency’s own first-contact time', async () => {
    const saved = await admin.put('/api/admin/work-settings', { firstContactMinutes: 30, templates: [] });
    expect(saved.status).toBe(200);
    try {
      const lead = await createContact(context.db.models, { createdAt: utc('2026-12-07T11:45:00Z') }); // 12:45
      const listed = async () =>
        (await admin.get<FilteredContactsListResponse>('/api/admin/contacts')).body.contacts.find((row) => row.id === lead.id)!.work;
      clock = utc('2026-12-07T13:10:00Z'); // 14:10: 15 minutes before lunch, 10 after.
      const work = (await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${lead.id}/details`)).body.work;
      expect(work).toMatchObject({ late: false, firstContactDueAt: '2026-12-07T13:15:00.000Z' });
      expect(await listed()).toMatchObject({ late: false, firstContactDueAt: '2026-12-07T13:15:00.000Z' });
      clock = utc('2026-12-07T13:16:00Z');
      expect((await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${lead.id}/details`)).body.work.late).toBe(true);
      expect((await listed()).late).toBe(true);

      // Saved again: the list and the card count with the new time at once.
      expect((await admin.put('/api/admin/work-settings', { firstContactMinutes: 60, templates: [] })).status).toBe(200);
      expect(await listed()).toMatchObject({ late: false, firstContactDueAt: '2026-12-07T13:45:00.000Z' });
      expect((await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${lead.id}/details`)).body.work.late).toBe(false);
    } finally {
      await context.db.models.WorkSettingsRecord.destroy({ where: {} });
    }
  });

  it('is never late once contacted, nor when closed', async () => {
    const lead = await createContact(context.db.models, { createdAt: utc('2026-12-07T08:00:00Z') });
    const closed = await createContact(context.db.models, { status: 'closed', createdAt: utc('2026-12-07T08:00:00Z') });
    await admin.patch(`/api/admin/contacts/${lead.id}/update`, { status: 'contacted' });
    for (const id of [lead.id, closed.id]) {
      expect((await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${id}/details`)).body.work).toMatchObject({
        late: false,
        firstContactDueAt: null,
      });
    }
  });
});
