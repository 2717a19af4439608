import { Suspense, useEffect, useRef } from 'react';
import type { ValuationPageResponse } from '@valuta/shared/valuation';
import type { ValuationRangeData, ChatButton } from '@valuta/shared/chat';
import { APPOINTMENT_REDIRECT_MS } from '@valuta/shared/limits';
import { ChatLog } from './ChatLog';
import { Composer } from './Composer';
import { ProgressPanel } from './ProgressPanel';
import { isInputDisabled } from './chat-messages';
import { chatProgress } from './chat-state';
import { AppointmentForm, ContactForm, preloadChatParts } from './lazy-parts';
import { useAfterEstimateChat } from './use-after-estimate-chat';
import { useCountdownRedirect } from './use-countdown-redirect';
import styles from './Chat.module.css';

interface AfterEstimateChatProps {
  valuation: ValuationPageResponse;
  rangeData: ValuationRangeData;
  className?: string;
}

/** Amelia's conversation below the range: towards a free consultation, then home 6 s after the appointment is saved. */
export function AfterEstimateChat({ valuation, rangeData, className = '' }: AfterEstimateChatProps) {
  const chat = useAfterEstimateChat(valuation, rangeData);
  const { state } = chat;
  const seconds = useCountdownRedirect(chat.redirecting, APPOINTMENT_REDIRECT_MS);
  const input = useRef<HTMLInputElement>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const interacted = useRef(false);
  const disabled = isInputDisabled({
    pending: state.pending,
    formOpen: state.contactFormOpen,
    processing: false,
    rateLimited: chat.rateLimited,
  });

  useEffect(() => {
    if (!disabled && interacted.current) input.current?.focus({ preventScroll: true });
  }, [disabled]);

  // The conversation here leads to a form within a few answers: fetch the forms while the owner reads.
  useEffect(preloadChatParts, []);

  const formShown = state.appointmentFormOpen ? 'appointment' : state.contactFormOpen ? 'contact' : '';
  useEffect(() => {
    if (formShown && interacted.current) formArea.current?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  }, [formShown]);

  const send = (text: string) => {
    interacted.current = true;
    return chat.sendMessage(text);
  };
  const press = (button: ChatButton) => {
    interacted.current = true;
    input.current?.focus({ preventScroll: true });
    void chat.select(button);
  };

  return (
    <div className={`${styles.window} ${className}`}>
      <ProgressPanel progress={chatProgress(state)} />
      <ChatLog messages={state.messages} buttonsDisabled={disabled} onButton={press} tailKey={`${formShown}:${chat.redirecting}`}>
        <div ref={formArea}>
          {state.appointmentFormOpen && (
            <div className={styles.formBubble}>
              <Suspense fallback={<p role="status">Caricamento del modulo...</p>}>
                <AppointmentForm phone={rangeData.userData.phone} preferredTime={state.preferredTime} onSubmit={chat.submitAppointment} />
              </Suspense>
            </div>
          )}
          {state.contactFormOpen && (
            <div className={styles.formBubble}>
              <Suspense fallback={<p role="status">Caricamento del modulo...</p>}>
                <ContactForm
                  title="I tuoi contatti"
                  intro="Controlla i tuoi recapiti: un consulente ti ricontatterà entro 24 ore."
                  submitLabel="Invia"
                  defaults={{ name: rangeData.userData.name, email: rangeData.userData.email, phone: rangeData.userData.phone }}
                  onSubmit={chat.submitContact}
                />
              </Suspense>
            </div>
          )}
        </div>
        {chat.redirecting && (
          <p className={styles.redirectNote} role="status">
            Tra {seconds} {seconds === 1 ? 'secondo' : 'secondi'} tornerai alla home page.
          </p>
        )}
      </ChatLog>
      {!state.appointmentSaved && (
        <Composer ref={input} placeholder="Scrivi un messaggio..." disabled={disabled} lockSeconds={chat.lockSeconds} onSend={send} />
      )}
    </div>
  );
}
