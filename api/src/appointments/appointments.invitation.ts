/**
 * The calendar invitation of a confirmed appointment, as the owner and the member who goes receive it: the
 * same event (one UID, the appointment's random calendar identity, so a calendar moves it at each new date) with
 * the agency or the member who goes as ORGANIZER, the owner asked to answer, and the member counted in.
 */
import type { Config } from '../infra/config/env.js';
import type { OutboxAttachment } from '../models/OutboxEmail.js';
import type { Appointment } from '../models/Appointment.js';
import { endOf } from './appointments.presenter.js';
import { calendarFile } from './ics.js';

/** Who an invitation names. */
export interface InvitationPeople {
  ownerName: string;
  ownerEmail: string | null;
  assignee: { name: string | null; email: string } | null;
  /** Whom the answers go to: the agency's inbox, else the member who goes (agency/mailboxes.ts). */
  organizer: { name: string; email: string };
}

/** The event's identity across reschedules: random per appointment, so no other database hands it out again. */
function eventUid(config: Pick<Config, 'publicUrl'>, appointment: Pick<Appointment, 'id' | 'calendarUid'>): string {
  return `${appointment.calendarUid ?? `appuntamento-${appointment.id}`}@${new URL(config.publicUrl).hostname}`;
}

/** The member as the owner reads them: their name, or the agency's while they have none (never a staff e-mail). */
export function memberName(config: Pick<Config, 'brand'>, member: { name: string | null }): string {
  return member.name?.trim() || config.brand.agencyName;
}

/**
 * The .ics file, stored with the message as a `text/calendar; method=…` attachment; the mail transport sends it
 * as the message's calendar alternative too (infra/mail/transport.ts).
 */
export function calendarInvitation(
  config: Pick<Config, 'brand' | 'publicUrl'>,
  appointment: Appointment,
  people: InvitationPeople,
  details: { stamp: Date; place: string; description: string | null; cancelled?: boolean },
): OutboxAttachment {
  const owner = people.ownerEmail ? [{ name: people.ownerName, email: people.ownerEmail, rsvp: true }] : [];
  const member =
    people.assignee && people.assignee.email !== people.organizer.email
      ? [{ name: memberName(config, people.assignee), email: people.assignee.email, rsvp: false }]
      : [];
  const content = calendarFile({
    uid: eventUid(config, appointment),
    sequence: appointment.sequence,
    start: appointment.scheduledAt!,
    end: endOf(appointment)!,
    stamp: details.stamp,
    summary: `Appuntamento con ${config.brand.agencyName}`,
    location: details.place || null,
    description: details.description,
    organizer: people.organizer,
    attendees: [...owner, ...member],
    cancelled: details.cancelled,
  });
  return {
    filename: 'appuntamento.ics',
    contentType: `text/calendar; charset=utf-8; method=${details.cancelled ? 'CANCEL' : 'REQUEST'}`,
    content,
  };
}
