/**
 * The entry. index.html paints the boot screen ('Area Amministrativa', 'Caricamento…') with the HTML; the app's
 * code is fetched only after that first paint, so nothing competes with it on a phone's network. The same wait
 * as the public site's (public-web/src/lib/after-first-paint.ts). The session check goes out at once
 * (app/early-session.ts).
 */
import { askSessionEarly } from './app/early-session';
import { afterFirstPaint } from './lib/after-first-paint';

askSessionEarly(window.location.pathname);
void afterFirstPaint().then(() => import('./app/start'));
