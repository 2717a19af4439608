import type { DesktopBridge } from '../../../preload/contract';

export type { DesktopBridge };

declare global {
  interface Window {
    /** Set by the desktop app's preload; absent in the browser. */
    desktop?: DesktopBridge;
  }
}

/**
 * The desktop app's bridge, or undefined in the browser. Read at each call rather than once at import, so
 * the components' tests can play either side.
 */
export function desktopBridge(): DesktopBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.desktop;
}
