import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, pauseToast, resumeToast, showToast } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time, the newest replacing the older', () => {
    showToast({ title: 'Richiesta inviata' });
    showToast({ title: 'Errore', variant: 'destructive' });
    expect(getToasts().map((toast) => toast.title)).toEqual(['Errore']);
  });

  it('removes a toast after 5 seconds', () => {
    showToast({ title: 'Richiesta inviata' });
    vi.advanceTimersByTime(4_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps a toast while it is being read, and restarts the time afterwards', () => {
    const id = showToast({ title: 'Limite di richieste raggiunto' });
    pauseToast(id);
    vi.advanceTimersByTime(10_000);
    expect(getToasts()).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(5_000);
    expect(getToasts()).toHaveLength(0);
  });
});
