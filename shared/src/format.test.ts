import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuro, formatEuroRange, formatIsoDay, formatPricePerSqm, withFullStop } from './format.js';

describe('euro formatting', () => {
  // Intl puts a no-break space before the sign, so the amount never wraps away from it.
  it('uses Italian grouping and no decimals', () => {
    expect(formatEuro(450000)).toBe('450.000\u00a0€');
    expect(formatEuro(1234.56)).toBe('1.235\u00a0€');
    expect(formatEuro(2345)).toBe('2.345\u00a0€');
  });

  it('shows nothing for a missing amount', () => {
    expect(formatEuro(null)).toBe('');
    expect(formatEuro(Number.NaN)).toBe('');
  });

  it('formats a range and a price per square metre', () => {
    expect(formatEuroRange(450000, 510000)).toBe('450.000\u00a0€ - 510.000\u00a0€');
    expect(formatPricePerSqm(300000, 110)).toBe('2.727\u00a0€/m²');
    expect(formatPricePerSqm(300000, 0)).toBe('');
  });
});

describe('date formatting', () => {
  it('shows dd/MM/yyyy HH:mm in Turin time, summer and winter', () => {
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('01/07/2026 10:05');
    expect(formatDateTime('2026-01-15T23:30:00Z')).toBe('16/01/2026 00:30');
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('16/01/2026');
    expect(formatIsoDay('2026-11-22T12:00:00Z')).toBe('2026-11-22');
  });

  it('crosses the daylight-saving switches as Intl does, minute by minute', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29/03/2026 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29/03/2026 03:00');
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25/10/2026 02:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25/10/2026 02:00');
    const reference = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 97 * 60_000 + 13_000) {
      const p = Object.fromEntries(reference.formatToParts(time).map((part) => [part.type, part.value]));
      expect(formatDateTime(time)).toBe(`${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`);
    }
  });

  it("says 'Data non valida' for what is not a date", () => {
    expect(formatDateTime('ieri')).toBe('Data non valida');
    expect(formatDateTime(null)).toBe('Data non valida');
  });
});

describe('the end of a sentence', () => {
  it('writes the full stop once', () => {
    expect(withFullStop('Casa Sabauda S.r.l.')).toBe('Casa Sabauda S.r.l.');
    expect(withFullStop('Casa Sabauda Srl')).toBe('Casa Sabauda Srl.');
    expect(withFullStop(' Immobiliare Po S.p.A. ')).toBe('Immobiliare Po S.p.A.');
  });
});
