import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FailureToasts } from './FailureToasts';
import { ToastsProvider } from './toasts';

/** The back office's query defaults: a failed call is not retried, and a window regaining focus refetches nothing. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/**
 * What every screen runs in: the queries and the toasts. Ant Design's locale and theme wrap only what draws its
 * components (app/antd-scope.tsx).
 */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ToastsProvider>
      <QueryClientProvider client={client}>
        <FailureToasts />
        {children}
      </QueryClientProvider>
    </ToastsProvider>
  );
}
