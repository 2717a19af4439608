import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import itIT from 'antd/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import type { ReactNode } from 'react';
import { FailureToasts } from './FailureToasts';
import { ToastsProvider } from './toasts';

dayjs.locale('it');

/** The back office's query defaults: a failed call is not retried, and a window regaining focus refetches nothing. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/**
 * Brand colours, with secondary text and the danger colour darker than Ant Design's defaults so that both
 * reach WCAG AA contrast, on white and on a hovered table row.
 */
const THEME = {
  token: {
    colorPrimary: '#12355b',
    colorLink: '#12355b',
    colorError: '#c62828',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    borderRadius: 8,
  },
  // Logout on the dark sidebar: a light red that reads on the dark background.
  components: { Menu: { darkDangerItemColor: '#ff8a80' } },
};

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
