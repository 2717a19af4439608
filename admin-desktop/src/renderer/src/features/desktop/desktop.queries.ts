import { queryOptions } from '@tanstack/react-query';
import type { DesktopBridge } from '../../lib/runtime';

const desktopKeys = {
  all: ['desktop'] as const,
  server: () => [...desktopKeys.all, 'server'] as const,
};

/** The server the desktop app talks to, as the main process remembers it. */
export const desktopServerQuery = (desktop: DesktopBridge) =>
  queryOptions({ queryKey: desktopKeys.server(), queryFn: () => desktop.getServer(), staleTime: Infinity });
