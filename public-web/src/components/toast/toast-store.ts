import { TOAST_DURATION_MS, TOAST_LIMIT } from '@valuta/shared/limits';

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}

export interface Toast extends ToastInput {
  id: number;
}

type Listener = () => void;

/**
 * The toasts on screen: at most one, the newest replacing the older, each gone after
 * 5 seconds unless the visitor is reading it. A module-level store, so any code (a form, the chat, an API
 * error handler) can raise a toast without a provider around it.
 */
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function schedule(id: number, delay = TOAST_DURATION_MS) {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), delay),
  );
}

export function showToast(input: ToastInput): number {
  const id = nextId++;
  const all = [...toasts, { ...input, id }];
  for (const dropped of all.slice(0, -TOAST_LIMIT)) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  toasts = all.slice(-TOAST_LIMIT);
  schedule(id);
  emit();
  return id;
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const before = toasts.length;
  toasts = toasts.filter((toast) => toast.id !== id);
  if (toasts.length !== before) emit();
}

/** Holds a toast while the pointer or focus is on it; the full duration starts again afterwards. */
export function pauseToast(id: number) {
  clearTimeout(timers.get(id));
}

export function resumeToast(id: number) {
  if (toasts.some((toast) => toast.id === id)) schedule(id);
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

const noToasts: Toast[] = [];
export function getServerToasts(): Toast[] {
  return noToasts;
}
