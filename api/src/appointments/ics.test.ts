import { describe, expect, it } from 'vitest';
import { agencyDateTimeToUtc } from '@valuta/shared';
import { calendarFile, foldLine, icsText, icsUtc } from './ics.js';

const event = {
  uid: 'appuntamento-7@example.it',
  sequence: 0,
  start: new Date('2026-12-03T09:30:00Z'),
  end: new Date('2026-12-03T10:30:00Z'),
  stamp: new Date('2026-11-26T08:00:05.123Z'),
  summary: 'Appuntamento con Valuta Casa Torino',
  location: 'Via Roma 101, 10123 Torino (TO)',
  description: 'Con Giulia; porta l’atto\ne la planimetria',
  organizer: { name: 'Valuta Casa Torino', email: 'info@example.it' },
  attendees: [
    { name: 'Paola "Pina" Neri', email: 'paola@example.it', rsvp: true },
    { name: 'Giulia Bianchi', email: 'giulia@example.it', rsvp: false },
  ],
};

describe('the calendar file', () => {
  it('is one VEVENT with UID, DTSTAMP, DTSTART/DTEND in UTC, SUMMARY and LOCATION, every line ended by CRLF', () => {
    const ics = calendarFile(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Valuta Casa Torino//Appuntamenti//IT',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:appuntamento-7@example.it',
      'SEQUENCE:0',
      'DTSTAMP:20261126T080005Z',
      'DTSTART:20261203T093000Z',
      'DTEND:20261203T103000Z',
      'SUMMARY:Appuntamento con Valuta Casa Torino',
      'LOCATION:Via Roma 101\\, 10123 Torino (TO)',
      'DESCRIPTION:Con Giulia\\; porta l’atto\\ne la planimetria',
      'ORGANIZER;CN="Valuta Casa Torino":mailto:info@example.it',
      'ATTENDEE;CN="Paola Pina Neri";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:paola@example.it',
      'ATTENDEE;CN="Giulia Bianchi";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:giulia@example.it',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('says CANCEL and CANCELLED for a cancelled appointment', () => {
    const ics = calendarFile({ ...event, sequence: 2, cancelled: true });
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(ics).toContain('\r\nSEQUENCE:2\r\n');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(icsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'è'.repeat(60)}`;
    const folded = foldLine(long);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(long);
  });

  it('writes instants in UTC, and reads a Turin date and time across the daylight-saving changes', () => {
    expect(icsUtc(new Date('2026-01-05T08:00:00.000Z'))).toBe('20260105T080000Z');
    expect(agencyDateTimeToUtc('2026-01-15', '10:00')!.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(agencyDateTimeToUtc('2026-07-15', '10:00')!.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    // 29 March 2026, 02:30 does not exist in Turin: read as the hour after the change.
    expect(agencyDateTimeToUtc('2026-03-29', '02:30')!.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026, 02:30 happens twice: the first one.
    expect(agencyDateTimeToUtc('2026-10-25', '02:30')!.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(agencyDateTimeToUtc('2026-02-30', '10:00')).toBeNull();
  });
});
