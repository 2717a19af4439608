import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { specialInputFor } from '@valuta/shared/chat';
import { pageTitle } from '@valuta/shared/page-meta';
import { RESULT_PATH } from '@valuta/shared/public-routes';
import type { ChatButton } from '@valuta/shared/chat';
import { Dialog } from '../../components/Dialog';
import { ChatLog } from '../../features/chat/ChatLog';
import { Composer } from '../../features/chat/Composer';
import { ProgressPanel } from '../../features/chat/ProgressPanel';
import { ThankYouOverlay } from '../../features/chat/ThankYouOverlay';
import { activeOptions, isInputDisabled, lastAssistantQuestion } from '../../features/chat/chat-messages';
import { ContactForm, SpecialInput, UnsupportedCityForm, UnsupportedTownForm, preloadChatParts } from '../../features/chat/lazy-parts';
import chatStyles from '../../features/chat/Chat.module.css';
import { useValuationChat } from '../../features/chat/use-valuation-chat';
import { conversationProgress } from '../../features/chat/valuation-conversation';
import { brand } from '../../lib/brand';
import { useSiteNavigate } from '../../lib/site-navigation';
import styles from './ChatPage.module.css';

/** Moves the focus into a form that has just opened, once the visitor is using the chat. */
function useFocusFirstField(open: boolean, enabled: boolean) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open && enabled) container.current?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, [open, enabled]);
  return container;
}

function FormLoading() {
  return <p role="status">Caricamento del modulo...</p>;
}

/** The town typed on the home page (?city=), read where the page runs: the server renders the page without it. */
function cityOfAddress(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('city')?.trim() || null;
}

/**
 * The valuation chat with Amelia (/valutazione-range), the island of its page: it knows no router. The
 * conversation itself is use-valuation-chat.ts.
 */
export function ValuationChat() {
  const navigate = useSiteNavigate();
  // The town typed on the home page, sent as the first answer (a reload of the same address resumes instead).
  const [initialCity] = useState(cityOfAddress);

  useEffect(() => {
    document.title = pageTitle('Valutazione Immobiliare', brand.agencyName);
  }, []);

  const onResultReady = useCallback(() => navigate(RESULT_PATH), [navigate]);
  const chat = useValuationChat({ initialCity, onResultReady });
  const { state } = chat;
  const [townDialogOpen, setTownDialogOpen] = useState(false);

  const input = useRef<HTMLInputElement>(null);
  // Whether the visitor has answered yet: until then (a resumed conversation, a town typed on the home page)
  // the focus is left where the page put it.
  const [interacted, setInteracted] = useState(false);
  const unsupported = state.phase === 'unsupported_city';
  const showComposer = state.status !== 'failed' && state.phase === 'collecting_data' && !state.contactFormOpen;
  const disabled = isInputDisabled({
    pending: state.pending || state.status === 'starting',
    formOpen: state.contactFormOpen,
    processing: state.phase === 'processing',
    rateLimited: chat.rateLimited,
  });
  const question = lastAssistantQuestion(state.messages);
  const special = showComposer ? specialInputFor(question) : null;

  // Focus stays on the input: back to it after every answer, once the visitor has started answering.
  useEffect(() => {
    if (!disabled && interacted) input.current?.focus({ preventScroll: true });
  }, [disabled, interacted]);

  const contactForm = useFocusFirstField(state.contactFormOpen, interacted);
  const requestForm = useFocusFirstField(unsupported && !state.requestSent, interacted);

  // The forms and special inputs are fetched once the visitor answers, or as soon as one is needed (a
  // resumed conversation, a town typed on the home page).
  useEffect(() => {
    if (special || state.contactFormOpen || unsupported) preloadChatParts();
  }, [special, state.contactFormOpen, unsupported]);

  const send = (text: string) => {
    setInteracted(true);
    preloadChatParts();
    return chat.sendMessage(text);
  };
  const press = (button: ChatButton) => {
    setInteracted(true);
    preloadChatParts();
    input.current?.focus({ preventScroll: true });
    void chat.select(button);
  };
  const town = state.propertyData.town ?? state.propertyData.city ?? '';

  return (
    <section className={styles.page} aria-labelledby="chat-title">
      <header className={styles.head}>
        <h1 id="chat-title">Valutazione Immobiliare</h1>
        <p>Scopri il valore del tuo immobile in pochi passaggi</p>
      </header>

      <div className={`${chatStyles.window} ${styles.window}`}>
        <ProgressPanel progress={conversationProgress(state, state.messages, state.calculating)} />
        <ChatLog
          messages={state.messages}
          buttonsDisabled={disabled}
          onButton={press}
          tailKey={state.contactFormOpen ? 'contact' : unsupported ? 'unsupported' : state.status}
        >
          {state.status === 'failed' && (
            <div className={chatStyles.retry}>
              <p>Non è stato possibile avviare la chat.</p>
              <button type="button" className="button button-dark" onClick={chat.retryStart}>
                Riprova
              </button>
            </div>
          )}
          {state.contactFormOpen && (
            <div ref={contactForm} className={chatStyles.formBubble}>
              <Suspense fallback={<FormLoading />}>
                <ContactForm onSubmit={chat.submitContact} />
              </Suspense>
            </div>
          )}
          {unsupported && !state.requestSent && (
            <div ref={requestForm} className={chatStyles.formBubble}>
              <Suspense fallback={<FormLoading />}>
                <UnsupportedCityForm city={town} onSubmit={chat.submitCityRequest} />
              </Suspense>
              <p className={styles.alternative}>
                Preferisci che ti richiamiamo noi?{' '}
                <button type="button" className="link-button" onClick={() => setTownDialogOpen(true)}>
                  Lascia solo nome e telefono
                </button>
              </p>
            </div>
          )}
        </ChatLog>

        {showComposer && special && (
          <Suspense fallback={null}>
            <SpecialInput
              key={`${special}:${question}`}
              kind={special}
              disabled={disabled}
              onConfirm={(answer) => {
                void send(answer);
              }}
            />
          </Suspense>
        )}
        {showComposer && (
          <Composer
            ref={input}
            placeholder="Scrivi qui la tua risposta..."
            disabled={disabled}
            lockSeconds={chat.lockSeconds}
            onSend={send}
            suggestions={activeOptions(state.messages)}
            onPick={press}
          />
        )}
      </div>

      <Dialog title="Ti richiamiamo noi" open={townDialogOpen} onClose={() => setTownDialogOpen(false)}>
        <Suspense fallback={<FormLoading />}>
          <UnsupportedTownForm
            town={town}
            onSubmit={async (contact) => {
              if (await chat.submitTownContact(contact)) setTownDialogOpen(false);
            }}
          />
        </Suspense>
      </Dialog>

      {state.requestSent && <ThankYouOverlay />}
    </section>
  );
}
