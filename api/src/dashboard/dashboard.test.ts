import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, DashboardResponse } from '@valuta/shared';
import { conversionRate } from './dashboard.service.js';
import { createAppointment, createContact, createLead, recordEvents, recordVisits, signedInAdmin } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let admin: TestClient;

beforeAll(async () => {
  context = await createTestContext();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

// Each test starts from an empty public side and arranges its own data, so none depends on running first.
beforeEach(async () => {
  const { AppEvent, Appointment, ChatMessage, Contact, OutboxEmail, PageVisit, User, Valuation } = context.db.models;
  await AppEvent.destroy({ where: {} });
  await PageVisit.destroy({ where: {} });
  await Appointment.destroy({ where: {} });
  await ChatMessage.destroy({ where: {} });
  await Contact.destroy({ where: {} });
  await Valuation.destroy({ where: {} });
  await User.destroy({ where: {} });
  await OutboxEmail.destroy({ where: {} });
});

describe('GET /api/admin/dashboard', () => {
  it('answers 401 JSON without a session', async () => {
    const response = await context.client().get<ApiErrorBody>('/api/admin/dashboard');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
  });

  it('starts at zero on an empty database', async () => {
    const { body } = await admin.get<DashboardResponse>('/api/admin/dashboard');
    expect(body.stats).toEqual({
      visitors: 0,
      valuations: 0,
      chatsStarted: 0,
      formsCompleted: 0,
      conversionRate: 0,
      avgChatTime: null,
      lastContact: null,
    });
    expect(body).toMatchObject({ recentContacts: [], recentErrors: [], upcomingAppointments: [] });
    expect(body.conversionData).toHaveLength(30);
  });

  it('counts unique visitors, chats, valuations and forms, with the conversion rate to one decimal', async () => {
    const { models } = context.db;
    await recordVisits(models, 'visitor-a', ['/', '/valutazione', '/chi-siamo']);
    await recordVisits(models, 'visitor-b', ['/']);
    await recordVisits(models, 'visitor-c', ['/', '/valutazione']);
    await recordEvents(models, 'chat_started', 7);
    await recordEvents(models, 'valuation_completed', 4);
    await recordEvents(models, 'contact_form_completed', 2);
    await recordEvents(models, 'seller_form_completed', 5);
    const first = await createLead(models, { name: 'Primo Lead' });
    await createContact(models, { name: 'Secondo Lead' });
    await createContact(models, { name: 'Terzo Lead' });
    const latest = await createContact(models, { name: 'Quarto Lead' });

    const { body } = await admin.get<DashboardResponse>('/api/admin/dashboard');
    expect(body.stats).toMatchObject({ visitors: 3, chatsStarted: 7, valuations: 4, formsCompleted: 2, conversionRate: 28.6 });
    expect(body.stats.lastContact).toBe(latest.createdAt.toISOString());
    // The factory's valuations complete four minutes after they start.
    expect(body.stats.avgChatTime).toBe(240);
    expect(body.recentContacts.map((contact) => contact.name)).toEqual(['Quarto Lead', 'Terzo Lead', 'Secondo Lead']);
    expect(body.recentContacts[0]).toMatchObject({ user_valuations_count: 0, valuation: null });
    expect(first.contact.id).toBeLessThan(latest.id);

    const today = body.conversionData.at(-1)!;
    expect(today).toMatchObject({ chats: 7, forms: 2 });
    expect(today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists open appointments, dated ones first, with the name of the lead', async () => {
    const { models } = context.db;
    const contact = await createContact(models, { name: 'Con Appuntamento' });
    await createAppointment(models, { contactId: contact.id, preferredTime: 'mattina' });
    await createAppointment(models, { contactId: contact.id, requestedDate: '2999-01-15', requestedTime: '10:00', status: 'confirmed' });
    await createAppointment(models, { contactId: contact.id, status: 'cancelled' });
    await createAppointment(models, { contactId: contact.id, requestedDate: '2000-01-01' });

    const { body } = await admin.get<DashboardResponse>('/api/admin/dashboard');
    expect(body.upcomingAppointments.map((appointment) => [appointment.requested_date, appointment.status])).toEqual([
      ['2999-01-15', 'confirmed'],
      [null, 'pending'],
    ]);
    expect(body.upcomingAppointments[0]!.contact_name).toBe('Con Appuntamento');
  });

  it('reports e-mails the outbox could not deliver', async () => {
    await context.db.models.OutboxEmail.create({
      kind: 'lead_notification',
      toAddress: 'agenzia@example.it',
      replyTo: null,
      subject: 'Nuovo contatto',
      textBody: 'x',
      htmlBody: null,
      status: 'failed',
      attempts: 6,
      nextAttemptAt: new Date(),
      lastError: 'connect ECONNREFUSED',
    });
    const { body } = await admin.get<DashboardResponse>('/api/admin/dashboard');
    expect(body.recentErrors).toEqual([
      expect.objectContaining({ kind: 'lead_notification', subject: 'Nuovo contatto', error: 'connect ECONNREFUSED', attempts: 6 }),
    ]);
  });
});

describe('conversion rate', () => {
  it('is forms per chat as a percent with one decimal', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(3, 1)).toBe(33.3);
    expect(conversionRate(8, 1)).toBe(12.5);
    expect(conversionRate(7, 7)).toBe(100);
  });
});
