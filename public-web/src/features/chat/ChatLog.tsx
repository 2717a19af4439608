import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatButton } from '@valuta/shared/chat';
import { activeButtons, buttonsLayout, formatCoordinate, isValuationMessage, visibleMessages, type ChatMessage } from './chat-messages';
import styles from './Chat.module.css';

interface ChatLogProps {
  messages: readonly ChatMessage[];
  /** Answer buttons are pressable only when the chat accepts input. */
  buttonsDisabled: boolean;
  onButton: (button: ChatButton) => void;
  /** Forms that belong to the conversation (contact, appointment, request), shown after the messages. */
  children?: ReactNode;
  /** Names what `children` shows now ('contact', 'appointment', …): a change scrolls it into view. */
  tailKey?: string;
  label?: string;
}

function Spinner() {
  return (
    <span className={styles.typing}>
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className="visually-hidden">Amelia sta scrivendo…</span>
    </span>
  );
}

/**
 * The address and its coordinates. Where the geocoder knows only the comune, the coordinates are its centre and
 * the card says so: they are not where the home is.
 */
function AddressCard({ address }: { address: NonNullable<ChatMessage['addressConfirmation']> }) {
  return (
    <div className={styles.addressCard}>
      <p className={styles.addressTitle}>{address.formattedAddress}</p>
      <p className={styles.addressCoords}>
        {address.precision === 'comune' && <span>Centro del comune:</span>}
        <span>Lat {formatCoordinate(address.lat)}</span>
        <span>Lng {formatCoordinate(address.lng)}</span>
      </p>
    </div>
  );
}

function AnswerButtons({ buttons, disabled, onButton }: { buttons: ChatButton[]; disabled: boolean; onButton: (button: ChatButton) => void }) {
  return (
    <div className={buttonsLayout(buttons.length) === 'row' ? styles.buttonRow : styles.buttonGrid} role="group" aria-label="Risposte possibili">
      {buttons.map((button) => (
        <button
          key={`${button.value}-${button.label}`}
          type="button"
          className={styles.answerButton}
          disabled={disabled}
          onClick={() => onButton(button)}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The message history: a `role="log"` live region, so screen readers announce each new message, inside a
 * scroll area that follows the newest message. Only the latest question's buttons are live.
 */
export function ChatLog({ messages, buttonsDisabled, onButton, children, tailKey = '', label = 'Conversazione con Amelia' }: ChatLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const shown = visibleMessages(messages);
  const active = activeButtons(messages);
  const lastKey = `${shown.length}:${shown.at(-1)?.id}:${shown.at(-1)?.loading ? 1 : 0}`;

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (typeof element.scrollTo === 'function') element.scrollTo({ top: element.scrollHeight, behavior: reduced ? 'auto' : 'smooth' });
    else element.scrollTop = element.scrollHeight;
  }, [lastKey, tailKey]);

  return (
    // The scroll area is focusable so keyboard users can scroll the history.
    <div ref={scroller} className={styles.scroller} tabIndex={0} aria-label="Cronologia della conversazione">
      <div role="log" aria-label={label} className={styles.log}>
        {shown.map((message) => {
          const assistant = message.type === 'assistant';
          const highlighted = isValuationMessage(message);
          return (
            <div key={message.id} className={`${styles.message} ${assistant ? styles.fromAssistant : styles.fromUser}`} data-speaker={message.type}>
              {assistant && (
                <span className={styles.avatar} aria-hidden="true">
                  A
                </span>
              )}
              <div
                className={`${styles.bubble} ${highlighted ? styles.highlighted : ''} ${active?.messageId === message.id && buttonsLayout(active.buttons.length) === 'grid' ? styles.wide : ''}`}
                data-testid={highlighted ? 'valuation-message' : undefined}
              >
                <span className="visually-hidden">{assistant ? 'Amelia: ' : 'Tu: '}</span>
                {message.loading ? <Spinner /> : <p className={styles.text}>{message.content}</p>}
                {message.addressConfirmation && <AddressCard address={message.addressConfirmation} />}
                {active?.messageId === message.id && <AnswerButtons buttons={active.buttons} disabled={buttonsDisabled} onButton={onButton} />}
              </div>
            </div>
          );
        })}
      </div>
      {children}
    </div>
  );
}
