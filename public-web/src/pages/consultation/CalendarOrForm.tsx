import { useEffect, type ReactNode } from 'react';
import { Embed } from '../../components/Embed';
import { showToast } from '../../components/toast';
import { brand } from '../../lib/brand';
import { trackPixel } from '../../lib/pixel';

/** True for the messages scheduling tools post to their host page once a slot is booked (e.g. Calendly). */
export function isScheduledMessage(data: unknown): boolean {
  const event = typeof data === 'object' && data !== null ? (data as { event?: unknown }).event : data;
  return typeof event === 'string' && /event_scheduled|booking(_|\.)?(successful|created|confirmed)/i.test(event);
}

/**
 * The configured online calendar, or our own form when none is set. When the calendar reports a booking the
 * visitor sees our confirmation and the pixel counts a schedule.
 */
export function CalendarOrForm({ fallback }: { fallback: ReactNode }) {
  useEffect(() => {
    if (!brand.calendarUrl) return;
    const calendarOrigin = new URL(brand.calendarUrl).origin;
    function onMessage(event: MessageEvent) {
      if (event.origin !== calendarOrigin || !isScheduledMessage(event.data)) return;
      trackPixel('schedule');
      showToast({ title: 'Appuntamento confermato', description: 'Ti contatteremo entro 24 ore per confermare i dettagli.' });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return <Embed src={brand.calendarUrl} title="Calendario per prenotare la consulenza" tall fallback={fallback} />;
}
