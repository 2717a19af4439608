/** What the desktop app's preload exposes; absent in the browser. */
export interface DesktopBridge {
  apiBaseUrl?: string;
  appVersion?: string;
}

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}

export const isDesktop = typeof window !== 'undefined' && Boolean(window.desktop);

/** '' on the web (same origin as the API); the desktop app may point elsewhere. */
export const apiBaseUrl = (typeof window !== 'undefined' && window.desktop?.apiBaseUrl) || '';
