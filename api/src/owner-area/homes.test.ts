/**
 * 'La mia casa' as an owner reaches it: from the link in the estimate e-mail to their home with its estimate
 * and history; the appointment booked after the chat, confirmed by the agency, that the owner asks to move
 * or cancel (the request reaches the agency's 'Appuntamenti'); the agent once assigned; the consents; the
 * export and the erasure after a confirmation by e-mail. Another owner's home or appointment is 404.
 */
import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatIsoDay,
  type AppointmentChangeResponse,
  type AppointmentsListResponse,
  type OwnerAreaAppointment,
  type OwnerConsents,
  type OwnerHome,
  type OwnerHomesResponse,
} from '@valuta/shared';
import { chatToEstimate } from '../test/chat-walk.js';
import { signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { lastEmailId, signedInOwner, tokenFromEmail } from '../test/owner-area.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let staff: TestClient;
let adminId: number;
const ANNA = 'anna.gialli@example.it';
const PIERO = 'piero.neri@example.it';
let annaHome: string;
let pieroHome: string;
let annaAppointment: number;
let pieroAppointment: number;
/** Signed in once each: a mailbox gets three sign-in links an hour. */
let annaArea: TestClient;
let pieroArea: TestClient;

const inDays = (days: number) => formatIsoDay(new Date(Date.now() + days * 24 * 3600 * 1000));

async function bookAndConfirm(client: TestClient, valuationId: string, userId: number): Promise<number> {
  const booked = await client.post<{ appointment: { id: number } }>('/api/appointment/save', {
    valuation_id: valuationId,
    user_id: userId,
    phone: '333 999 8888',
    preferred_time: 'mattina',
    accetto_privacy: true,
  });
  if (booked.status !== 201) throw new Error(booked.text);
  const id = booked.body.appointment.id;
  const confirmed = await staff.patch(`/api/admin/appointments/${id}`, { action: 'confirm', date: inDays(7), time: '10:00', assigneeId: adminId });
  if (confirmed.status !== 200) throw new Error(confirmed.text);
  return id;
}

beforeAll(async () => {
  context = await createTestContext({
    env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000', RATE_LIMIT_FORMS_PER_HOUR: '1000' },
  });
  staff = await signedInAdmin(context);
  adminId = (await context.db.models.TeamMember.findOne({ rejectOnEmpty: true })).id;
  const annaChat = context.client();
  const anna = await chatToEstimate(annaChat, ANNA);
  annaHome = anna.valuationId;
  annaAppointment = await bookAndConfirm(annaChat, anna.valuationId, anna.userId);
  const pieroChat = context.client();
  const piero = await chatToEstimate(pieroChat, PIERO);
  pieroHome = piero.valuationId;
  pieroAppointment = await bookAndConfirm(pieroChat, piero.valuationId, piero.userId);
  annaArea = await signedInOwner(context, ANNA);
  pieroArea = await signedInOwner(context, PIERO);
});
afterAll(() => context.close());

describe('from the e-mails to the home', () => {
  it('the estimate e-mail and the appointment e-mails carry a link that opens the owner area', async () => {
    for (const kind of ['valuation_result', 'appointment_confirmation', 'appointment_confirmed']) {
      const token = await tokenFromEmail(context, ANNA, 0, kind);
      expect(token, kind).not.toBeNull();
    }
    const token = (await tokenFromEmail(context, ANNA, 0, 'valuation_result'))!;
    const client = context.client();
    expect((await client.post('/api/area-venditore/session', { token })).status).toBe(200);
    const homes = await client.get<OwnerHomesResponse>('/api/area-venditore/homes');
    expect(homes.body.homes.map((home) => home.id)).toEqual([annaHome]);
    expect(homes.body.homes[0]!.estimate!.estimated_value).toBeGreaterThan(0);
  });

  it('shows the estimate with its range, its first version and how it was calculated', async () => {
    const anna = annaArea;
    const home = await anna.get<OwnerHome>(`/api/area-venditore/homes/${annaHome}`);
    expect(home.status).toBe(200);
    const { estimate, versions, summary } = home.body;
    expect(estimate!.min_value).toBeLessThan(estimate!.estimated_value);
    expect(estimate!.max_value).toBeGreaterThan(estimate!.estimated_value);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, reason: 'initial', estimated_value: estimate!.estimated_value });
    expect(summary!.explanation!.zone).not.toBeNull();
    expect(home.body.selling_dashboard).toBeNull();
  });

  it('adds a version with what the owner changed when the estimate is refined', async () => {
    const refined = await context.client().post('/api/valuation/refine', { valuationId: annaHome, details: { bathrooms: 2 } });
    expect(refined.status).toBe(200);
    const anna = annaArea;
    const { versions } = (await anna.get<OwnerHome>(`/api/area-venditore/homes/${annaHome}`)).body;
    expect(versions.map((version) => version.reason)).toEqual(['refined', 'initial']);
    expect(versions[0]!.changes.map((change) => change.label)).toEqual(['Bagni']);
  });
});

describe("another owner's home", () => {
  it('is 404 to read, and their appointment 404 to move or cancel', async () => {
    const anna = annaArea;
    expect((await anna.get(`/api/area-venditore/homes/${pieroHome}`)).status).toBe(404);
    expect((await anna.get('/api/area-venditore/homes/inesistente')).status).toBe(404);
    const move = await anna.post(`/api/area-venditore/appointments/${pieroAppointment}/move`, { date: inDays(10), time_slot: 'pomeriggio' });
    expect(move.status).toBe(404);
    const cancel = await anna.post(`/api/area-venditore/appointments/${pieroAppointment}/cancel`, { reason: 'Non serve più' });
    expect(cancel.status).toBe(404);
    const piero = (await context.db.models.Appointment.findByPk(pieroAppointment, { rejectOnEmpty: true })).ownerRequest;
    expect(piero).toBeNull();
  });
});

describe('moving and cancelling an appointment', () => {
  it('sends a move request the agency sees in its appointments, and tells the agency by e-mail', async () => {
    const anna = annaArea;
    const home = (await anna.get<OwnerHome>(`/api/area-venditore/homes/${annaHome}`)).body;
    const appointment = home.appointments.find((item) => item.id === annaAppointment)!;
    expect(appointment).toMatchObject({ state: 'confermato', can_change: true, request: null });

    const past = await anna.post(`/api/area-venditore/appointments/${annaAppointment}/move`, {
      date: formatIsoDay(new Date()),
      time_slot: 'mattina',
    });
    expect(past.status).toBe(400);
    expect(past.text).toContain('da domani');

    const before = await lastEmailId(context);
    const moved = await anna.post<OwnerAreaAppointment>(`/api/area-venditore/appointments/${annaAppointment}/move`, {
      date: inDays(9),
      time_slot: 'pomeriggio',
      note: 'Il martedì lavoro',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.request).toMatchObject({ kind: 'move', state: 'in_attesa', date: inDays(9), time_slot: 'pomeriggio' });
    expect(moved.body.can_change).toBe(false);

    const agency = await staff.get<AppointmentsListResponse>('/api/admin/appointments');
    const listed = agency.body.appointments.find((item) => item.id === annaAppointment)!;
    expect(listed.owner_request).toMatchObject({ kind: 'move', state: 'in_attesa', date: inDays(9) });
    const notices = await context.db.models.OutboxEmail.findAll({ where: { kind: 'owner_appointment_request', id: { [Op.gt]: before } } });
    expect(notices.map((notice) => notice.toAddress).sort()).toEqual([context.config.mail.agencyEmail, 'titolare@agenzia.it'].sort());

    // A second request while one waits is refused in Italian.
    const again = await anna.post(`/api/area-venditore/appointments/${annaAppointment}/cancel`, { reason: 'Ho cambiato idea' });
    expect(again.status).toBe(409);

    const answered = await staff.post<AppointmentChangeResponse>(`/api/admin/appointments/${annaAppointment}/owner-request`, { state: 'rifiutata' });
    expect(answered.status).toBe(200);
    expect(answered.body.appointment.owner_request!.state).toBe('rifiutata');
    const seen = (await anna.get<OwnerHome>(`/api/area-venditore/homes/${annaHome}`)).body.appointments.find((item) => item.id === annaAppointment)!;
    expect(seen.request!.state).toBe('rifiutata');
    expect(seen.can_change).toBe(true);
  });

  it('cancels with a reason once the agency accepts, and refuses a reason too short', async () => {
    const anna = annaArea;
    const short = await anna.post(`/api/area-venditore/appointments/${annaAppointment}/cancel`, { reason: 'x' });
    expect(short.status).toBe(400);
    const cancelled = await anna.post<OwnerAreaAppointment>(`/api/area-venditore/appointments/${annaAppointment}/cancel`, {
      reason: 'Ho venduto da solo',
    });
    expect(cancelled.status).toBe(200);
    const accepted = await staff.post<AppointmentChangeResponse>(`/api/admin/appointments/${annaAppointment}/owner-request`, { state: 'accettata' });
    expect(accepted.body.appointment.status).toBe('cancelled');
    const seen = (await anna.get<OwnerHome>(`/api/area-venditore/homes/${annaHome}`)).body.appointments.find((item) => item.id === annaAppointment)!;
    expect(seen).toMatchObject({ state: 'annullato', can_change: false });
    expect(await tokenFromEmail(context, ANNA, 0, 'appointment_cancelled')).not.toBeNull();
  });
});

describe('the agent', () => {
  it('is shown with name, photo, phone and WhatsApp once assigned, and not before', async () => {
    const anna = annaArea;
    expect((await anna.get<OwnerHome>(`/api/area-venditore/homes/${annaHome}`)).body.agent).toBeNull();
    const member = await context.db.models.TeamMember.create({
      email: 'giulia.consulente@agenzia.it',
      name: 'Giulia Bianchi',
      role: 'consulente',
      passwordHash: 'x',
      phone: '347 123 4567',
      photoId: 'a'.repeat(32),
    });
    const contact = await context.db.models.Contact.findOne({ where: { valuationId: annaHome }, rejectOnEmpty: true });
    expect((await staff.put(`/api/admin/assignments/contact/${contact.id}`, { assigneeId: member.id })).status).toBe(200);
    const { agent } = (await anna.get<OwnerHome>(`/api/area-venditore/homes/${annaHome}`)).body;
    expect(agent).toEqual({
      name: 'Giulia Bianchi',
      photo_url: `/api/agency/photos/${'a'.repeat(32)}`,
      phone: '347 123 4567',
      whatsapp_url: expect.stringMatching(/^https:\/\/wa\.me\/393471234567\?text=/) as unknown,
    });
  });
});

describe("a member's card for the owners", () => {
  it('is set by the member, audited; an unknown photo or a bad phone is refused in Italian', async () => {
    const unknownPhoto = await staff.put('/api/admin/profile/owner-card', { phone: '011 123 4567', photo_id: 'b'.repeat(32) });
    expect(unknownPhoto.status).toBe(400);
    expect(unknownPhoto.text).toContain('Foto non trovata');
    expect((await staff.put('/api/admin/profile/owner-card', { phone: 'chiamami', photo_id: null })).status).toBe(400);
    const saved = await staff.put('/api/admin/profile/owner-card', { phone: '011 123 4567', photo_id: null });
    expect(saved.body).toEqual({ phone: '011 123 4567', photo_id: null });
    expect((await staff.get('/api/admin/profile/owner-card')).body).toEqual({ phone: '011 123 4567', photo_id: null });
    expect(await context.db.models.AuditLogEntry.count({ where: { action: 'team.owner_card' } })).toBe(1);
    expect((await annaArea.get('/api/admin/profile/owner-card')).status).toBe(401);
  });
});

describe('consents and data', () => {
  it('changes the consents on every lead of the owner, audited', async () => {
    const piero = pieroArea;
    const before = (await piero.get<OwnerConsents>('/api/area-venditore/consents')).body;
    expect(before.consent_email).toBe(true);
    const changed = await piero.put<OwnerConsents>('/api/area-venditore/consents', { consent_email: false, consent_whatsapp: true });
    expect(changed.body).toEqual({ consent_email: false, consent_whatsapp: true });
    const contact = await context.db.models.Contact.findOne({ where: { valuationId: pieroHome }, rejectOnEmpty: true });
    expect(contact.consentEmail).toBe(false);
    expect(contact.consentWhatsapp).toBe(true);
    expect(await context.db.models.AuditLogEntry.count({ where: { action: 'owner.consents_changed' } })).toBe(1);
    expect((await piero.put('/api/area-venditore/consents', { consent_email: 'sì' })).status).toBe(400);
  });

  it("exports the owner's data as a ZIP", async () => {
    const piero = pieroArea;
    const exported = await piero.get('/api/area-venditore/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('erases only after the link e-mailed to the owner is opened, and ends their sessions', async () => {
    const piero = pieroArea;
    const before = await lastEmailId(context);
    expect((await piero.post('/api/area-venditore/erase')).status).toBe(202);
    expect(await context.db.models.Contact.count({ where: { email: PIERO } })).toBe(1);
    const token = (await tokenFromEmail(context, PIERO, before, 'owner_erase_confirm'))!;
    const confirmed = await context.client().post('/api/area-venditore/erase/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await context.db.models.Contact.count({ where: { email: PIERO } })).toBe(0);
    expect((await piero.get('/api/area-venditore/homes')).status).toBe(401);
    expect((await context.client().post('/api/area-venditore/erase/confirm', { token })).status).toBe(410);
    // Anna's home is untouched.
    expect(await context.db.models.Contact.count({ where: { email: ANNA } })).toBe(1);
  });
});
