import { message as antMessage, notification as antNotification } from 'antd';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@valuta/shared/limits';
import type { Toasts } from './toasts';

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
 * Ant Design's holders of notifications and messages, fetched when the first toast is asked for (app/toasts.tsx):
 * hands their instances to the provider once they are drawn.
 */
export default function ToastHolders({ onReady }: { onReady: (toasts: Toasts) => void }) {
  const [notification, notificationHolder] = antNotification.useNotification(NOTIFICATION_CONFIG);
  const [message, messageHolder] = antMessage.useMessage({ maxCount: TOAST_LIMIT });
  useEffect(() => onReady({ notification, message }), [notification, message, onReady]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}
