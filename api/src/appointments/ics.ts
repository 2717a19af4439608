/**
 * The calendar invitation (RFC 5545, sent as RFC 5546's METHOD:REQUEST or CANCEL) of a confirmed appointment:
 * one VEVENT, times in UTC, text escaped, lines folded at 75 octets and ended by CRLF. The UID stays the same
 * across reschedules and SEQUENCE rises, so a calendar moves the event instead of adding a second one; a
 * cancellation sends STATUS:CANCELLED. An invitation names its ORGANIZER (whom the answers go to) and its
 * attendees: the owner is asked to answer (RSVP=TRUE), which is what makes a mail client show 'Accetta / Rifiuta'.
 */

export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  location: string | null;
  description: string | null;
  /** Whom the attendees' answers go to: the agency's address, or the member who goes. */
  organizer: { name: string; email: string };
  /** The owner, asked to answer; the member who goes, when not the organizer, already counted in. */
  attendees: Array<{ name: string; email: string; rsvp: boolean }>;
  cancelled?: boolean;
}

/** 20261127T093000Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (continuation lines start with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Valuta Casa Torino//Appuntamenti//IT',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    `ORGANIZER;CN=${icsParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map(
      (attendee) =>
        `ATTENDEE;CN=${icsParam(attendee.name)};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;` +
        `PARTSTAT=${attendee.rsvp ? 'NEEDS-ACTION' : 'ACCEPTED'};RSVP=${attendee.rsvp ? 'TRUE' : 'FALSE'}:mailto:${attendee.email}`,
    ),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A parameter value: quoted, without the characters a quoted value cannot hold. */
function icsParam(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}
