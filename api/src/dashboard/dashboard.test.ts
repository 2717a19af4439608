import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatIsoDay, type ApiErrorBody, type DashboardResponse } from '@valuta/shared';
import { conversionRate } from './dashboard.service.js';
import {
  TEST_ADMIN,
  createAppointment,
  createContact,
  createLead,
  createValuation,
  recordEvents,
  recordVisits,
  signedInAdmin,
} from '../test/factories.js';
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
  const { AppEvent, Appointment, AuditLogEntry, ChatMessage, Contact, OutboxEmail, PageVisit, Owner, Valuation } = context.db.models;
  await AppEvent.destroy({ where: {} });
  await AuditLogEntry.destroy({ where: {} });
  await PageVisit.destroy({ where: {} });
  await Appointment.destroy({ where: {} });
  await ChatMessage.destroy({ where: {} });
  await Contact.destroy({ where: {} });
  await Valuation.destroy({ where: {} });
  await Owner.destroy({ where: {} });
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
    await recordEvents(models, 'chat_started', 5);
    // Two chats that reached the contact form, in four and in six minutes.
    const startedAt = new Date(Date.now() - 60 * 60_000);
    const formsAt: Date[] = [];
    for (const [valuationId, minutes] of [
      ['chat-quattro-minuti', 4],
      ['chat-sei-minuti', 6],
    ] as const) {
      await models.AppEvent.create({ type: 'chat_started', valuationId, metadata: null, createdAt: startedAt });
      const endedAt = new Date(startedAt.getTime() + minutes * 60_000);
      formsAt.push(endedAt);
      await models.AppEvent.create({ type: 'contact_form_completed', valuationId, metadata: null, createdAt: endedAt });
    }
    await recordEvents(models, 'valuation_completed', 4);
    await recordEvents(models, 'seller_form_completed', 5);
    const first = await createLead(models, { name: 'Primo Lead' });
    await createContact(models, { name: 'Secondo Lead' });
    await createContact(models, { name: 'Terzo Lead' });
    const latest = await createContact(models, { name: 'Quarto Lead' });

    const { body } = await admin.get<DashboardResponse>('/api/admin/dashboard');
    expect(body.stats).toMatchObject({ visitors: 3, chatsStarted: 7, valuations: 4, formsCompleted: 2, conversionRate: 28.6 });
    expect(body.stats.lastContact).toBe(latest.createdAt.toISOString());
    // From each chat's start event to its contact form: (4 + 6) / 2 minutes.
    expect(body.stats.avgChatTime).toBe(300);
    expect(body.recentContacts.map((contact) => contact.name)).toEqual(['Quarto Lead', 'Terzo Lead', 'Secondo Lead']);
    expect(body.recentContacts[0]).toMatchObject({ user_valuations_count: 0, valuation: null });
    expect(first.contact.id).toBeLessThan(latest.id);

    // Each event on its own day in the agency's time: in the hour after midnight there, the two chats started an
    // hour ago are on the day before.
    const today = formatIsoDay(new Date());
    expect(body.conversionData.at(-1)!.date).toBe(today);
    const chatDays = [...Array<string>(5).fill(today), formatIsoDay(startedAt), formatIsoDay(startedAt)];
    const formDays = formsAt.map((at) => formatIsoDay(at));
    for (const day of new Set([...chatDays, ...formDays])) {
      expect(
        body.conversionData.find((point) => point.date === day),
        day,
      ).toMatchObject({
        chats: chatDays.filter((chatDay) => chatDay === day).length,
        forms: formDays.filter((formDay) => formDay === day).length,
      });
    }
  });

  it('lists only confirmed appointments still to come, soonest first, with the lead and who goes', async () => {
    const { models } = context.db;
    const contact = await createContact(models, { name: 'Con Appuntamento' });
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000);
    const member = await models.TeamMember.findOne({ where: { email: TEST_ADMIN.email } });
    await createAppointment(models, { contactId: contact.id, preferredTime: 'mattina' });
    const later = await createAppointment(models, { contactId: contact.id, status: 'confirmed', scheduledAt: inDays(9), assigneeId: member!.id });
    const sooner = await createAppointment(models, { contactId: contact.id, status: 'confirmed', scheduledAt: inDays(2) });
    await createAppointment(models, { contactId: contact.id, status: 'confirmed', scheduledAt: inDays(-1) });
    await createAppointment(models, { contactId: contact.id, status: 'cancelled', scheduledAt: inDays(3) });
    await createAppointment(models, { contactId: contact.id, status: 'done', scheduledAt: inDays(4) });

    const { body } = await admin.get<DashboardResponse>('/api/admin/dashboard');
    expect(body.upcomingAppointments.map((appointment) => appointment.id)).toEqual([sooner.id, later.id]);
    expect(body.upcomingAppointments[1]).toMatchObject({ contact_name: 'Con Appuntamento', assignee_name: member!.name ?? TEST_ADMIN.email });
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

describe('GET /api/admin/dashboard: the period, the chat funnel and the speed to lead', () => {
  /** A chat as the engine stores it: Amelia's questions carry their step. */
  async function chatThrough(steps: string[], createdAt = new Date()) {
    const { models } = context.db;
    const valuation = await createValuation(models, { completed: false, createdAt });
    await models.AppEvent.create({ type: 'chat_started', valuationId: valuation.id, metadata: null, createdAt });
    for (const step of steps) {
      await models.ChatMessage.create({ valuationId: valuation.id, role: 'assistant', content: `Domanda ${step}`, metadata: { step } });
      await models.ChatMessage.create({ valuationId: valuation.id, role: 'user', content: 'risposta', metadata: null });
    }
    return valuation;
  }

  it('refuses an unknown period with an Italian message', async () => {
    const response = await admin.get<ApiErrorBody>('/api/admin/dashboard?period=ieri');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Periodo non valido.');
  });

  it('counts how many chats reached each step and where they left, from the steps in the messages, most reached first, then in the chat’s order', async () => {
    // A fast path that skips steps, and a step no fixed list knows: both are counted by their names.
    await chatThrough(['city', 'address', 'surface', 'contact', 'completed']);
    await chatThrough(['city', 'address', 'surface', 'rooms']);
    await chatThrough(['city', 'address']);
    await chatThrough(['city', 'stima_rapida', 'contact', 'completed']);
    // A retry repeats a question: it is still one chat at that step.
    await chatThrough(['city', 'city']);
    // Started before the period: left out of the last 7 days, counted in all time.
    await chatThrough(['city'], new Date(Date.now() - 20 * 24 * 60 * 60_000));

    const { body } = await admin.get<DashboardResponse>('/api/admin/dashboard?period=7days');
    expect(body.period).toBe('7days');
    expect(body.chatFunnel).toEqual({
      started: 5,
      completed: 2,
      steps: [
        { step: 'city', reached: 5, leftHere: 1 },
        { step: 'address', reached: 3, leftHere: 1 },
        // As many chats reached these three: they read in the order the chats asked them.
        { step: 'surface', reached: 2, leftHere: 0 },
        { step: 'contact', reached: 2, leftHere: 0 },
        { step: 'completed', reached: 2, leftHere: 0 },
        { step: 'stima_rapida', reached: 1, leftHere: 0 },
        { step: 'rooms', reached: 1, leftHere: 1 },
      ],
    });
    const { body: allTime } = await admin.get<DashboardResponse>('/api/admin/dashboard?period=all');
    expect(allTime.chatFunnel.started).toBe(6);
    expect(allTime.chatFunnel.steps[0]).toEqual({ step: 'city', reached: 6, leftHere: 2 });
  });

  it('gives the median wait of the period’s leads for their first change by staff', async () => {
    const { models } = context.db;
    const hour = 60 * 60_000;
    const arrived = new Date(Date.now() - 48 * hour);
    const waits = [10 * 60, 30 * 60, 2 * 60 * 60];
    for (const seconds of waits) {
      const contact = await createContact(models, { createdAt: arrived });
      // Opening the card marks a new lead read by itself: that is not staff working it.
      await models.AuditLogEntry.create({
        adminUserId: null,
        adminEmail: TEST_ADMIN.email,
        action: 'contact.read',
        entityType: 'contact',
        entityId: String(contact.id),
        before: null,
        after: null,
        createdAt: new Date(arrived.getTime() + 5_000),
      });
      // The first change counts, not the later ones.
      for (const after of [seconds, seconds + 3600]) {
        await models.AuditLogEntry.create({
          adminUserId: null,
          adminEmail: TEST_ADMIN.email,
          action: 'contact.status',
          entityType: 'contact',
          entityId: String(contact.id),
          before: null,
          after: null,
          createdAt: new Date(arrived.getTime() + after * 1000),
        });
      }
    }
    // Untouched, and a lead older than the period: neither has a wait in the last 7 days.
    await createContact(models, { createdAt: arrived });
    await createContact(models, { createdAt: new Date(Date.now() - 30 * 24 * hour) });

    const { body } = await admin.get<DashboardResponse>('/api/admin/dashboard?period=7days');
    expect(body.speedToLeadMedian).toBe(30 * 60);
    expect(body.speedToLeadCounts).toEqual({ worked: 3, total: 4 });
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
