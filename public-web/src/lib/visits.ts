/**
 * Counts a page view for the dashboard's unique visits (POST /api/visits). The tab makes a random id for
 * itself in sessionStorage (gone when the tab closes); the server stores only its hash. No cookie, no
 * fingerprint, nothing the visitor typed. The one call outside lib/api.ts: a beacon outlives the page, and
 * the home page, which sends it, stays free of the API module.
 */
import type { PageVisitInput } from '@valuta/shared/visits';

const STORAGE_KEY = 'visit-id';

function visitId(): string {
  try {
    let id = sessionStorage.getItem(STORAGE_KEY);
    if (!id) {
      id = crypto.randomUUID().replace(/-/g, '');
      sessionStorage.setItem(STORAGE_KEY, id);
    }
    return id;
  } catch {
    return crypto.randomUUID().replace(/-/g, '');
  }
}

export function recordVisit(path: string) {
  const send = () => {
    const visit: PageVisitInput = { path: path.slice(0, 300) || '/', visitId: visitId() };
    const body = JSON.stringify(visit);
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.('/api/visits', blob)) return;
    void fetch('/api/visits', { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
  };
  // After the page has painted: counting a visit never competes with showing it.
  if ('requestIdleCallback' in window) window.requestIdleCallback(send, { timeout: 3_000 });
  else setTimeout(send, 1_000);
}
