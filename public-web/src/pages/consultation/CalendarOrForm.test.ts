import { describe, expect, it } from 'vitest';
import { isScheduledMessage } from './CalendarOrForm';

describe('calendar booking messages', () => {
  it('recognises a scheduling tool telling its host page that a slot was booked', () => {
    expect(isScheduledMessage({ event: 'calendly.event_scheduled', payload: {} })).toBe(true);
    expect(isScheduledMessage('booking_successful')).toBe(true);
  });

  it('ignores the other messages a calendar sends', () => {
    expect(isScheduledMessage({ event: 'calendly.page_height' })).toBe(false);
    expect(isScheduledMessage(null)).toBe(false);
  });
});
