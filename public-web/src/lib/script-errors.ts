/**
 * Script errors raised by tag or analytics code (the advertising pixel, tag managers) and
 * unhandled rejections that mention them are silenced, so a blocked or broken third-party script never
 * surfaces as an error of ours. Our own errors still reach the console.
 */
const THIRD_PARTY_SOURCES = /fbevents|connect\.facebook\.net|facebook\.com\/tr|fbq|googletagmanager|google-analytics|gtag|analytics|pixel/i;

export function isThirdPartyTagError(text: string | undefined | null): boolean {
  return Boolean(text && THIRD_PARTY_SOURCES.test(text));
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.message} ${value.stack ?? ''}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

export function suppressThirdPartyScriptErrors(target: Window = window) {
  target.addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) {
        if (isThirdPartyTagError(`${event.filename} ${event.message} ${describe(event.error)}`)) event.preventDefault();
        return;
      }
      // A <script> that failed to load (blocked by an ad blocker, offline).
      const element = event.target as HTMLScriptElement | null;
      if (element?.tagName === 'SCRIPT' && isThirdPartyTagError(element.src)) event.preventDefault();
    },
    true,
  );
  target.addEventListener('unhandledrejection', (event) => {
    if (isThirdPartyTagError(describe(event.reason))) event.preventDefault();
  });
}
