import { describe, expect, it } from 'vitest';
import { openingHoursSpecification } from './opening-hours.js';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const hours = (dayOfWeek: string[], opens: string, closes: string) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes });

describe('opening hours as the agency writes them', () => {
  it('reads the way the back office suggests, and its usual variants', () => {
    const weekdays = [hours(WEEKDAYS, '09:00', '13:00'), hours(WEEKDAYS, '14:00', '18:00')];
    for (const text of [
      'Lunedì–venerdì 9:00–13:00 e 14:00–18:00',
      'lunedi-venerdi 9-13, 14-18',
      'Lun-Ven: 9.00-13.00 / 14.00-18.00',
      'Dal lunedì al venerdì dalle 9 alle 13 e dalle 14 alle 18.',
      'dal lun. al ven. ore 9-13 e ore 14-18',
    ]) {
      expect(openingHoursSpecification(text), text).toEqual(weekdays);
    }
  });

  it('reads several clauses, listed days and closed days', () => {
    expect(openingHoursSpecification('Lunedì–venerdì 9:00–12:30 e 15:00–19:30; sabato 9:30–12:00; domenica chiuso')).toEqual([
      hours(WEEKDAYS, '09:00', '12:30'),
      hours(WEEKDAYS, '15:00', '19:30'),
      hours(['Saturday'], '09:30', '12:00'),
    ]);
    expect(openingHoursSpecification('Martedì e giovedì 15-19, sabato 9-12')).toEqual([
      hours(['Tuesday', 'Thursday'], '15:00', '19:00'),
      hours(['Saturday'], '09:00', '12:00'),
    ]);
  });

  it('gives no hours unless every word is understood', () => {
    for (const text of [
      '',
      'Su appuntamento',
      'Lunedì–venerdì 9–18, sabato su appuntamento',
      'Lunedì–venerdì orario continuato 9–18',
      'Tutti i giorni 9-19',
      'Lunedì-venerdì',
      '9-13 e 14-18',
      'domenica chiuso',
      'Lun-Ven 9',
    ]) {
      expect(openingHoursSpecification(text), text).toBeNull();
    }
  });

  it('gives no hours that contradict themselves or the clock', () => {
    for (const text of [
      'Lunedì-venerdì 13-9',
      'Venerdì-lunedì 9-13',
      'Lunedì-venerdì 9-25',
      'Lunedì-venerdì 9:75-13',
      'Lunedì-sabato 9-13; sabato chiuso',
      'Lunedì-venerdì 9-14 e 13-18',
    ]) {
      expect(openingHoursSpecification(text), text).toBeNull();
    }
  });
});
