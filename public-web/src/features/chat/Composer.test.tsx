import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';
import { HttpError } from '@valuta/shared/http-client';
import { failedNotice } from './chat-errors';
import { useChatState } from './use-chat-state';

const send = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Invia' });
const box = () => screen.getByLabelText<HTMLInputElement>('La tua risposta');

describe('composer', () => {
  it('sends the trimmed text and empties the box; send is off for blank text', async () => {
    const onSend = vi.fn<(text: string) => Promise<boolean>>().mockResolvedValue(true);
    render(<Composer placeholder="Scrivi qui la tua risposta..." disabled={false} lockSeconds={0} onSend={onSend} />);
    expect(box().placeholder).toBe('Scrivi qui la tua risposta...');
    fireEvent.change(box(), { target: { value: '   ' } });
    expect(send().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: '  circa 90 mq ' } });
    await act(async () => fireEvent.submit(box()));
    expect(onSend).toHaveBeenCalledWith('circa 90 mq');
    expect(box().value).toBe('');
  });

  it('suggests quartieri from a few letters, misspelt or abbreviated, and sends the pick as a button', () => {
    const onPick = vi.fn<(button: { label: string; value: string }) => void>();
    const quartieri = ['Centro', 'San Salvario', 'San Secondo', 'Crocetta', 'San Paolo - Cenisia'].map((label) => ({ label, value: label }));
    render(
      <Composer
        placeholder="Scrivi qui la tua risposta..."
        disabled={false}
        lockSeconds={0}
        onSend={vi.fn<(text: string) => Promise<boolean>>()}
        suggestions={quartieri}
        onPick={onPick}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Suggerimenti' })).toBeNull();
    fireEvent.change(box(), { target: { value: 'san salv' } });
    expect(screen.getAllByRole('button', { name: /San / })[0]?.textContent).toBe('San Salvario');
    fireEvent.change(box(), { target: { value: 'borgo s paolo' } });
    fireEvent.click(screen.getByRole('button', { name: 'San Paolo - Cenisia' }));
    expect(onPick).toHaveBeenCalledWith({ label: 'San Paolo - Cenisia', value: 'San Paolo - Cenisia' });
    expect(box().value).toBe('');
    fireEvent.change(box(), { target: { value: 'crocceta' } });
    expect(screen.getByRole('button', { name: 'Crocetta' })).toBeTruthy();
  });

  it('puts the text back when it could not be delivered', async () => {
    const onSend = vi.fn<(text: string) => Promise<boolean>>().mockResolvedValue(false);
    render(<Composer placeholder="Scrivi un messaggio..." disabled={false} lockSeconds={0} onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'terzo piano' } });
    await act(async () => fireEvent.submit(box()));
    expect(box().value).toBe('terzo piano');
  });

  it('keeps the focus in a disabled box and refuses to send', async () => {
    const onSend = vi.fn<(text: string) => Promise<boolean>>();
    render(<Composer placeholder="Scrivi un messaggio..." disabled lockSeconds={0} onSend={onSend} />);
    box().focus();
    expect(box().readOnly).toBe(true);
    expect(box().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(box());
    fireEvent.submit(box());
    expect(onSend).not.toHaveBeenCalled();
  });
});

/** A composer under the chat's state, whose button reports a 429 as the API sends it. */
function LockedComposer() {
  const chat = useChatState(() => []);
  const tooMany = new HttpError(429, 'Too Many Requests', '{"error":"Troppe richieste","message":"Troppe richieste","code":"rate_limit_exceeded"}');
  return (
    <>
      <button type="button" onClick={() => chat.report(tooMany, failedNotice('Non inviato'))}>
        429
      </button>
      <Composer placeholder="Scrivi un messaggio..." disabled={chat.rateLimited} lockSeconds={chat.lockSeconds} onSend={async () => true} />
    </>
  );
}

describe('rate-limit lock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('locks the input for 20 seconds and says how long is left', () => {
    render(<LockedComposer />);
    fireEvent.click(screen.getByRole('button', { name: '429' }));
    expect(box().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Limite di richieste raggiunto: potrai scrivere di nuovo tra 20 secondi.');

    act(() => {
      vi.advanceTimersByTime(19_000);
    });
    expect(box().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('tra 1 secondo.');

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(box().getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
