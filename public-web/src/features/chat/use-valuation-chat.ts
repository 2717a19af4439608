/**
 * The data-collection conversation of /valutazione-range (public spec §2, §4, §7, §8): start or resume a
 * session, send text and button answers, follow the server's phase, and hand over to the contact form, the
 * unsupported-town request or the result page. The server drives the questions; this hook only renders
 * what it answers and keeps the input rules.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatSessionResponse, ContactSaveResponse } from '@valuta/shared/chat';
import { errorMessageOf, HttpError, isRateLimitError } from '@valuta/shared/http-client';
import { CHAT_OPENING, toContactData } from '@valuta/shared/chat';
import type { ChatContactForm } from '@valuta/shared/schemas/chat-contact';
import type { UnsupportedCityRequest, UnsupportedTownContact } from '@valuta/shared/schemas/unsupported-city';
import type { ChatButton, ChatPhase, ChatTurnResponse, PropertyData } from '@valuta/shared/valuation';
import { showToast } from '../../components/toast';
import { trackPixel } from '../../lib/pixel';
import * as api from '../../lib/api';
import { CHAT_ERRORS, RATE_LIMIT_DESCRIPTION, reportChatFailure } from './chat-errors';
import { assistantMessage, fromTranscript, loadingMessage, userMessage, type ChatMessage } from './chat-messages';
import { chatStorage } from './chat-storage';
import { useRateLimitLock } from './use-rate-limit-lock';

export interface ValuationChatState {
  status: 'starting' | 'ready' | 'failed';
  valuationId: string | null;
  messages: ChatMessage[];
  phase: ChatPhase;
  propertyData: PropertyData;
  contactFormOpen: boolean;
  pending: boolean;
  /** The contact form was sent and the estimate is being computed. */
  calculating: boolean;
  /** An unsupported-town request was sent: the thank-you overlay shows. */
  requestSent: boolean;
}

const OPENING_ID = 'opening';

/** Amelia's first words, shown with the page while the conversation is being created. */
function openingMessage(): ChatMessage {
  return { ...assistantMessage(CHAT_OPENING), id: OPENING_ID };
}

const INITIAL_STATE: ValuationChatState = {
  status: 'starting',
  valuationId: null,
  messages: [],
  phase: 'collecting_data',
  propertyData: {},
  contactFormOpen: false,
  pending: false,
  calculating: false,
  requestSent: false,
};

export const UNSUPPORTED_SUCCESS = {
  title: 'Richiesta inviata',
  description: 'Ti contatteremo non appena sarà possibile valutare immobili nella tua città.',
} as const;

/** Spec §8: the unsupported-town forms' failures. */
export const UNSUPPORTED_ERRORS = {
  failedResponse: 'Non è stato possibile inviare la richiesta. Riprova più tardi.',
  exception: "Si è verificato un errore durante l'invio del form. Riprova più tardi.",
} as const;

export const VALUATION_PROBLEM_MESSAGE =
  'Si è verificato un piccolo problema tecnico nel calcolo della valutazione: un nostro consulente ti richiamerà al più presto.';

function sameTown(a: string | null, b: string): boolean {
  return (a ?? '').trim().toLocaleLowerCase('it') === b.trim().toLocaleLowerCase('it');
}

function phaseOf(turn: Pick<ChatTurnResponse, 'unsupportedCity' | 'currentStep'>): ChatPhase {
  return turn.unsupportedCity ? 'unsupported_city' : turn.currentStep;
}

function applyTurn(state: ValuationChatState, turn: ChatTurnResponse): ValuationChatState {
  const phase = phaseOf(turn);
  return {
    ...state,
    status: 'ready',
    pending: false,
    valuationId: turn.valuationId || state.valuationId,
    messages: [
      ...state.messages,
      assistantMessage(turn.nextQuestion, { buttons: turn.buttons, addressConfirmation: turn.addressConfirmation ?? null }),
    ],
    phase,
    propertyData: turn.propertyData ?? state.propertyData,
    contactFormOpen: turn.complete && phase !== 'unsupported_city',
  };
}

function resumedState(session: ChatSessionResponse): ValuationChatState {
  const messages = session.messages.map(fromTranscript);
  const last = messages.at(-1);
  if (last?.type === 'assistant') {
    last.buttons = last.buttons?.length ? last.buttons : session.buttons;
    last.addressConfirmation = last.addressConfirmation ?? session.addressConfirmation ?? null;
  }
  const phase = phaseOf(session);
  return {
    ...INITIAL_STATE,
    status: 'ready',
    valuationId: session.valuationId,
    messages,
    phase,
    propertyData: session.propertyData ?? {},
    contactFormOpen: session.complete && phase !== 'unsupported_city',
  };
}

interface Options {
  /** The town typed on the home page: sent as the first answer once the session exists (spec §2). */
  initialCity: string | null;
  /** Called once the contact form is saved and the estimate exists. */
  onResultReady: () => void;
}

export function useValuationChat({ initialCity, onResultReady }: Options) {
  const [state, setState] = useState<ValuationChatState>({ ...INITIAL_STATE, messages: [openingMessage()] });
  const stateRef = useRef(state);
  stateRef.current = state;
  const pendingRef = useRef(false);
  const started = useRef(false);
  const { locked, secondsLeft, lock } = useRateLimitLock();

  const update = useCallback((change: (current: ValuationChatState) => ValuationChatState) => {
    setState((current) => {
      const next = change(current);
      stateRef.current = next;
      return next;
    });
  }, []);

  /** One turn: the visitor's bubble and a spinner, then Amelia's answer; on failure both go and a toast says why. */
  const exchange = useCallback(
    async (shown: string, call: (valuationId: string) => Promise<ChatTurnResponse>, failure: string): Promise<boolean> => {
      const valuationId = stateRef.current.valuationId;
      if (!valuationId) {
        showToast({ title: 'Errore', description: CHAT_ERRORS.notInitialised, variant: 'destructive' });
        return false;
      }
      if (pendingRef.current) return false;
      pendingRef.current = true;
      const sent = userMessage(shown);
      const waiting = loadingMessage();
      update((current) => ({ ...current, pending: true, messages: [...current.messages, sent, waiting] }));
      try {
        const turn = await call(valuationId);
        // The pixel's start checkout: the town is known for the first time (spec §1).
        if (!stateRef.current.propertyData.city && turn.propertyData?.city) trackPixel('start_checkout');
        update((current) => applyTurn({ ...current, messages: current.messages.filter((message) => message.id !== waiting.id) }, turn));
        return true;
      } catch (error) {
        update((current) => ({
          ...current,
          pending: false,
          messages: current.messages.filter((message) => message.id !== waiting.id && message.id !== sent.id),
        }));
        reportChatFailure(error, failure, lock);
        return false;
      } finally {
        pendingRef.current = false;
      }
    },
    [lock, update],
  );

  const begin = useCallback(
    async (city: string | null) => {
      const stored = chatStorage.inProgress();
      // A town in the address starts a new valuation, unless it is the one this conversation began with
      // (the page was reloaded).
      const resumeId = stored && (!city || sameTown(stored.city, city)) ? stored.valuationId : null;
      if (resumeId) {
        try {
          const session = await api.loadChatSession(resumeId);
          // A conversation whose contacts were saved is finished: a new visit starts a new valuation.
          if (!session.userData) {
            update(() => resumedState(session));
            return;
          }
        } catch {
          // Unknown or expired: start afresh.
        }
        chatStorage.setInProgress(null);
      }

      try {
        const turn = await api.startChat();
        chatStorage.setInProgress({ valuationId: turn.valuationId, city });
        update((current) => {
          const next = applyTurn({ ...INITIAL_STATE, valuationId: turn.valuationId }, turn);
          // The opening already on screen stays the same element when the server says the same words.
          const shown = current.messages.find((message) => message.id === OPENING_ID);
          if (shown && next.messages[0]?.content === shown.content) next.messages[0] = { ...next.messages[0], id: OPENING_ID };
          return next;
        });
      } catch (error) {
        update((current) => ({ ...current, status: 'failed', messages: [] }));
        reportChatFailure(error, CHAT_ERRORS.start, lock);
        return;
      }
      if (city) await exchange(city, (valuationId) => api.sendChatMessage(valuationId, city), CHAT_ERRORS.citySend);
    },
    [exchange, lock, update],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void begin(initialCity);
  }, [begin, initialCity]);

  const retryStart = useCallback(() => {
    update(() => ({ ...INITIAL_STATE, messages: [loadingMessage()] }));
    void begin(null);
  }, [begin, update]);

  const sendMessage = useCallback(
    (text: string) => exchange(text, (valuationId) => api.sendChatMessage(valuationId, text), CHAT_ERRORS.message),
    [exchange],
  );

  const select = useCallback(
    (button: ChatButton) => exchange(button.label, (valuationId) => api.selectChatOption(valuationId, button.value), CHAT_ERRORS.select),
    [exchange],
  );

  const submitContact = useCallback(
    async (form: ChatContactForm) => {
      const { valuationId, propertyData } = stateRef.current;
      if (!valuationId) {
        showToast({ title: 'Errore', description: CHAT_ERRORS.notInitialised, variant: 'destructive' });
        return;
      }
      update((current) => ({ ...current, calculating: true }));
      let answer: ContactSaveResponse;
      try {
        answer = await api.saveChatContact(valuationId, toContactData(form));
      } catch (error) {
        update((current) => ({ ...current, calculating: false }));
        if (isRateLimitError(error)) {
          showToast({ title: CHAT_ERRORS.rateLimit, description: RATE_LIMIT_DESCRIPTION, variant: 'destructive' });
          lock();
        } else {
          showToast({ title: 'Si è verificato un errore', description: errorMessageOf(error, 'Riprova più tardi'), variant: 'destructive' });
        }
        return;
      }
      chatStorage.setRangeData({ valuationId, propertyData: answer.valuation?.propertyData ?? propertyData, userData: answer.userData });
      chatStorage.setInProgress(null);
      if (!answer.valuation) {
        // The lead is stored; the estimate could not be computed, so a consultant calls back (spec §8).
        update((current) => ({
          ...current,
          calculating: false,
          contactFormOpen: false,
          phase: 'completed',
          messages: [...current.messages, assistantMessage(VALUATION_PROBLEM_MESSAGE)],
        }));
        showToast({ title: 'Errore', description: CHAT_ERRORS.valuation, variant: 'destructive' });
        return;
      }
      trackPixel('lead');
      trackPixel('purchase', { value: answer.valuation.estimatedValue, currency: 'EUR' });
      onResultReady();
    },
    [lock, onResultReady, update],
  );

  const finishUnsupported = useCallback(() => {
    showToast(UNSUPPORTED_SUCCESS);
    chatStorage.setInProgress(null);
    update((current) => ({ ...current, requestSent: true }));
  }, [update]);

  /** The application form of an unsupported town (POST /api/contact/unsupported-city-new). */
  const submitCityRequest = useCallback(
    async (request: UnsupportedCityRequest) => {
      try {
        await api.requestUnsupportedCityValuation(request);
      } catch (error) {
        reportChatFailure(error, UNSUPPORTED_ERRORS.exception, lock);
        return;
      }
      finishUnsupported();
    },
    [finishUnsupported, lock],
  );

  /** The simple form of the second dialog (POST /api/contact/unsupported-city). Resolves true when sent. */
  const submitTownContact = useCallback(
    async (contactData: UnsupportedTownContact): Promise<boolean> => {
      const valuationId = stateRef.current.valuationId ?? undefined;
      try {
        await api.askCallForUnsupportedTown({ valuationId, contactData });
      } catch (error) {
        const failedResponse = error instanceof HttpError && error.status > 0;
        reportChatFailure(error, failedResponse ? UNSUPPORTED_ERRORS.failedResponse : UNSUPPORTED_ERRORS.exception, lock);
        return false;
      }
      finishUnsupported();
      return true;
    },
    [finishUnsupported, lock],
  );

  return {
    state,
    rateLimited: locked,
    lockSeconds: secondsLeft,
    sendMessage,
    select,
    retryStart,
    submitContact,
    submitCityRequest,
    submitTownContact,
  };
}
