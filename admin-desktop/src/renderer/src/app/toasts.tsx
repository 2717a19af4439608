import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { Suspense, createContext, lazy, useContext, useState, type ReactNode } from 'react';
import { withAntd } from './with-antd';

export interface Toasts {
  notification: NotificationInstance;
  message: MessageInstance;
}

const ToastsContext = createContext<Toasts | null>(null);

/** Ant Design's holders and their styles: fetched with the first toast, never before a screen's first paint. */
const ToastHolders = lazy(withAntd(() => import('./toast-holders')));

type Call = (toasts: Toasts) => void;

/**
 * An instance whose every method shows its toast at once when the holders are there, and otherwise once they
 * have come (they are fetched on the first call).
 */
function deferred<K extends keyof Toasts>(kind: K, run: (call: Call) => void): Toasts[K] {
  return new Proxy({} as Toasts[K], {
    get:
      (_target, method: string) =>
      (...args: unknown[]) =>
        run((toasts) => (toasts[kind] as unknown as Record<string, (...values: unknown[]) => unknown>)[method]!(...args)),
  });
}

/**
 * Where the toasts asked for go: shown at once when the holders are there; otherwise kept, `want` asks for the
 * holders, and they are shown once the holders are ready.
 */
function toastChannel(want: () => void) {
  let ready: Toasts | null = null;
  const waiting: Call[] = [];
  const run = (call: Call) => {
    if (ready) call(ready);
    else {
      waiting.push(call);
      want();
    }
  };
  return {
    toasts: { notification: deferred('notification', run), message: deferred('message', run) },
    onReady: (toasts: Toasts) => {
      ready = toasts;
      for (const call of waiting.splice(0)) call(toasts);
    },
  };
}

/**
 * The back office's toasts (notifications and messages), one holder for every screen, from the sign-in on.
 * Ant Design's App component would give the same and a modal API besides, which nothing here uses. The holders
 * are Ant Design's, drawn when the first toast is asked for: the first screens' download and first render have
 * none of it (docs/decisions/0119-da-fare-without-ant-design-at-start.md).
 */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [channel] = useState(() => toastChannel(() => setWanted(true)));
  const { toasts, onReady } = channel;

  return (
    <ToastsContext.Provider value={toasts}>
      {wanted ? (
        <Suspense fallback={null}>
          <ToastHolders onReady={onReady} />
        </Suspense>
      ) : null}
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
