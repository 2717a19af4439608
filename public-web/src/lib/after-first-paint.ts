/**
 * What every page does once it has been painted, not before: the page arrives as the server's HTML with its
 * styles, so its first paint needs no script, and no script may compete with it for the network.
 */

/** Resolves after the page's first frame (two animation frames), or after a second if frames do not come. */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 1_000);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/**
 * Clicks on buttons before the page's script has hydrated them would be lost (a prerendered button does
 * nothing): they are held, and `release` replays them once the page has hydrated. Links and the city boxes'
 * forms work without a script and are left alone.
 */
export function holdEarlyClicks(): { release: () => void } {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || button.disabled || button.type === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener('click', hold, true);
  return {
    release() {
      document.removeEventListener('click', hold, true);
      for (const button of held.splice(0)) if (button.isConnected) button.click();
    },
  };
}
