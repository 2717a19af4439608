/**
 * Leaving a page of islands: the app with its router starts at the new address, in place of the page, as if
 * it had been there from the start. Its code is fetched only now, so the home page never downloads it. If it
 * cannot load (offline, a deploy replaced the files), the browser goes to the address itself.
 */
let starting = false;

export async function startApp(to: string, beforeRender: () => void, state?: unknown): Promise<void> {
  if (starting) return;
  starting = true;
  try {
    const { mountApp } = await import('../app/mount-app');
    // The router reads a history entry's own state under `usr` (as its navigate writes it).
    history.pushState(state === undefined ? null : { usr: state, key: Math.random().toString(36).slice(2, 10) }, '', to);
    await mountApp(document.getElementById('root')!, beforeRender);
  } catch {
    window.location.assign(to);
  }
}
