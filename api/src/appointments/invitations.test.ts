/**
 * Every calendar invitation the product sends (confirmation, new date, cancellation; with and without an agency
 * e-mail), read from a real SMTP server on loopback and parsed with ical.js, as a calendar reads it: METHOD,
 * ORGANIZER, the owner as ATTENDEE asked to answer, and one random UID per appointment that stays across changes.
 * The message carries the invitation as a `text/calendar; method=…` alternative (what makes Gmail and Outlook show
 * 'Accetta / Rifiuta') and as an attached file; the member who goes gets it too.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyWallClock, type AgencySettingsPayload, type AgencySettingsResponse, type AppointmentChangeResponse } from '@valuta/shared';
import { chatToEstimate } from '../test/chat-walk.js';
import { signedInAdmin, signedInMember } from '../test/factories.js';
import type { TestClient } from '../test/http.js';
import { headerOf, partOf, startSmtpServer, type ReceivedEmail } from '../test/smtp-server.js';
import { createTestContext, type TestContext } from '../test/support.js';

let context: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: TestClient;
let giulia: number;
let marco: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  context = await createTestContext({
    env: {
      SMTP_URL: smtp.url,
      // A fresh install: no agency e-mail until the test saves one.
      CONTACT_EMAIL: '',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
      RATE_LIMIT_CHAT_PER_MINUTE: '100',
      RATE_LIMIT_FORMS_PER_HOUR: '1000',
    },
  });
  admin = await signedInAdmin(context);
  giulia = (await signedInMember(context, { email: 'giulia@agenzia.it', role: 'consulente', name: 'Giulia Bianchi' })).id;
  // A member who has not written their name yet.
  marco = (await signedInMember(context, { email: 'marco@agenzia.it', role: 'consulente' })).id;
});
afterAll(async () => {
  await context.close();
  await smtp.close();
});

const DAY_MS = 24 * 60 * 60_000;
const dayFromToday = (days: number) => agencyWallClock(new Date(Date.now() + days * DAY_MS)).date;

async function chatRequest(email: string): Promise<number> {
  const client = context.client();
  const { valuationId, userId } = await chatToEstimate(client, email);
  const response = await client.post<{ appointment: { id: number } }>('/api/appointment/save', {
    valuation_id: valuationId,
    user_id: userId,
    phone: '333 999 8888',
    preferred_time: 'mattina',
    accetto_privacy: true,
  });
  expect(response.status).toBe(201);
  return response.body.appointment.id;
}

/** Where the messages of the latest change start among those received. */
let since = 0;

async function change(id: number, body: Record<string, unknown>) {
  since = smtp.received.length;
  const response = await admin.patch<AppointmentChangeResponse>(`/api/admin/appointments/${id}`, body);
  expect(response.status).toBe(200);
}

/** The message of the latest change with this subject that reached `to`, once it has arrived. */
async function message(to: string, subject: RegExp): Promise<ReceivedEmail> {
  const matches = (email: ReceivedEmail) => email.to.includes(to) && subject.test(headerOf(email, 'Subject'));
  const deadline = Date.now() + 5_000;
  while (!smtp.received.slice(since).some(matches) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  const found = smtp.received.slice(since).find(matches);
  expect(found, `an e-mail to ${to} about ${subject}`).toBeDefined();
  return found!;
}

interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  organizer: string;
  attendees: Array<{ address: string; rsvp: string; partstat: string }>;
}

/** The invitation of a message as a calendar reads it, checked to be both the calendar alternative and the file. */
function invitationOf(email: ReceivedEmail): Invitation {
  const alternative = partOf(email, 'text/calendar');
  const attached = partOf(email, 'application/ics');
  expect(alternative, 'the text/calendar alternative').toBeDefined();
  expect(attached?.headers).toMatch(/attachment/i);
  expect(attached?.content).toBe(alternative!.content);
  const calendar = ICAL.Component.fromString(alternative!.content);
  const method = String(calendar.getFirstPropertyValue('method'));
  expect(alternative!.headers).toContain(`method=${method}`);
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method,
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: String(event.getFirstPropertyValue('status')),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendees: event.getAllProperties('attendee').map((attendee) => ({
      address: String(attendee.getFirstValue()),
      rsvp: String(attendee.getParameter('rsvp')),
      partstat: String(attendee.getParameter('partstat')),
    })),
  };
}

const ownerAsked = (address: string) => ({ address: `mailto:${address}`, rsvp: 'TRUE', partstat: 'NEEDS-ACTION' });

describe('with no agency e-mail, the member who goes organizes', () => {
  let id: number;
  let uid: string;

  it('confirms with an invitation to the owner and to the member, under one random UID', async () => {
    id = await chatRequest('prima.invitata@example.it');
    await change(id, { action: 'confirm', date: dayFromToday(3), time: '10:30', assigneeId: giulia, location: 'Via Roma 101, Torino' });

    const owner = invitationOf(await message('prima.invitata@example.it', /confermato/));
    expect(owner).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED', organizer: 'mailto:giulia@agenzia.it' });
    expect(owner.attendees).toEqual([ownerAsked('prima.invitata@example.it')]);
    // Not the row's id: another database's appointment of the same id has another UID.
    expect(owner.uid).toMatch(/^[0-9a-f-]{32,36}@localhost$/);
    expect(owner.uid).not.toContain(`-${id}@`);
    uid = owner.uid;

    const member = invitationOf(await message('giulia@agenzia.it', /Nuovo appuntamento/));
    expect(member).toMatchObject({ method: 'REQUEST', uid, sequence: 0, organizer: 'mailto:giulia@agenzia.it' });
  });

  it('sends the new date under the same UID with a higher SEQUENCE, then the cancellation as CANCEL', async () => {
    await change(id, { action: 'reschedule', date: dayFromToday(5), time: '15:00', assigneeId: giulia });
    const moved = invitationOf(await message('prima.invitata@example.it', /spostato/));
    expect(moved).toMatchObject({ method: 'REQUEST', uid, sequence: 1, organizer: 'mailto:giulia@agenzia.it' });
    expect(moved.attendees).toEqual([ownerAsked('prima.invitata@example.it')]);
    expect(invitationOf(await message('giulia@agenzia.it', /Appuntamento spostato/))).toMatchObject({ method: 'REQUEST', uid, sequence: 1 });

    await change(id, { action: 'cancel', reason: 'Il proprietario ha venduto' });
    const cancelled = invitationOf(await message('prima.invitata@example.it', /annullato/));
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED', organizer: 'mailto:giulia@agenzia.it' });
    expect(cancelled.attendees).toEqual([ownerAsked('prima.invitata@example.it')]);
    expect(invitationOf(await message('giulia@agenzia.it', /Appuntamento annullato/))).toMatchObject({ method: 'CANCEL', uid, sequence: 2 });
  });
});

describe('with the agency e-mail saved, the agency organizes', () => {
  beforeAll(async () => {
    const current = (await admin.get<AgencySettingsResponse>('/api/admin/agency-settings')).body;
    const payload: AgencySettingsPayload = {
      company: { ...current.company, email: 'agenzia@example.it' },
      team: current.team,
      reviews: current.reviews,
      emailSignature: current.emailSignature,
    };
    const saved = await admin.put('/api/admin/agency-settings', payload);
    if (saved.status !== 200) throw new Error(`agency settings not saved: ${saved.status} ${saved.text}`);
  });

  it('names the owner and the member as attendees, tells the member who no longer goes, and cancels with CANCEL', async () => {
    const id = await chatRequest('seconda.invitata@example.it');
    await change(id, { action: 'confirm', date: dayFromToday(4), time: '09:00', assigneeId: marco });
    const confirmed = await message('seconda.invitata@example.it', /confermato/);
    const owner = invitationOf(confirmed);
    expect(owner).toMatchObject({ method: 'REQUEST', sequence: 0, organizer: 'mailto:agenzia@example.it' });
    expect(owner.attendees).toEqual([
      ownerAsked('seconda.invitata@example.it'),
      { address: 'mailto:marco@agenzia.it', rsvp: 'FALSE', partstat: 'ACCEPTED' },
    ]);
    // A member without a name is shown by the agency's name, never by their e-mail.
    const text = partOf(confirmed, 'text/plain')!.content;
    expect(text).toContain(`Con: ${context.config.brand.agencyName}`);
    expect(text).not.toContain('marco@agenzia.it');
    expect(invitationOf(await message('marco@agenzia.it', /Nuovo appuntamento/))).toMatchObject({ method: 'REQUEST', uid: owner.uid });

    await change(id, { action: 'reschedule', date: dayFromToday(6), time: '11:00', assigneeId: giulia });
    const moved = invitationOf(await message('seconda.invitata@example.it', /spostato/));
    expect(moved).toMatchObject({ method: 'REQUEST', uid: owner.uid, sequence: 1, organizer: 'mailto:agenzia@example.it' });
    expect(invitationOf(await message('giulia@agenzia.it', /Nuovo appuntamento/))).toMatchObject({
      method: 'REQUEST',
      uid: owner.uid,
    });
    expect(invitationOf(await message('marco@agenzia.it', /affidato a un collega/))).toMatchObject({ method: 'CANCEL', uid: owner.uid, sequence: 1 });

    await change(id, { action: 'cancel', reason: 'Il proprietario ci ripensa' });
    const cancelled = invitationOf(await message('seconda.invitata@example.it', /annullato/));
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: owner.uid, sequence: 2, status: 'CANCELLED', organizer: 'mailto:agenzia@example.it' });
    expect(cancelled.attendees[0]).toEqual(ownerAsked('seconda.invitata@example.it'));
    expect(invitationOf(await message('giulia@agenzia.it', /Appuntamento annullato/))).toMatchObject({
      method: 'CANCEL',
      uid: owner.uid,
      sequence: 2,
    });
  });

  it('gives each appointment a UID of its own', async () => {
    const uids = (await context.db.models.Appointment.findAll({ attributes: ['calendarUid'] })).map((row) => row.calendarUid);
    expect(uids.every(Boolean)).toBe(true);
    expect(new Set(uids).size).toBe(uids.length);
  });
});
