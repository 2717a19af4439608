/**
 * The entry of every page but the home (index.html): the whole app with its router. The page arrives
 * prerendered and styled, so the app's code is fetched only after its first paint (lib/after-first-paint.ts);
 * a click on a button before it has hydrated is held and replayed.
 */
import './styles/global.css';
import './styles/sections.css';
import { afterFirstPaint, holdEarlyClicks } from './lib/after-first-paint';
import { suppressThirdPartyScriptErrors } from './lib/script-errors';

suppressThirdPartyScriptErrors();
// Every page opens at its top, after a route change and after a reload alike.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

const earlyClicks = holdEarlyClicks();
void afterFirstPaint()
  .then(async () => {
    const { hydrateApp } = await import('./app/hydrate-app');
    await hydrateApp();
  })
  .finally(() => earlyClicks.release());
