import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  AppointmentAssigneesResponse,
  AppointmentChangeResponse,
  AppointmentsListResponse,
  ContactDetailsResponse,
} from '@valuta/shared';
import type { StoredRequestResponse } from '@valuta/shared/answers';
import { agencyDateTimeToUtc, agencyWallClock } from '@valuta/shared';
import { createAdministrators } from '../auth/administrators.js';
import { chatToEstimate } from '../test/chat-walk.js';
import { TEST_ADMIN, createAppointment, createContact, signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { headerOf, partOf, startSmtpServer } from '../test/smtp-server.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient;
let consultantId: number;

const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestContext({
    env: {
      SMTP_URL: smtp.url,
      AGENCY_EMAIL: 'agenzia@example.it',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
      RATE_LIMIT_CHAT_PER_MINUTE: '100',
      RATE_LIMIT_FORMS_PER_HOUR: '1000',
    },
  });
  admin = await signedInAdmin(context);
  await createAdministrators(context.db).provision({ email: 'giulia@agenzia.it', password: 'password-consulente-1' });
  consultantId = (await context.db.models.TeamMember.findOne({ where: { email: 'giulia@agenzia.it' } }))!.id;
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

/** A day on Turin's calendar, `days` from today. */
const dayFromToday = (days: number) => agencyWallClock(new Date(Date.now() + days * DAY_MS)).date;

async function chatRequest(email: string) {
  const client = context.client();
  const { valuationId, userId } = await chatToEstimate(client, email);
  const response = await client.post<{ appointment: { id: number } }>('/api/appointment/save', {
    valuation_id: valuationId,
    user_id: userId,
    phone: '333 999 8888',
    preferred_time: 'mattina',
    whatsapp_ok: true,
    accetto_privacy: true,
    consenso_email: true,
    consenso_whatsapp: false,
  });
  expect(response.status).toBe(201);
  return response.body.appointment.id;
}

const patch = (id: number, body: unknown) => admin.patch<AppointmentChangeResponse & ApiErrorBody>(`/api/admin/appointments/${id}`, body);
const confirm = (id: number, days = 3, time = '10:30') =>
  patch(id, { action: 'confirm', date: dayFromToday(days), time, assigneeId: consultantId, location: 'Via Roma 101, Torino' });

describe('GET /api/admin/appointments', () => {
  it('lists every request: from the chat, the booking form and the consultation form', async () => {
    const chatId = await chatRequest('lista@example.it');
    const booking = await context.client().post<StoredRequestResponse>('/api/book-appointment', {
      firstName: 'Anna',
      lastName: 'Conti',
      email: 'anna.conti@example.it',
      phone: '+39 333 765 4321',
      valuation: '320.000 €',
      comune: 'Moncalieri',
      requestedTime: 'pomeriggio',
      gdprConsent: true,
    });
    const consultation = await context.client().post<StoredRequestResponse>('/api/strategy-cambio-casa', {
      nome: 'Luca',
      cognome: 'Gallo',
      email: 'luca.gallo@example.it',
      telefono: '3331234567',
      appointment_date: '2026-12-03',
      appointment_time: '10:30',
      privacy_accepted: true,
    });
    expect([booking.status, consultation.status]).toEqual([201, 201]);

    const { status, body } = await admin.get<AppointmentsListResponse>('/api/admin/appointments?status=pending');
    expect(status).toBe(200);
    expect(body.appointments.find((appointment) => appointment.id === chatId)).toMatchObject({
      source: 'chat',
      status: 'pending',
      email: 'lista@example.it',
      actions: ['confirm', 'cancel'],
    });
    expect(body.appointments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'booking', name: 'Anna Conti', email: 'anna.conti@example.it', preferred_time: 'pomeriggio' }),
        expect.objectContaining({ source: 'consultation', name: 'Luca Gallo', requested_date: '2026-12-03', requested_time: '10:30' }),
      ]),
    );
  });

  it('answers 401 without a session and 400 for a bad filter', async () => {
    expect((await context.client().get('/api/admin/appointments')).status).toBe(401);
    const bad = await admin.get<ApiErrorBody>('/api/admin/appointments?status=forse');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Stato non valido.');
  });

  it('gives one week of the agenda: the appointments dated inside it', async () => {
    const { models } = context.db;
    const weekStart = agencyDateTimeToUtc(dayFromToday(40), '00:00')!;
    const inside = await createAppointment(models, { status: 'confirmed', scheduledAt: new Date(weekStart.getTime() + 2 * DAY_MS) });
    await createAppointment(models, { status: 'confirmed', scheduledAt: new Date(weekStart.getTime() + 8 * DAY_MS) });
    const from = weekStart.toISOString();
    const to = new Date(weekStart.getTime() + 7 * DAY_MS).toISOString();
    const { body } = await admin.get<AppointmentsListResponse>(`/api/admin/appointments?from=${from}&to=${to}`);
    expect(body.appointments.map((appointment) => appointment.id)).toEqual([inside.id]);
  });

  it('lists the staff accounts who can go', async () => {
    const { body } = await admin.get<AppointmentAssigneesResponse>('/api/admin/appointments/assignees');
    expect(body.assignees.map((member) => member.email)).toEqual(['giulia@agenzia.it', TEST_ADMIN.email]);
  });

  it("keeps those of whoever goes: the member asking ('Solo i miei'), another member, or nobody yet", async () => {
    const { models } = context.db;
    const me = (await models.TeamMember.findOne({ where: { email: TEST_ADMIN.email } }))!.id;
    const mine = await createAppointment(models, { status: 'confirmed', scheduledAt: new Date(Date.now() + 3 * DAY_MS), assigneeId: me });
    const theirs = await createAppointment(models, { status: 'confirmed', scheduledAt: new Date(Date.now() + 3 * DAY_MS), assigneeId: consultantId });
    const nobodys = await createAppointment(models);
    const ids = async (assignee: string) =>
      (await admin.get<AppointmentsListResponse>(`/api/admin/appointments?assignee=${assignee}`)).body.appointments.map((row) => row.id);
    const [ofMe, ofTheirs, ofNobody] = [await ids('me'), await ids(String(consultantId)), await ids('none')];
    expect(ofMe).toContain(mine.id);
    expect(ofMe).not.toContain(theirs.id);
    expect(ofTheirs).toContain(theirs.id);
    expect(ofTheirs).not.toContain(mine.id);
    expect(ofNobody).toContain(nobodys.id);
    expect(ofNobody).not.toContain(mine.id);
    const bad = await admin.get<ApiErrorBody>('/api/admin/appointments?assignee=tutti');
    expect({ status: bad.status, error: bad.body.error }).toEqual({ status: 400, error: 'Filtro assegnatario non valido.' });
  });

  it("names the lead's member, whom 'Chi va' proposes, on a request of an assigned lead", async () => {
    const { models } = context.db;
    const assigned = await createContact(models, { assignedAdminId: consultantId });
    const unassigned = await createContact(models);
    const ofAssigned = await createAppointment(models, { contactId: assigned.id });
    const ofUnassigned = await createAppointment(models, { contactId: unassigned.id });
    const withoutLead = await createAppointment(models);
    const { body } = await admin.get<AppointmentsListResponse>('/api/admin/appointments');
    const leadMember = (id: number) => body.appointments.find((row) => row.id === id)?.lead_assignee_id;
    expect([leadMember(ofAssigned.id), leadMember(ofUnassigned.id), leadMember(withoutLead.id)]).toEqual([consultantId, null, null]);
  });

  it('leaves out a disabled member, who cannot be sent either', async () => {
    const { models } = context.db;
    const former = await models.TeamMember.create({ email: 'ex@agenzia.it', name: 'Ex', passwordHash: 'x', disabledAt: new Date() });
    const { body } = await admin.get<AppointmentAssigneesResponse>('/api/admin/appointments/assignees');
    expect(body.assignees.map((member) => member.email)).not.toContain('ex@agenzia.it');
    const pending = await createAppointment(models);
    const response = await patch(pending.id, { action: 'confirm', date: dayFromToday(2), time: '10:00', assigneeId: former.id });
    expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: 'Membro del team non trovato.' });
    await former.destroy();
  });
});

describe('PATCH /api/admin/appointments/:id', () => {
  it('confirms with a date, time and who goes, audited, and e-mails the owner the calendar file', async () => {
    const id = await chatRequest('conferma@example.it');
    const response = await confirm(id, 3, '10:30');
    expect(response.status).toBe(200);
    const expectedStart = agencyDateTimeToUtc(dayFromToday(3), '10:30')!;
    expect(response.body.appointment).toMatchObject({
      status: 'confirmed',
      scheduled_at: expectedStart.toISOString(),
      ends_at: new Date(expectedStart.getTime() + 60 * 60_000).toISOString(),
      assignee_id: consultantId,
      assignee_name: 'giulia@agenzia.it',
      location: 'Via Roma 101, Torino',
      actions: ['reschedule', 'done', 'no_show', 'cancel'],
    });

    const entry = await context.db.models.AuditLogEntry.findOne({ where: { entityType: 'appointment', entityId: String(id) } });
    expect(entry).toMatchObject({ action: 'appointment.confirm', adminEmail: TEST_ADMIN.email });
    expect(entry!.before).toMatchObject({ status: 'pending', scheduledAt: null });
    expect(entry!.after).toMatchObject({ status: 'confirmed', scheduledAt: expectedStart.toISOString(), assigneeId: consultantId });

    const email = await smtp.waitForMatch(
      (message) => message.to.includes('conferma@example.it') && headerOf(message, 'Subject') === 'Il tuo appuntamento è confermato',
    );
    expect(email).toBeDefined();
    // The test agency has an e-mail but no phone number yet: the owner is not told to call an empty number.
    const text = partOf(email!, 'text/plain')!.content;
    expect(text).toContain('Dove: Via Roma 101, Torino');
    expect(text).toContain('Per spostarlo rispondi a questa e-mail.');
    expect(text).not.toMatch(/chiamaci al\s*\./);
    const calendar = partOf(email!, 'text/calendar');
    expect(calendar?.headers).toMatch(/filename="?appuntamento\.ics/);
    const ics = calendar!.content;
    expect(ics.split('\r\n').slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Valuta Casa Torino//Appuntamenti//IT',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
    ]);
    const stamp = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(ics).toContain(`\r\nUID:appuntamento-${id}@localhost\r\n`);
    expect(ics).toContain('\r\nSEQUENCE:0\r\n');
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics).toContain(`\r\nDTSTART:${stamp(expectedStart)}\r\n`);
    expect(ics).toContain(`\r\nDTEND:${stamp(new Date(expectedStart.getTime() + 3_600_000))}\r\n`);
    expect(ics).toContain('\r\nSUMMARY:Appuntamento con Valuta Casa Torino\r\n');
    expect(ics).toContain('\r\nLOCATION:Via Roma 101\\, Torino\r\n');
    expect(ics.replace(/\r\n /g, '')).toMatch(/\r\nATTENDEE;CN="[^"]+";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:conferma@example\.it\r\n/);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    const stored = await context.db.models.OutboxEmail.findOne({ where: { kind: 'appointment_confirmed', toAddress: 'conferma@example.it' } });
    expect(stored!.attachments).toHaveLength(1);
    expect(stored!.attachments![0]).toMatchObject({ filename: 'appuntamento.ics', content: ics });
    expect(stored!.attachments![0]!.contentType).toContain('text/calendar');

    const card = await admin.get<ContactDetailsResponse>(`/api/admin/contacts/${response.body.appointment.contact_id}/details`);
    expect(card.body.appointments).toEqual([expect.objectContaining({ id, status: 'confirmed', assignee_name: 'giulia@agenzia.it' })]);
  });

  it('reschedules under the same UID with a higher SEQUENCE, then cancels with a reason and a CANCEL file', async () => {
    const id = await chatRequest('sposta@example.it');
    await confirm(id, 4);
    const moved = await patch(id, { action: 'reschedule', date: dayFromToday(6), time: '15:00', assigneeId: consultantId });
    expect(moved.status).toBe(200);
    expect(moved.body.appointment.scheduled_at).toBe(agencyDateTimeToUtc(dayFromToday(6), '15:00')!.toISOString());
    const rescheduled = await smtp.waitForMatch(
      (message) => message.to.includes('sposta@example.it') && headerOf(message, 'Subject') === 'Il tuo appuntamento è stato spostato',
    );
    const movedIcs = partOf(rescheduled!, 'text/calendar')!.content;
    expect(movedIcs).toContain(`UID:appuntamento-${id}@localhost`);
    expect(movedIcs).toContain('SEQUENCE:1');

    const cancelled = await patch(id, { action: 'cancel', reason: 'Il proprietario ha già venduto' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.appointment).toMatchObject({ status: 'cancelled', cancel_reason: 'Il proprietario ha già venduto', actions: [] });
    const cancellation = await smtp.waitForMatch(
      (message) => message.to.includes('sposta@example.it') && headerOf(message, 'Subject') === 'Il tuo appuntamento è stato annullato',
    );
    const cancelIcs = partOf(cancellation!, 'text/calendar')!.content;
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain('STATUS:CANCELLED');
    expect(cancelIcs).toContain('SEQUENCE:2');
    const actions = await context.db.models.AuditLogEntry.findAll({
      where: { entityType: 'appointment', entityId: String(id) },
      order: [['id', 'ASC']],
    });
    expect(actions.map((entry) => entry.action)).toEqual(['appointment.confirm', 'appointment.reschedule', 'appointment.cancel']);
  });

  it('marks a confirmed appointment done or no-show, and then nothing more', async () => {
    const { models } = context.db;
    const first = await createAppointment(models, { status: 'confirmed', scheduledAt: new Date(Date.now() - DAY_MS) });
    const second = await createAppointment(models, { status: 'confirmed', scheduledAt: new Date(Date.now() - DAY_MS) });
    expect((await patch(first.id, { action: 'done' })).body.appointment.status).toBe('done');
    expect((await patch(second.id, { action: 'no_show' })).body.appointment.status).toBe('no_show');
    const again = await patch(first.id, { action: 'cancel', reason: 'ripensamento' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Un appuntamento «Svolto» non può essere annullato.');
  });

  it('refuses a change the state does not allow, with an Italian message', async () => {
    const { models } = context.db;
    const pending = await createAppointment(models);
    const done = await patch(pending.id, { action: 'done' });
    expect(done.status).toBe(409);
    expect(done.body).toMatchObject({ code: 'conflict', error: 'Un appuntamento «Richiesto» non può essere segnato come svolto.' });
    expect((await patch(pending.id, { action: 'reschedule', date: dayFromToday(2), time: '09:00', assigneeId: consultantId })).status).toBe(409);
    const cancelled = await createAppointment(models, { status: 'cancelled' });
    const confirmAgain = await confirm(cancelled.id);
    expect(confirmAgain.status).toBe(409);
    expect(confirmAgain.body.error).toBe('Un appuntamento «Annullato» non può essere confermato.');
    expect(await models.AuditLogEntry.count({ where: { entityType: 'appointment', entityId: String(pending.id) } })).toBe(0);
  });

  it('answers 400 with Italian messages for a bad change, and 404 for an unknown appointment', async () => {
    const { models } = context.db;
    const pending = await createAppointment(models);
    const cases: Array<[unknown, string]> = [
      [{ action: 'rimanda' }, 'Operazione non valida.'],
      [{ action: 'cancel' }, 'Indica il motivo dell’annullamento.'],
      [{ action: 'confirm', date: '2026-02-30', time: '10:00', assigneeId: consultantId }, 'Indica una data valida.'],
      [{ action: 'confirm', date: dayFromToday(2), time: '25:00', assigneeId: consultantId }, 'Indica un orario valido.'],
      [{ action: 'confirm', date: dayFromToday(2), time: '10:00' }, 'Indica chi va all’appuntamento.'],
      [{ action: 'confirm', date: dayFromToday(-2), time: '10:00', assigneeId: consultantId }, 'La data dell’appuntamento è già passata.'],
      [{ action: 'confirm', date: dayFromToday(2), time: '10:00', assigneeId: 999_999 }, 'Membro del team non trovato.'],
    ];
    for (const [body, message] of cases) {
      const response = await patch(pending.id, body);
      expect({ status: response.status, error: response.body.error }).toEqual({ status: 400, error: message });
    }
    expect((await models.Appointment.findByPk(pending.id))!.status).toBe('pending');
    const unknown = await patch(999_999, { action: 'done' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Appuntamento non trovato');
    expect((await context.client().patch('/api/admin/appointments/1', { action: 'done' })).status).toBe(401);
  });
});

describe('the reminder the day before', () => {
  it('goes once to the owner and to whoever goes, whichever instance or run finds it first', async () => {
    const { models } = context.db;
    const now = new Date();
    const tomorrowMorning = agencyDateTimeToUtc(dayFromToday(1), '09:30')!;
    const confirmedYesterday = new Date(now.getTime() - DAY_MS);
    const due = await createAppointment(models, {
      status: 'confirmed',
      scheduledAt: tomorrowMorning,
      assigneeId: consultantId,
      email: 'promemoria@example.it',
      name: 'Paola Neri',
      confirmedAt: confirmedYesterday,
    });
    // Not due: in three days; confirmed today (the confirmation just told the owner); cancelled.
    await createAppointment(models, {
      status: 'confirmed',
      scheduledAt: new Date(now.getTime() + 3 * DAY_MS),
      email: 'troppo-presto@example.it',
      confirmedAt: confirmedYesterday,
    });
    await createAppointment(models, { status: 'confirmed', scheduledAt: tomorrowMorning, email: 'appena-confermato@example.it', confirmedAt: now });
    await createAppointment(models, {
      status: 'cancelled',
      scheduledAt: tomorrowMorning,
      email: 'annullato@example.it',
      confirmedAt: confirmedYesterday,
    });

    const { appointmentsAdmin } = context.app.services;
    // Two instances (or two runs after a restart) at once: one claims the reminder.
    const [first, second] = await Promise.all([appointmentsAdmin.sendReminders(now), appointmentsAdmin.sendReminders(now)]);
    expect(first + second).toBe(1);
    expect(await appointmentsAdmin.sendReminders(new Date(now.getTime() + 60_000))).toBe(0);
    expect((await models.Appointment.findByPk(due.id))!.reminderSentAt).toBeInstanceOf(Date);

    const reminders = await models.OutboxEmail.findAll({ where: { kind: ['appointment_reminder', 'appointment_reminder_staff'] } });
    expect(reminders.map((email) => email.toAddress).sort()).toEqual(['giulia@agenzia.it', 'promemoria@example.it']);
    const toOwner = await smtp.waitForMatch((message) => message.to.includes('promemoria@example.it'));
    expect(headerOf(toOwner!, 'Subject')).toBe('Promemoria: il tuo appuntamento di domani');
    // Neither the appointment nor the agency has an address, nor the agency a phone: no empty line, no empty number.
    const ownerText = partOf(toOwner!, 'text/plain')!.content;
    expect(ownerText).toContain('Se non puoi esserci rispondi a questa e-mail.');
    expect(ownerText).not.toContain('Dove:');
    expect(ownerText).not.toMatch(/chiamaci al\s*\./);
    const toStaff = await smtp.waitForMatch((message) => message.to.includes('giulia@agenzia.it'));
    expect(headerOf(toStaff!, 'Subject')).toBe('Promemoria: appuntamento con Paola Neri');
  });
});
