import { vi } from 'vitest';
import type { DesktopBridge } from '../lib/runtime';

/**
 * The desktop app's bridge for the components' tests: each call is a spy answering like the main process
 * does (a test changes an answer with mockResolvedValueOnce). Installed as window.desktop; tests remove it.
 */
export function installFakeDesktop({ server = 'https://agenzia.example.it' }: { server?: string | null } = {}) {
  const navigateListeners = new Set<(path: string) => void>();
  const desktop = {
    appVersion: '0.1.0',
    getServer: vi.fn<DesktopBridge['getServer']>(async () => ({ url: server })),
    setServer: vi.fn<DesktopBridge['setServer']>(async (url) => ({ ok: true, url })),
    openExternal: vi.fn<DesktopBridge['openExternal']>(async () => true),
    saveDownload: vi.fn<DesktopBridge['saveDownload']>(async () => ({ status: 'saved', filePath: '/home/ufficio/Scaricati/contatti.csv' })),
    onNavigate: vi.fn<DesktopBridge['onNavigate']>((listener) => {
      navigateListeners.add(listener);
      return () => navigateListeners.delete(listener);
    }),
  } satisfies DesktopBridge;
  window.desktop = desktop;
  return { desktop };
}
