import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAssistanceRequest,
  AdminSellerContact,
  ApiErrorBody,
  AssignmentResponse,
  AuditLogResponse,
  ContactUpdateResponse,
  FilteredContactsListResponse,
  UnsupportedCityListResponse,
} from '@valuta/shared';
import {
  createAssistanceRequest,
  createContact,
  createLead,
  createSellerContact,
  createUnsupportedCityContact,
  signedInAdmin,
  signedInMember,
  TEST_ADMIN,
} from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { startSmtpServer } from '../test/smtp-server.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let titolare: TestClient;
let giulia: Awaited<ReturnType<typeof signedInMember>>;
let marco: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestContext({ env: { SMTP_URL: smtp.url } });
  titolare = await signedInAdmin(context);
  giulia = await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia' });
  marco = await signedInMember(context, { email: 'marco@agenzia.it', role: 'consulente', name: 'Marco' });
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

describe('PUT /api/admin/assignments/:kind/:id', () => {
  it('lets a titolare assign a chat lead to a member, who gets an e-mail, and audits it', async () => {
    const { contact } = await createLead(context.db.models, { name: 'Lucia Assegnata', email: 'lucia@example.it' });
    const response = await titolare.put<AssignmentResponse>(`/api/admin/assignments/contact/${contact.id}`, { assigneeId: giulia.id });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, kind: 'contact', id: contact.id, assignee: { id: giulia.id, email: 'giulia@agenzia.it' } });

    const email = await smtp.waitForMatch((message) => message.to.includes('giulia@agenzia.it') && message.raw.includes('Lucia Assegnata'));
    expect(email).toBeDefined();
    expect(email!.raw).toContain(`/admin/contatti/${contact.id}`);

    const entry = await context.db.models.AuditLogEntry.findOne({ where: { action: 'contact.assign', entityId: String(contact.id) } });
    expect(entry).toMatchObject({ adminEmail: TEST_ADMIN.email, before: { assignedTo: null }, after: { assignedTo: giulia.id } });
  });

  it('assigns every kind of lead', async () => {
    const { models } = context.db;
    const records: Array<[string, number]> = [
      ['seller-contact', (await createSellerContact(models)).id],
      ['assistance', (await createAssistanceRequest(models)).id],
      ['unsupported-city', (await createUnsupportedCityContact(models)).id],
      [
        'booking',
        (
          await models.Booking.create({
            firstName: 'Bea',
            lastName: 'Prenota',
            email: 'bea@example.it',
            phone: '3331112223',
            valuation: '250.000 €',
            comune: 'Torino',
            requestedTime: 'mattina',
            notes: null,
            privacyAccepted: true,
            consentEmail: false,
            consentWhatsapp: false,
            consentsRecordedAt: new Date(),
            privacyNoticeVersion: '1',
          })
        ).id,
      ],
      [
        'consultation',
        (
          await models.ConsultationRequest.create({
            firstName: 'Carlo',
            lastName: 'Consulta',
            email: 'carlo@example.it',
            phone: '3331112224',
            appointmentDate: null,
            appointmentTime: null,
            privacyAccepted: true,
            consentEmail: false,
            consentWhatsapp: false,
            consentsRecordedAt: new Date(),
            privacyNoticeVersion: '1',
          })
        ).id,
      ],
    ];
    for (const [kind, id] of records) {
      const response = await titolare.put<AssignmentResponse>(`/api/admin/assignments/${kind}/${id}`, { assigneeId: marco.id });
      expect([kind, response.status]).toEqual([kind, 200]);
    }
    const sellers = await marco.client.get<AdminSellerContact[]>('/api/admin/seller-contacts');
    expect(sellers.body.find((row) => row.id === records[0]![1])?.assigned_to).toBe(marco.id);
    const assistance = await marco.client.get<{ assistenze: AdminAssistanceRequest[] }>('/api/admin/assistenze');
    expect(assistance.body.assistenze.find((row) => row.id === records[1]![1])?.assigned_to).toBe(marco.id);
    const cities = await marco.client.get<UnsupportedCityListResponse>('/api/admin/unsupported-city-contacts');
    expect(cities.body.contacts.find((row) => row.id === records[2]![1])?.assigned_to).toBe(marco.id);
  });

  it('lets a consulente assign only to themself, and release only what is theirs (403 otherwise)', async () => {
    const contact = await createContact(context.db.models, { name: 'Presa In Carico' });
    const toOther = await giulia.client.put<ApiErrorBody>(`/api/admin/assignments/contact/${contact.id}`, { assigneeId: marco.id });
    expect(toOther.status).toBe(403);
    expect(toOther.body).toMatchObject({ code: 'forbidden', error: 'Puoi assegnare i contatti solo a te stesso.' });

    expect((await giulia.client.put(`/api/admin/assignments/contact/${contact.id}`, { assigneeId: giulia.id })).status).toBe(200);
    expect((await marco.client.put<ApiErrorBody>(`/api/admin/assignments/contact/${contact.id}`, { assigneeId: null })).status).toBe(403);
    expect((await giulia.client.put(`/api/admin/assignments/contact/${contact.id}`, { assigneeId: null })).status).toBe(200);
    // Nobody is e-mailed about a lead they took themself (the outbox row is written before the answer).
    const queued = await context.db.models.OutboxEmail.findAll({ where: { toAddress: 'giulia@agenzia.it' } });
    expect(queued.filter((email) => email.subject.includes('Presa In Carico'))).toEqual([]);
  });

  it('refuses an unknown lead, an unknown or disabled member and a bad kind', async () => {
    const contact = await createContact(context.db.models);
    expect((await titolare.put(`/api/admin/assignments/contact/987654`, { assigneeId: giulia.id })).status).toBe(404);
    expect((await titolare.put(`/api/admin/assignments/contact/${contact.id}`, { assigneeId: 987654 })).status).toBe(404);
    const disabled = await signedInMember(context, { email: 'spento@agenzia.it', role: 'consulente' });
    await titolare.patch(`/api/admin/team/${disabled.id}`, { disabled: true });
    expect((await titolare.put(`/api/admin/assignments/contact/${contact.id}`, { assigneeId: disabled.id })).status).toBe(404);
    expect((await titolare.put(`/api/admin/assignments/partner/${contact.id}`, { assigneeId: giulia.id })).status).toBe(404);
    const bad = await titolare.put<ApiErrorBody>(`/api/admin/assignments/contact/${contact.id}`, { assigneeId: 'giulia' });
    expect(bad.status).toBe(400);
  });
});

describe('the contacts list filters', () => {
  it("filters by 'Solo i miei', a member, unassigned, status, lead type and source", async () => {
    const { models } = context.db;
    const mine = await createContact(models, { name: 'Filtro Mio', status: 'contacted', leadType: 'hot' });
    const other = await createContact(models, { name: 'Filtro Altro' });
    await mine.update({ assignedAdminId: marco.id });
    await other.update({ assignedAdminId: giulia.id });

    const onlyMine = await marco.client.get<FilteredContactsListResponse>('/api/admin/contacts?assignee=me&search=Filtro');
    expect(onlyMine.body.contacts.map((row) => row.name)).toEqual(['Filtro Mio']);
    expect(onlyMine.body.contacts[0]!.assigned_to).toBe(marco.id);
    expect(onlyMine.body.sources).toContain('chat');

    const byMember = await titolare.get<FilteredContactsListResponse>(`/api/admin/contacts?assignee=${giulia.id}&search=Filtro`);
    expect(byMember.body.contacts.map((row) => row.name)).toEqual(['Filtro Altro']);
    const byStatus = await titolare.get<FilteredContactsListResponse>('/api/admin/contacts?status=contacted&leadType=hot&source=chat&search=Filtro');
    expect(byStatus.body).toMatchObject({ totalCount: 1, contacts: [{ name: 'Filtro Mio' }] });
    const none = await titolare.get<FilteredContactsListResponse>('/api/admin/contacts?assignee=none&search=Filtro');
    expect(none.body.totalCount).toBe(0);

    const bad = await titolare.get<ApiErrorBody>('/api/admin/contacts?status=archiviato');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ status: 'Stato non valido.' });
  });
});

describe('POST /api/admin/contacts/:id/read', () => {
  it("marks a 'Nuovo' lead 'Letto' once, audited as contact.read, and leaves other statuses alone", async () => {
    const contact = await createContact(context.db.models, { name: 'Da Leggere' });
    const first = await giulia.client.post<ContactUpdateResponse>(`/api/admin/contacts/${contact.id}/read`);
    expect(first.status).toBe(200);
    expect(first.body.contact.status).toBe('read');
    await giulia.client.post(`/api/admin/contacts/${contact.id}/read`);
    expect(await context.db.models.AuditLogEntry.count({ where: { action: 'contact.read', entityId: String(contact.id) } })).toBe(1);

    await contact.update({ status: 'contacted' });
    const again = await giulia.client.post<ContactUpdateResponse>(`/api/admin/contacts/${contact.id}/read`);
    expect(again.body.contact.status).toBe('contacted');
    expect((await giulia.client.post(`/api/admin/contacts/987654/read`)).status).toBe(404);
  });
});

describe("GET /api/admin/audit-log ('Registro attività')", () => {
  it('lists who did what, newest first, filtered by member and action, paged', async () => {
    const all = await titolare.get<AuditLogResponse>('/api/admin/audit-log?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.entries).toHaveLength(2);
    expect(all.body.totalCount).toBeGreaterThan(2);
    const [newer, older] = all.body.entries;
    expect(newer!.created_at >= older!.created_at).toBe(true);

    const byGiulia = await titolare.get<AuditLogResponse>(`/api/admin/audit-log?actorId=${giulia.id}&action=contact`);
    expect(byGiulia.body.entries.length).toBeGreaterThan(0);
    for (const entry of byGiulia.body.entries) {
      expect(entry.actor_email).toBe('giulia@agenzia.it');
      expect(entry.action.startsWith('contact.')).toBe(true);
    }
    const exact = await titolare.get<AuditLogResponse>('/api/admin/audit-log?action=contact.read');
    expect(exact.body.entries.every((entry) => entry.action === 'contact.read')).toBe(true);

    const page2 = await titolare.get<AuditLogResponse>('/api/admin/audit-log?limit=2&offset=2');
    expect(page2.body.entries[0]!.id).not.toBe(all.body.entries[0]!.id);
    expect((await giulia.client.get('/api/admin/audit-log')).status).toBe(403);
  });
});
