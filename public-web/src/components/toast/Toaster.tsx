import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '@valuta/shared/limits';
import styles from './Toaster.module.css';
import { dismissToast, getServerToasts, getToasts, pauseToast, resumeToast, subscribeToasts, type Toast } from './toast-store';

function ToastItem({ toast }: { toast: Toast }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  function onPointerDown(event: PointerEvent) {
    start.current = event.clientX;
    pauseToast(toast.id);
  }
  function onPointerMove(event: PointerEvent) {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  }
  function onPointerEnd() {
    if (start.current === null) return;
    start.current = null;
    if (offset >= TOAST_SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    else {
      setOffset(0);
      resumeToast(toast.id);
    }
  }

  const destructive = toast.variant === 'destructive';
  return (
    <li
      className={`${styles.toast} ${destructive ? styles.destructive : ''}`}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      style={{ transform: `translateX(${offset}px)`, opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1 }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => pauseToast(toast.id)}
      onMouseLeave={() => resumeToast(toast.id)}
      onFocus={() => pauseToast(toast.id)}
      onBlur={() => resumeToast(toast.id)}
      data-testid="toast"
    >
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.onClick();
            dismissToast(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className={styles.close} aria-label="Chiudi la notifica" onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </li>
  );
}

/** The toast area; F8 moves the focus to it (its label names the hotkey). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const viewport = useRef<HTMLOListElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'F8') {
        event.preventDefault();
        viewport.current?.focus();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label="Notifiche (F8)">
      <ol ref={viewport} className={styles.viewport} tabIndex={-1}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
