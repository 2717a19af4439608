import { forwardRef, useState, type FormEvent } from 'react';
import { MAX_CHAT_MESSAGE_LENGTH } from '@valuta/shared/limits';
import { searchNames } from '@valuta/shared/name-search';
import type { ChatButton } from '@valuta/shared/chat';
import { submitHandler } from '../../components/form/submit-handler';
import { canSend } from './chat-messages';
import styles from './Chat.module.css';

interface ComposerProps {
  placeholder: string;
  disabled: boolean;
  /** Seconds left of the rate-limit lock, 0 when not locked. */
  lockSeconds: number;
  /** Resolves false when the message could not be delivered: the text comes back into the box. */
  onSend: (text: string) => Promise<boolean>;
  /** Choices the type-ahead suggests as the visitor writes (the quartieri); a pick is sent as a pressed button. */
  suggestions?: readonly ChatButton[];
  onPick?: (button: ChatButton) => void;
}

/**
 * The free-text input with its send button and the privacy reassurance. While disabled the box is
 * read-only rather than `disabled`, so the focus stays in it between one answer and the next.
 */
export const Composer = forwardRef<HTMLInputElement, ComposerProps>(function Composer(
  { placeholder, disabled, lockSeconds, onSend, suggestions = [], onPick },
  ref,
) {
  const [text, setText] = useState('');
  const matches = suggestions.length && onPick && text.trim() ? searchNames(text, suggestions) : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSend(text, disabled)) return;
    const sent = text.trim();
    setText('');
    const delivered = await onSend(sent);
    if (!delivered) setText((current) => current || sent);
  }

  return (
    <div className={styles.composer}>
      {matches.length > 0 && (
        <div className={styles.suggestions} role="group" aria-label="Suggerimenti">
          {matches.map((button) => (
            <button
              key={button.value}
              type="button"
              className={styles.suggestion}
              disabled={disabled}
              onClick={() => {
                setText('');
                onPick?.(button);
              }}
            >
              {button.label}
            </button>
          ))}
        </div>
      )}
      <form className={styles.composerForm} onSubmit={submitHandler(submit)}>
        <label htmlFor="chat-input" className="visually-hidden">
          La tua risposta
        </label>
        <input
          id="chat-input"
          ref={ref}
          className={styles.composerInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          autoComplete="off"
          placeholder={suggestions.length ? 'Scrivi il nome del quartiere...' : placeholder}
          readOnly={disabled}
          aria-disabled={disabled || undefined}
          aria-describedby={lockSeconds > 0 ? 'chat-lock' : undefined}
        />
        <button type="submit" className={styles.sendButton} disabled={!canSend(text, disabled)} aria-label="Invia">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
            <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
          </svg>
        </button>
      </form>
      {lockSeconds > 0 && (
        <p id="chat-lock" className={styles.lock} role="status">
          Limite di richieste raggiunto: potrai scrivere di nuovo tra {lockSeconds} {lockSeconds === 1 ? 'secondo' : 'secondi'}.
        </p>
      )}
      <p className={styles.reassurance}>
        <svg className={styles.lockIcon} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="currentColor">
          <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z" />
        </svg>
        I tuoi dati sono al sicuro: li usiamo solo per la valutazione e per ricontattarti.{' '}
        <a href="/privacy" target="_blank" rel="noopener noreferrer">
          Informativa sulla privacy
        </a>
      </p>
    </div>
  );
});
