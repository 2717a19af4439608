import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import itIT from 'antd/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import type { ReactNode } from 'react';
import { FailureToasts } from './FailureToasts';
import { THEME } from './theme';
import { ToastsProvider } from './toasts';

dayjs.locale('it');

/** The back office's query defaults: a failed call is not retried, and a window regaining focus refetches nothing. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ConfigProvider locale={itIT} theme={THEME}>
      <ToastsProvider>
        <QueryClientProvider client={client}>
          <FailureToasts />
          {children}
        </QueryClientProvider>
      </ToastsProvider>
    </ConfigProvider>
  );
}
