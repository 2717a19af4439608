import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderPage, sentCalls } from '../../testing/render-page';
import { CallLogDialog } from './CallLogDialog';

afterEach(() => {
  vi.restoreAllMocks();
});

const CALL = {
  id: 31,
  contactId: 12,
  kind: 'call' as const,
  at: '2026-12-14T08:30:00.000Z',
  author: { id: 1, name: 'Titolare' },
  payload: { kind: 'call' as const, outcome: 'no_answer' as const, note: null },
};

function bodyOf(fetch: ReturnType<typeof answerApi>, method: string, path: string): unknown {
  return sentCalls(fetch).find((call) => call.url === path && call.method === method)?.body;
}

describe('logging a call', () => {
  it("after 'Non risponde' proposes the next action, which the member changes and saves", async () => {
    const fetch = answerApi({
      '/api/admin/contacts/12/calls': {
        success: true,
        activity: CALL,
        proposedNextAction: { kind: 'call', dueAt: '2026-12-15T08:00:00.000Z', note: '' },
      },
      '/api/admin/contacts/12/next-action': {
        success: true,
        nextAction: {
          kind: 'call',
          dueAt: '2026-12-15T09:00:00.000Z',
          note: '',
          setBy: { id: 1, name: 'Titolare' },
          setAt: '2026-12-14T08:31:00.000Z',
        },
      },
    });
    const onClose = vi.fn<() => void>();
    renderPage(<CallLogDialog contactId={12} name="Anna Verdi" onClose={onClose} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Non risponde' }));
    fireEvent.click(screen.getByRole('button', { name: 'Registra chiamata' }));

    expect(await screen.findByText('Ti proponiamo la prossima azione: salvala così o cambiala.')).toBeTruthy();
    expect(bodyOf(fetch, 'POST', '/api/admin/contacts/12/calls')).toEqual({ outcome: 'no_answer' });
    // The proposal is on Turin's clock: 08:00 UTC in December is 9:00 in Turin.
    expect(screen.getByLabelText<HTMLInputElement>('Giorno').value).toBe('2026-12-15');
    expect(screen.getByLabelText<HTMLInputElement>('Ora').value).toBe('09:00');
    expect(bodyOf(fetch, 'PUT', '/api/admin/contacts/12/next-action')).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Ora'), { target: { value: '10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva prossima azione' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(fetch, 'PUT', '/api/admin/contacts/12/next-action')).toEqual({ kind: 'call', dueAt: '2026-12-15T09:00:00.000Z', note: '' });
  });

  it("closes after 'Risposto', with nothing proposed", async () => {
    answerApi({
      '/api/admin/contacts/12/calls': {
        success: true,
        activity: { ...CALL, payload: { ...CALL.payload, outcome: 'answered' } },
        proposedNextAction: null,
      },
    });
    const onClose = vi.fn<() => void>();
    renderPage(<CallLogDialog contactId={12} name="Anna Verdi" onClose={onClose} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Risposto' }));
    fireEvent.change(screen.getByLabelText('Nota della chiamata'), { target: { value: 'Vuole vendere in primavera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registra chiamata' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText(/Ti proponiamo/)).toBeNull();
  });
});
