/**
 * The conversation after the estimate, below the range on /thank-you-range (public spec §4, issue 4): the
 * valuation message, then Amelia aims at a free consultation, with the model when the server has one
 * (POST /api/chat-gpt) or with the scripted conversation (POST /api/chat/post-valuation), which is also the
 * fallback when the model fails. Markers and recommendations open the appointment or contact form.
 * The conversation is kept in session storage, so a reload shows it as it was.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { START_TOKENS, readMarkers } from '@valuta/shared/chat-markers';
import { valuationMessage, type ChatGptResponse, type PostValuationResponse, type ValuationPageResponse, type ValuationRangeData } from '@valuta/shared/chat';
import { isRateLimitError, errorMessageOf } from '@valuta/shared/http-client';
import type { AppointmentForm } from '@valuta/shared/schemas/appointment';
import { toContactData } from '@valuta/shared/chat';
import type { ChatContactForm } from '@valuta/shared/schemas/chat-contact';
import { DEFAULT_TIME_SLOT, type TimeSlot } from '@valuta/shared/time-slots';
import type { ChatButton } from '@valuta/shared/valuation';
import { showToast } from '../../components/toast';
import { trackPixel } from '../../lib/pixel';
import * as api from '../../lib/api';
import { CHAT_ERRORS, RATE_LIMIT_DESCRIPTION, reportChatFailure } from './chat-errors';
import {
  assistantMessage,
  conversationFor,
  loadingMessage,
  userMessage,
  type ChatMessage,
} from './chat-messages';
import { chatStorage } from './chat-storage';
import { useRateLimitLock } from './use-rate-limit-lock';

export type AssistantChatMode = 'model' | 'script';

export interface AfterEstimateState {
  messages: ChatMessage[];
  mode: AssistantChatMode;
  appointmentFormOpen: boolean;
  preferredTime: TimeSlot;
  contactFormOpen: boolean;
  appointmentSaved: boolean;
}

export const AFTER_ESTIMATE_TEXTS = {
  /** Spec §4, §8: the model failed; the scripted conversation takes over. */
  apology: 'Mi scuso, sto avendo qualche problema tecnico. Proseguiamo comunque: ti faccio io qualche domanda.',
  /** Spec §8: the model answered nothing usable. */
  emptyReply: 'Mi scuso, non sono riuscita a formulare una risposta. Puoi ripetere la domanda in altre parole?',
  /** Spec §4: the follow-up question when even the script cannot be reached. */
  followUp: 'Posso chiederti cosa ti ha spinto a richiedere una valutazione oggi?',
  contactUpdated: 'Grazie! Ho aggiornato i tuoi recapiti: un nostro consulente ti contatterà entro 24 ore.',
} as const;

const SLOT_WORDS: Record<TimeSlot, string> = {
  mattina: 'in mattinata (9:00-13:00)',
  pomeriggio: 'nel pomeriggio (14:00-18:00)',
};

export function appointmentThanks(name: string | null | undefined, phone: string, slot: TimeSlot): string {
  const greeting = name ? `Grazie ${name}!` : 'Grazie!';
  return `${greeting} La tua richiesta di appuntamento è registrata: un nostro consulente ti chiamerà al ${phone} ${SLOT_WORDS[slot]}, entro 24 ore. A presto!`;
}

/** What a model reply shows and opens (spec §4): markers and the recommendation both open forms. */
export function readModelReply(reply: Partial<ChatGptResponse>) {
  const raw = reply.message ?? reply.response ?? '';
  const read = readMarkers(typeof raw === 'string' ? raw : '');
  const openAppointment = read.openForm || reply.recommendation === 'appointment';
  const openContact = read.openContactForm || reply.recommendation === 'contact_form';
  // A reply that shows nothing and opens nothing is no answer: the visitor gets an apology.
  const text = read.hidden ? (openAppointment || openContact ? null : AFTER_ESTIMATE_TEXTS.emptyReply) : read.text;
  return { text, openAppointment, openContact };
}

function initialState(valuation: ValuationPageResponse): AfterEstimateState {
  return {
    messages: [assistantMessage(valuationMessage(valuation))],
    mode: valuation.assistantMode,
    appointmentFormOpen: false,
    preferredTime: DEFAULT_TIME_SLOT,
    contactFormOpen: false,
    appointmentSaved: false,
  };
}

function restoredState(valuationId: string): AfterEstimateState | null {
  const stored = chatStorage.afterEstimate<AfterEstimateState>(valuationId);
  if (!stored || !Array.isArray(stored.messages)) return null;
  const messages = stored.messages.filter((message) => !message.loading);
  // Reloaded before Amelia's first answer: the conversation starts again.
  if (messages.length < 2) return null;
  return { ...stored, messages };
}

export function useAfterEstimateChat(valuation: ValuationPageResponse, rangeData: ValuationRangeData) {
  const valuationId = valuation.valuationId;
  const [restored] = useState(() => restoredState(valuationId));
  const [state, setState] = useState<AfterEstimateState>(() => restored ?? initialState(valuation));
  const [pending, setPending] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const pendingRef = useRef(false);
  const started = useRef(false);
  const { locked, secondsLeft, lock } = useRateLimitLock();

  const update = useCallback((change: (current: AfterEstimateState) => AfterEstimateState) => {
    setState((current) => {
      const next = change(current);
      stateRef.current = next;
      return next;
    });
  }, []);

  useEffect(() => {
    chatStorage.setAfterEstimate(valuationId, { ...state, messages: state.messages.filter((message) => !message.loading) });
  }, [state, valuationId]);

  /** Runs one request with a spinner bubble; the visitor's bubble (if any) goes if the request fails. */
  const withSpinner = useCallback(
    async <T>(sent: ChatMessage | null, call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> => {
      pendingRef.current = true;
      setPending(true);
      const waiting = loadingMessage();
      update((current) => ({ ...current, messages: [...current.messages, ...(sent ? [sent] : []), waiting] }));
      try {
        const value = await call();
        update((current) => ({ ...current, messages: current.messages.filter((message) => message.id !== waiting.id) }));
        return { ok: true, value };
      } catch (error) {
        update((current) => ({ ...current, messages: current.messages.filter((message) => message.id !== waiting.id) }));
        return { ok: false, error };
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
    },
    [update],
  );

  const applyScriptTurn = useCallback(
    (turn: PostValuationResponse) => {
      update((current) => ({
        ...current,
        messages: [...current.messages, assistantMessage(turn.nextQuestion, { buttons: turn.buttons, appointmentRequest: turn.appointmentRequest })],
        appointmentFormOpen: current.appointmentSaved ? false : current.appointmentFormOpen || turn.appointmentRequest,
        preferredTime: turn.preferredTime ?? current.preferredTime,
      }));
    },
    [update],
  );

  const startScript = useCallback(async () => {
    const result = await withSpinner(null, () => api.continueScriptedChat(valuationId, START_TOKENS[1]));
    if (result.ok) return applyScriptTurn(result.value);
    if (isRateLimitError(result.error)) reportChatFailure(result.error, CHAT_ERRORS.message, lock);
    update((current) => ({ ...current, messages: [...current.messages, assistantMessage(AFTER_ESTIMATE_TEXTS.followUp)] }));
  }, [applyScriptTurn, lock, update, valuationId, withSpinner]);

  const fallBackToScript = useCallback(async () => {
    showToast({ title: CHAT_ERRORS.communication, variant: 'destructive' });
    update((current) => ({ ...current, mode: 'script', messages: [...current.messages, assistantMessage(AFTER_ESTIMATE_TEXTS.apology)] }));
    await startScript();
  }, [startScript, update]);

  /** One exchange with the model; `text` null sends the start token. */
  const askModel = useCallback(
    async (text: string | null): Promise<boolean> => {
      const history = conversationFor(stateRef.current.messages);
      const sent = text === null ? null : userMessage(text);
      const result = await withSpinner(sent, () =>
        api.askAssistantModel({
          valuationId,
          userMessage: text ?? START_TOKENS[0],
          isStartToken: text === null,
          conversation: history,
          propertyData: valuation.propertyData,
          valuationResult: { estimatedValue: valuation.estimatedValue, minValue: valuation.minValue, maxValue: valuation.maxValue },
        }),
      );
      if (!result.ok) {
        if (isRateLimitError(result.error)) {
          if (sent) update((current) => ({ ...current, messages: current.messages.filter((message) => message.id !== sent.id) }));
          reportChatFailure(result.error, CHAT_ERRORS.communication, lock);
          return false;
        }
        await fallBackToScript();
        return true;
      }
      const reply = readModelReply(result.value);
      update((current) => ({
        ...current,
        messages: reply.text ? [...current.messages, assistantMessage(reply.text)] : current.messages,
        appointmentFormOpen: !current.appointmentSaved && (current.appointmentFormOpen || reply.openAppointment),
        contactFormOpen: current.contactFormOpen || reply.openContact,
      }));
      return true;
    },
    [fallBackToScript, lock, update, valuation, valuationId, withSpinner],
  );

  const askScript = useCallback(
    async (text: string): Promise<boolean> => {
      const sent = userMessage(text);
      const result = await withSpinner(sent, () => api.continueScriptedChat(valuationId, text));
      if (result.ok) {
        applyScriptTurn(result.value);
        return true;
      }
      update((current) => ({ ...current, messages: current.messages.filter((message) => message.id !== sent.id) }));
      reportChatFailure(result.error, CHAT_ERRORS.message, lock);
      return false;
    },
    [applyScriptTurn, lock, update, valuationId, withSpinner],
  );

  useEffect(() => {
    if (started.current || restored) return;
    started.current = true;
    if (stateRef.current.mode === 'model') void askModel(null);
    else void startScript();
  }, [askModel, restored, startScript]);

  const sendMessage = useCallback(
    async (text: string): Promise<boolean> => {
      if (pendingRef.current) return false;
      return stateRef.current.mode === 'model' ? askModel(text) : askScript(text);
    },
    [askModel, askScript],
  );

  // A button's label is sent as the answer: the script understands free Italian, and the agency reads the
  // same words in the transcript that the visitor saw.
  const select = useCallback((button: ChatButton) => sendMessage(button.label), [sendMessage]);

  const submitAppointment = useCallback(
    async (form: AppointmentForm) => {
      try {
        await api.saveAppointment({
          valuation_id: valuationId,
          user_id: rangeData.userData.id,
          phone: form.phone,
          preferred_time: form.preferredTime,
          whatsapp_ok: form.whatsappOk,
          accetto_privacy: form.privacy,
          consenso_email: form.consenso_email,
          consenso_whatsapp: form.consenso_whatsapp,
        });
      } catch (error) {
        if (isRateLimitError(error)) {
          showToast({ title: CHAT_ERRORS.rateLimit, description: RATE_LIMIT_DESCRIPTION, variant: 'destructive' });
          lock();
        } else showToast({ title: CHAT_ERRORS.appointment, variant: 'destructive' });
        return;
      }
      trackPixel('schedule');
      const name = valuation.userData.name ?? rangeData.userData.name;
      update((current) => ({
        ...current,
        appointmentFormOpen: false,
        appointmentSaved: true,
        preferredTime: form.preferredTime,
        messages: [...current.messages, assistantMessage(appointmentThanks(name, form.phone, form.preferredTime))],
      }));
      setJustSaved(true);
    },
    [lock, rangeData.userData, update, valuation.userData.name, valuationId],
  );

  const submitContact = useCallback(
    async (form: ChatContactForm) => {
      try {
        const answer = await api.saveChatContact(valuationId, toContactData(form));
        chatStorage.setRangeData({ ...rangeData, userData: answer.userData });
      } catch (error) {
        showToast({ title: 'Si è verificato un errore', description: errorMessageOf(error, 'Riprova più tardi'), variant: 'destructive' });
        return;
      }
      update((current) => ({
        ...current,
        contactFormOpen: false,
        messages: [...current.messages, assistantMessage(AFTER_ESTIMATE_TEXTS.contactUpdated)],
      }));
    },
    [rangeData, update, valuationId],
  );

  return {
    state,
    pending,
    rateLimited: locked,
    lockSeconds: secondsLeft,
    /** True once the appointment was saved during this visit: the page goes home after 6 seconds. */
    redirecting: justSaved,
    sendMessage,
    select,
    submitAppointment,
    submitContact,
  };
}
