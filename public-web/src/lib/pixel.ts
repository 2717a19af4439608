import { brand } from './brand';

/**
 * The advertising pixel. It is loaded only on the seller landing page and only after the
 * visitor accepted marketing cookies; before that, and on every other page unless it was already loaded in
 * this tab, trackPixel does nothing. Any page may call trackPixel: the chat reports start checkout
 * (city known) and purchase (valuation done), the forms lead and schedule.
 */
export type PixelEvent = 'page_view' | 'start_checkout' | 'purchase' | 'lead' | 'schedule';

const STANDARD_EVENTS: Record<PixelEvent, string> = {
  page_view: 'PageView',
  start_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
  lead: 'Lead',
  schedule: 'Schedule',
};

const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; callMethod?: (...args: unknown[]) => void };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

let loaded = false;

/** Installs the pixel once per page life (the vendor's snippet, without inline script so the CSP holds). */
export function loadPixel(): boolean {
  if (loaded || !brand.pixelId || typeof window === 'undefined') return loaded;
  const queue: unknown[][] = [];
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else queue.push(args);
  };
  fbq.queue = queue;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.appendChild(script);
  fbq('init', brand.pixelId);
  loaded = true;
  trackPixel('page_view');
  return true;
}

export function trackPixel(event: PixelEvent, parameters?: Record<string, string | number>) {
  if (!loaded || !window.fbq) return;
  if (parameters) window.fbq('track', STANDARD_EVENTS[event], parameters);
  else window.fbq('track', STANDARD_EVENTS[event]);
}
