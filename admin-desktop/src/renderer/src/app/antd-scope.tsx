import { ConfigProvider } from 'antd';
import itIT from 'antd/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import type { ReactNode } from 'react';
import { THEME } from './theme';

dayjs.locale('it');

/**
 * Ant Design's locale and the back office's theme, around whatever draws Ant Design's components: each page but
 * the landing page, a dialog, the phone's menu, the toasts. Not around the whole app: the sign-in, the shell and
 * 'Da fare' are plain elements, and a ConfigProvider at the root derived the theme and wrote its icon styles
 * before their first paint (docs/decisions/0119-da-fare-without-ant-design-at-start.md). Fetched with what it
 * wraps (app/with-antd.tsx).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={itIT} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
