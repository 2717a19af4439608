import { message as antMessage, notification as antNotification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@valuta/shared/limits';

export interface Toasts {
  notification: NotificationInstance;
  message: MessageInstance;
}

const ToastsContext = createContext<Toasts | null>(null);

/**
 * Toasts, as on the public site: one at a time, the newest replaces the older, 5 seconds. At the bottom of the
 * screen (across it on a phone), so that none covers what a page opens with: its heading, the 'Per iniziare'
 * checklist, a warning and its button.
 */
const NOTIFICATION_CONFIG = {
  maxCount: TOAST_LIMIT,
  duration: TOAST_DURATION_MS / 1000,
  placement: typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches ? ('bottom' as const) : ('bottomRight' as const),
};

/**
 * The back office's toasts (notifications and messages), one holder for every screen, from the sign-in on.
 * Ant Design's App component would give the same and a modal API besides, which nothing here uses and which
 * would bring dialogs, buttons and skeletons into the sign-in screen's download. (The text around the
 * components takes Ant Design's font and colour from index.html's styles, as App would give them.)
 */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const [notification, notificationHolder] = antNotification.useNotification(NOTIFICATION_CONFIG);
  const [message, messageHolder] = antMessage.useMessage({ maxCount: TOAST_LIMIT });
  const toasts = useMemo(() => ({ notification, message }), [notification, message]);
  return (
    <ToastsContext.Provider value={toasts}>
      {notificationHolder}
      {messageHolder}
      {children}
    </ToastsContext.Provider>
  );
}

/** The toasts of the screen: `notification` for what happened, `message` for a short confirmation. */
export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useToasts outside ToastsProvider');
  return toasts;
}
