/**
 * Leaving a page of islands: the app with its router starts at the new address, in place of the page, as if
 * it had been there from the start. Its code is fetched only now, so the home page never downloads it. If it
 * cannot load (offline, a deploy replaced the files), the browser goes to the address itself.
 */
let starting = false;

export async function startApp(to: string, beforeRender: () => void): Promise<void> {
  if (starting) return;
  starting = true;
  try {
    const { mountApp } = await import('../app/mount-app');
    history.pushState(null, '', to);
    await mountApp(document.getElementById('root')!, beforeRender);
  } catch {
    window.location.assign(to);
  }
}
