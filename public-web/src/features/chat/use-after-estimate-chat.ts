/**
 * The conversation below the range on /thank-you-range: the valuation message, then Amelia aims at a free
 * consultation, through the model when the server has one or through the scripted conversation, which also
 * takes over when the model fails. Her markers and recommendations open the appointment or contact form
 * (after-estimate-conversation.ts). The tab keeps the conversation, so a reload shows it as it was.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { START_TOKENS } from '@valuta/shared/chat';
import { toContactData } from '@valuta/shared/leads';
import type { ValuationPageResponse } from '@valuta/shared/valuation';
import type { ValuationRangeData, ChatButton } from '@valuta/shared/chat';
import { errorMessageOf, isRateLimitError } from '@valuta/shared/http-client';
import type { AppointmentForm } from '@valuta/shared/appointments';
import type { ChatContactForm } from '@valuta/shared/leads';
import { showToast } from '../../components/toast';
import * as api from '../../lib/api';
import { trackPixel } from '../../lib/pixel';
import {
  AFTER_ESTIMATE_TEXTS,
  afterModelReply,
  afterScriptTurn,
  appointmentThanks,
  newConversation,
  readModelReply,
  restoredConversation,
  scriptQuestion,
  type AfterEstimateConversation,
  type StoredAfterEstimate,
} from './after-estimate-conversation';
import { CHAT_ERRORS, failedNotice } from './chat-errors';
import { assistantMessage, conversationFor, userMessage } from './chat-messages';
import type { ChatState } from './chat-state';
import { chatStorage } from './chat-storage';
import { useChatState } from './use-chat-state';
import { useLatestState } from './use-latest-state';

type AfterEstimateState = ChatState & AfterEstimateConversation;

export function useAfterEstimateChat(valuation: ValuationPageResponse, rangeData: ValuationRangeData) {
  const valuationId = valuation.valuationId;
  const [restored] = useState(() => restoredConversation(chatStorage.afterEstimate<StoredAfterEstimate>(valuationId)));
  const [{ messages: firstMessages, ...firstConversation }] = useState(() => restored ?? newConversation(valuation));
  const chat = useChatState(() => firstMessages);
  const { ask, report, dispatch, current: currentChat } = chat;
  const [conversation, updateConversation, currentConversation] = useLatestState<AfterEstimateConversation>(() => firstConversation);
  const [justSaved, setJustSaved] = useState(false);
  const started = useRef(false);

  const messages = chat.state.messages;
  useEffect(() => {
    const stored: StoredAfterEstimate = { ...conversation, messages: messages.filter((message) => !message.loading) };
    chatStorage.setAfterEstimate(valuationId, stored);
  }, [conversation, messages, valuationId]);

  const say = useCallback((text: string) => dispatch({ type: 'said', message: assistantMessage(text) }), [dispatch]);

  const startScript = useCallback(async () => {
    const outcome = await ask(null, () => api.continueScriptedChat(valuationId, START_TOKENS[1]));
    if (outcome.ok) {
      dispatch({ type: 'said', message: scriptQuestion(outcome.value) });
      updateConversation((latest) => afterScriptTurn(latest, outcome.value));
      return;
    }
    if (isRateLimitError(outcome.error)) report(outcome.error, failedNotice(CHAT_ERRORS.message));
    say(AFTER_ESTIMATE_TEXTS.followUp);
  }, [ask, dispatch, report, say, updateConversation, valuationId]);

  const fallBackToScript = useCallback(async () => {
    showToast({ title: CHAT_ERRORS.communication, variant: 'destructive' });
    updateConversation((latest) => ({ ...latest, mode: 'script' }));
    say(AFTER_ESTIMATE_TEXTS.apology);
    await startScript();
  }, [say, startScript, updateConversation]);

  /** One exchange with the model; `text` null sends the start token. Resolves false when the text was not delivered. */
  const askModel = useCallback(
    async (text: string | null): Promise<boolean> => {
      const conversationSoFar = conversationFor(currentChat().messages);
      const sent = text === null ? null : userMessage(text);
      const outcome = await ask(sent, () =>
        api.askAssistantModel({
          valuationId,
          userMessage: text ?? START_TOKENS[0],
          isStartToken: text === null,
          conversation: conversationSoFar,
          propertyData: valuation.propertyData,
          valuationResult: { estimatedValue: valuation.estimatedValue, minValue: valuation.minValue, maxValue: valuation.maxValue },
        }),
      );
      if (!outcome.ok) {
        if (!isRateLimitError(outcome.error)) {
          await fallBackToScript();
          return true;
        }
        if (sent) dispatch({ type: 'withdrawn', messageId: sent.id });
        report(outcome.error, failedNotice(CHAT_ERRORS.communication));
        return false;
      }
      const reply = readModelReply(outcome.value);
      if (reply.text) say(reply.text);
      updateConversation((latest) => afterModelReply(latest, reply));
      return true;
    },
    [ask, currentChat, dispatch, fallBackToScript, report, say, updateConversation, valuation, valuationId],
  );

  const askScript = useCallback(
    async (text: string): Promise<boolean> => {
      const sent = userMessage(text);
      const outcome = await ask(sent, () => api.continueScriptedChat(valuationId, text));
      if (!outcome.ok) {
        dispatch({ type: 'withdrawn', messageId: sent.id });
        report(outcome.error, failedNotice(CHAT_ERRORS.message));
        return false;
      }
      dispatch({ type: 'said', message: scriptQuestion(outcome.value) });
      updateConversation((latest) => afterScriptTurn(latest, outcome.value));
      return true;
    },
    [ask, dispatch, report, updateConversation, valuationId],
  );

  useEffect(() => {
    if (started.current || restored) return;
    started.current = true;
    if (currentConversation().mode === 'model') void askModel(null);
    else void startScript();
  }, [askModel, currentConversation, restored, startScript]);

  const sendMessage = useCallback(
    async (text: string): Promise<boolean> => {
      if (currentChat().pending) return false;
      return currentConversation().mode === 'model' ? askModel(text) : askScript(text);
    },
    [askModel, askScript, currentChat, currentConversation],
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
        report(error, { title: CHAT_ERRORS.appointment });
        return;
      }
      trackPixel('schedule');
      const name = valuation.userData.name ?? rangeData.userData.name;
      updateConversation((latest) => ({ ...latest, appointmentFormOpen: false, appointmentSaved: true, preferredTime: form.preferredTime }));
      say(appointmentThanks(name, form.phone, form.preferredTime));
      setJustSaved(true);
    },
    [rangeData.userData, report, say, updateConversation, valuation.userData.name, valuationId],
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
      updateConversation((latest) => ({ ...latest, contactFormOpen: false }));
      say(AFTER_ESTIMATE_TEXTS.contactUpdated);
    },
    [rangeData, say, updateConversation, valuationId],
  );

  const state: AfterEstimateState = { ...chat.state, ...conversation };
  return {
    state,
    rateLimited: chat.rateLimited,
    lockSeconds: chat.lockSeconds,
    /** True once the appointment was saved during this visit: the page goes home after 6 seconds. */
    redirecting: justSaved,
    sendMessage,
    select,
    submitAppointment,
    submitContact,
  };
}
