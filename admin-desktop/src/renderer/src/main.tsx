/**
 * The entry. index.html paints the boot screen ('Area Amministrativa', 'Caricamento…') with the HTML; the app's
 * code is fetched only after that first paint, so nothing competes with it on a phone's network. The same wait
 * as the public site's (public-web/src/lib/after-first-paint.ts). The session check goes out at once
 * (app/early-session.ts), and the landing page's chunk with the app's.
 */
import { askSessionEarly } from './app/early-session';
import { afterFirstPaint } from './lib/after-first-paint';

const { pathname } = window.location;
askSessionEarly(pathname);
void afterFirstPaint().then(() => {
  // The landing page's chunk is asked for with the app's, not once the app has run (app/routes.tsx preloads it
  // then, for any page): on a phone that was one more round trip before 'Da fare' could be drawn.
  if (/^\/admin\/?$/.test(pathname)) void import('./features/work-queue/WorkQueuePage');
  return import('./app/start');
});
