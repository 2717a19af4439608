/**
 * The visitor's cookie choice. Only the advertising pixel needs consent (everything else the site stores is
 * technical); the choice is kept in localStorage for 6 months, then asked again.
 */
export type MarketingConsent = 'granted' | 'denied';

const STORAGE_KEY = 'cookie-consent';
const VALID_FOR_MS = 182 * 24 * 3_600_000;
const listeners = new Set<() => void>();

interface StoredConsent {
  marketing: MarketingConsent;
  at: number;
}

export function readConsent(): MarketingConsent | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StoredConsent | null;
    if (!stored || Date.now() - stored.at > VALID_FOR_MS) return null;
    return stored.marketing === 'granted' ? 'granted' : 'denied';
  } catch {
    return null;
  }
}

export function saveConsent(marketing: MarketingConsent) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ marketing, at: Date.now() } satisfies StoredConsent));
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

/** Forgets the choice so the banner asks again (the 'Gestisci i cookie' buttons). */
export function resetConsent() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
