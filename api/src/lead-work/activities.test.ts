import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallLoggedResponse, ContactDetailsResponse, LeadActivitiesResponse, NextActionResponse } from '@valuta/shared';
import { createContact, signedInAdmin, signedInMember } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;
let consulente: { client: TestClient; id: number };
// Monday 7 December 2026, 10:00 in Turin; each test moves it as it needs.
let clock = new Date('2026-12-07T09:00:00Z');
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  context = await createTestContext({ now: () => clock });
  admin = await signedInAdmin(context);
  consulente = await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia Neri' });
});
afterAll(() => context.close());

const timeline = async (id: number) => (await admin.get<LeadActivitiesResponse>(`/api/admin/contacts/${id}/activities`)).body;

describe("a lead's timeline", () => {
  it('adds notes and never overwrites one: both stay, newest first, each with its author and time', async () => {
    const contact = await createContact(context.db.models);
    const first = await consulente.client.post(`/api/admin/contacts/${contact.id}/notes`, { text: 'Preferisce essere chiamata dopo le 17' });
    expect(first.status).toBe(201);
    later(5);
    expect((await admin.post(`/api/admin/contacts/${contact.id}/notes`, { text: '  Ha già un altro preventivo  ' })).status).toBe(201);

    const { activities } = await timeline(contact.id);
    expect(activities.map((entry) => entry.payload)).toEqual([
      { kind: 'note', text: 'Ha già un altro preventivo' },
      { kind: 'note', text: 'Preferisce essere chiamata dopo le 17' },
    ]);
    expect(activities[1]!.author).toEqual({ id: consulente.id, name: 'Giulia Neri' });
    expect(activities[0]!.at).toBe(clock.toISOString());
    // The notes column (the contacts CSV's 'Note admin') keeps the latest.
    const card = (await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${contact.id}/details`)).body;
    expect(card.contact.admin_notes).toBe('Ha già un altro preventivo');
  });

  it('refuses an empty note in Italian, and a lead that does not exist', async () => {
    const contact = await createContact(context.db.models);
    const empty = await admin.post<{ fields: Record<string, string> }>(`/api/admin/contacts/${contact.id}/notes`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ text: 'Scrivi il testo della nota.' });
    expect((await admin.post('/api/admin/contacts/999999/notes', { text: 'Ciao' })).status).toBe(404);
    expect((await context.client().post(`/api/admin/contacts/${contact.id}/notes`, { text: 'Ciao' })).status).toBe(401);
  });

  it("keeps the old notes box's text when it is saved, as a new entry each time", async () => {
    const contact = await createContact(context.db.models);
    await admin.patch(`/api/admin/contacts/${contact.id}/update`, { adminNotes: 'Prima nota' });
    await admin.patch(`/api/admin/contacts/${contact.id}/update`, { adminNotes: 'Seconda nota' });
    const texts = (await timeline(contact.id)).activities.map((entry) => entry.payload.kind === 'note' && entry.payload.text);
    expect(texts).toEqual(['Seconda nota', 'Prima nota']);
  });

  it('records status, lead-type and assignment changes with who made them', async () => {
    const contact = await createContact(context.db.models);
    await admin.patch(`/api/admin/contacts/${contact.id}/update`, { leadType: 'hot' });
    await consulente.client.put(`/api/admin/assignments/contact/${contact.id}`, { assigneeId: consulente.id });
    await consulente.client.patch(`/api/admin/contacts/${contact.id}/update`, { status: 'contacted' });

    const { activities } = await timeline(contact.id);
    expect(activities.map((entry) => entry.payload)).toEqual([
      { kind: 'status', from: 'new', to: 'contacted' },
      { kind: 'assignment', from: null, to: { id: consulente.id, name: 'Giulia Neri' } },
      { kind: 'lead_type', from: 'unknown', to: 'hot' },
    ]);
    expect(activities[0]!.author?.name).toBe('Giulia Neri');
  });
});

describe('deleting a lead', () => {
  it('deletes its timeline and its next action with it', async () => {
    const contact = await createContact(context.db.models);
    await admin.post(`/api/admin/contacts/${contact.id}/notes`, { text: 'Da cancellare' });
    await admin.put(`/api/admin/contacts/${contact.id}/next-action`, { kind: 'call', dueAt: '2026-12-08T09:00:00+01:00' });
    expect((await admin.delete(`/api/admin/contacts/${contact.id}`)).status).toBe(200);
    const { LeadActivity, LeadNextAction } = context.db.models;
    expect(await LeadActivity.count({ where: { contactId: contact.id } })).toBe(0);
    expect(await LeadNextAction.count({ where: { contactId: contact.id } })).toBe(0);
  });
});

describe('logging a call', () => {
  it("proposes calling again at the next opening for 'Non risponde', and counts as the first contact", async () => {
    const contact = await createContact(context.db.models);
    clock = new Date('2026-12-07T15:00:00Z'); // Monday 16:00 in Turin; no opening hours saved.
    const logged = await admin.post<CallLoggedResponse>(`/api/admin/contacts/${contact.id}/calls`, { outcome: 'no_answer' });
    expect(logged.status).toBe(201);
    expect(logged.body.activity.payload).toEqual({ kind: 'call', outcome: 'no_answer', note: null });
    // Tuesday at 9:00 in Turin.
    expect(logged.body.proposedNextAction).toEqual({ kind: 'call', dueAt: '2026-12-08T08:00:00.000Z', note: 'Richiamare: non ha risposto' });

    const card = (await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${contact.id}/details`)).body;
    expect(card.work?.contactedAt).toBe(clock.toISOString());
    // Nothing is saved until the member saves the proposal.
    expect((await timeline(contact.id)).nextAction).toBeNull();
  });

  it("proposes the time the owner gave for 'Richiamare', or two hours later", async () => {
    const contact = await createContact(context.db.models);
    const given = await admin.post<CallLoggedResponse>(`/api/admin/contacts/${contact.id}/calls`, {
      outcome: 'call_back',
      callbackAt: '2026-12-09T16:30:00+01:00',
      note: 'In riunione',
    });
    expect(given.body.proposedNextAction?.dueAt).toBe('2026-12-09T15:30:00.000Z');
    const plain = await admin.post<CallLoggedResponse>(`/api/admin/contacts/${contact.id}/calls`, { outcome: 'call_back' });
    expect(plain.body.proposedNextAction?.dueAt).toBe(new Date(clock.getTime() + 2 * 3_600_000).toISOString());
    const answered = await admin.post<CallLoggedResponse>(`/api/admin/contacts/${contact.id}/calls`, { outcome: 'answered' });
    expect(answered.body.proposedNextAction).toBeNull();
  });

  it('refuses an outcome it does not know, in Italian', async () => {
    const contact = await createContact(context.db.models);
    const response = await admin.post<{ fields: Record<string, string> }>(`/api/admin/contacts/${contact.id}/calls`, { outcome: 'busy' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ outcome: "Indica com'è andata la chiamata." });
  });
});

describe('the next action', () => {
  it('is one per lead: saving replaces it, clearing removes it, each change in the timeline', async () => {
    const contact = await createContact(context.db.models);
    const url = `/api/admin/contacts/${contact.id}/next-action`;
    const first = await consulente.client.put<NextActionResponse>(url, { kind: 'call', dueAt: '2026-12-08T09:00:00+01:00' });
    expect(first.status).toBe(200);
    expect(first.body.nextAction).toMatchObject({
      kind: 'call',
      dueAt: '2026-12-08T08:00:00.000Z',
      note: '',
      setBy: { id: consulente.id, name: 'Giulia Neri' },
    });
    await admin.put(url, { kind: 'whatsapp', dueAt: '2026-12-08T11:00:00Z', note: 'Mandare le foto' });
    expect((await timeline(contact.id)).nextAction).toMatchObject({ kind: 'whatsapp', dueAt: '2026-12-08T11:00:00.000Z', note: 'Mandare le foto' });

    expect((await admin.delete<NextActionResponse>(url)).body).toEqual({ success: true, nextAction: null });
    const after = await timeline(contact.id);
    expect(after.nextAction).toBeNull();
    expect(after.activities.map((entry) => entry.kind)).toEqual(['next_action', 'next_action', 'next_action']);
  });

  it('refuses a missing time in Italian', async () => {
    const contact = await createContact(context.db.models);
    const response = await admin.put<{ fields: Record<string, string> }>(`/api/admin/contacts/${contact.id}/next-action`, {
      kind: 'call',
      dueAt: 'domani',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ dueAt: 'Indica quando: una data e un orario validi.' });
  });
});
