/**
 * The entry. index.html paints the boot screen ('Area Amministrativa', 'Caricamento…') with the HTML; the app's
 * code is fetched only after that first paint, so nothing competes with it on a phone's network. The same wait
 * as the public site's (public-web/src/lib/after-first-paint.ts).
 */
import { afterFirstPaint } from './lib/after-first-paint';

void afterFirstPaint().then(() => import('./app/start'));
