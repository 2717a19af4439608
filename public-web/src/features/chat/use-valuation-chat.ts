/**
 * The data-collection conversation of /valutazione-range: start or resume a session, send typed and button
 * answers, follow the server's phase, and hand over to the contact form, the unsupported-town request or the
 * result page. The server asks the questions; this hook renders what it answers (valuation-conversation.ts)
 * and keeps the chat's rules (use-chat-state.ts).
 */
import { useCallback, useEffect, useRef } from 'react';
import { toContactData, type ContactSaveResponse, type ChatContactForm } from '@valuta/shared/leads';
import { errorMessageOf, HttpError } from '@valuta/shared/http-client';
import type { UnsupportedCityRequest, UnsupportedTownContact } from '@valuta/shared/unsupported-cities';
import type { ChatButton, ChatTurnResponse } from '@valuta/shared/chat';
import { showToast } from '../../components/toast';
import * as api from '../../lib/api';
import { trackPixel } from '../../lib/pixel';
import { CHAT_ERRORS, failedNotice } from './chat-errors';
import { assistantMessage, loadingMessage, userMessage } from './chat-messages';
import type { ChatState } from './chat-state';
import { chatStorage } from './chat-storage';
import { useChatState } from './use-chat-state';
import { useLatestState } from './use-latest-state';
import {
  STARTING_CONVERSATION,
  UNSUPPORTED_ERRORS,
  UNSUPPORTED_SUCCESS,
  VALUATION_PROBLEM_MESSAGE,
  conversationAfter,
  firstQuestion,
  openingMessage,
  questionOf,
  resumableValuation,
  resumedConversation,
  resumedMessages,
  type ValuationConversation,
} from './valuation-conversation';

type ValuationChatState = ChatState & ValuationConversation;

const notInitialised = () => showToast({ ...failedNotice(CHAT_ERRORS.notInitialised), variant: 'destructive' });

interface Options {
  /** The town typed on the home page: sent as the first answer once the session exists. */
  initialCity: string | null;
  /** Called once the contact form is saved and the estimate exists. */
  onResultReady: () => void;
}

export function useValuationChat({ initialCity, onResultReady }: Options) {
  const chat = useChatState(() => [openingMessage()]);
  const { ask, report, dispatch, current: currentChat } = chat;
  const [conversation, updateConversation, currentConversation] = useLatestState(() => STARTING_CONVERSATION);
  const started = useRef(false);

  /** One answer: the visitor's bubble, Amelia typing, then her next question; on failure the bubble goes. */
  const exchange = useCallback(
    async (shown: string, call: (valuationId: string) => Promise<ChatTurnResponse>, failure: string): Promise<boolean> => {
      const valuationId = currentConversation().valuationId;
      if (!valuationId) {
        notInitialised();
        return false;
      }
      if (currentChat().pending) return false;
      const sent = userMessage(shown);
      const outcome = await ask(sent, () => call(valuationId));
      if (!outcome.ok) {
        dispatch({ type: 'withdrawn', messageId: sent.id });
        report(outcome.error, failedNotice(failure));
        return false;
      }
      const turn = outcome.value;
      // The pixel's start checkout: the town is known for the first time.
      if (!currentConversation().propertyData.city && turn.propertyData?.city) trackPixel('start_checkout');
      dispatch({ type: 'said', message: questionOf(turn) });
      updateConversation((latest) => conversationAfter(latest, turn));
      return true;
    },
    [ask, currentChat, currentConversation, dispatch, report, updateConversation],
  );

  const begin = useCallback(
    async (city: string | null) => {
      const resumeId = resumableValuation(chatStorage.inProgress(), city);
      if (resumeId) {
        try {
          const session = await api.loadChatSession(resumeId);
          // A conversation whose contacts were saved is finished: a new visit starts a new valuation.
          if (!session.userData) {
            dispatch({ type: 'reset', messages: resumedMessages(session) });
            updateConversation(() => resumedConversation(session));
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
        dispatch({ type: 'reset', messages: [firstQuestion(currentChat().messages, turn)] });
        updateConversation(() => conversationAfter({ ...STARTING_CONVERSATION, valuationId: turn.valuationId }, turn));
      } catch (error) {
        dispatch({ type: 'reset', messages: [] });
        updateConversation((latest) => ({ ...latest, status: 'failed' }));
        report(error, failedNotice(CHAT_ERRORS.start));
        return;
      }
      if (city) await exchange(city, (valuationId) => api.sendChatMessage(valuationId, city), CHAT_ERRORS.citySend);
    },
    [currentChat, dispatch, exchange, report, updateConversation],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void begin(initialCity);
  }, [begin, initialCity]);

  const retryStart = useCallback(() => {
    dispatch({ type: 'reset', messages: [loadingMessage()] });
    updateConversation(() => STARTING_CONVERSATION);
    // The town typed on the home page is still the first answer after a failed start.
    void begin(initialCity);
  }, [begin, dispatch, initialCity, updateConversation]);

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
      const { valuationId, propertyData } = currentConversation();
      if (!valuationId) {
        notInitialised();
        return;
      }
      dispatch({ type: 'calculating', on: true });
      let answer: ContactSaveResponse;
      try {
        answer = await api.saveChatContact(valuationId, toContactData(form));
      } catch (error) {
        dispatch({ type: 'calculating', on: false });
        report(error, { title: 'Si è verificato un errore', description: errorMessageOf(error, 'Riprova più tardi') });
        return;
      }
      chatStorage.setRangeData({
        valuationId,
        propertyData: answer.valuation?.propertyData ?? propertyData,
        userData: answer.userData,
        estimateEmailed: answer.estimateEmailed,
      });
      chatStorage.setInProgress(null);
      if (!answer.valuation) {
        // The lead is stored; the estimate could not be computed, so a consultant calls back.
        dispatch({ type: 'calculating', on: false });
        dispatch({ type: 'said', message: assistantMessage(VALUATION_PROBLEM_MESSAGE) });
        updateConversation((latest) => ({ ...latest, contactFormOpen: false, phase: 'completed' }));
        showToast({ ...failedNotice(CHAT_ERRORS.valuation), variant: 'destructive' });
        return;
      }
      trackPixel('lead');
      trackPixel('purchase', { value: answer.valuation.estimatedValue, currency: 'EUR' });
      onResultReady();
    },
    [currentConversation, dispatch, onResultReady, report, updateConversation],
  );

  const finishUnsupported = useCallback(() => {
    showToast(UNSUPPORTED_SUCCESS);
    chatStorage.setInProgress(null);
    updateConversation((latest) => ({ ...latest, requestSent: true }));
  }, [updateConversation]);

  /** The application form of an unsupported town. */
  const submitCityRequest = useCallback(
    async (request: UnsupportedCityRequest) => {
      try {
        await api.requestUnsupportedCityValuation(request);
      } catch (error) {
        report(error, failedNotice(UNSUPPORTED_ERRORS.exception));
        return;
      }
      finishUnsupported();
    },
    [finishUnsupported, report],
  );

  /** The short form of the "call me back" dialog. Resolves true when sent. */
  const submitTownContact = useCallback(
    async (contactData: UnsupportedTownContact): Promise<boolean> => {
      const valuationId = currentConversation().valuationId ?? undefined;
      try {
        await api.askCallForUnsupportedTown({ valuationId, contactData });
      } catch (error) {
        const failedResponse = error instanceof HttpError && error.status > 0;
        report(error, failedNotice(failedResponse ? UNSUPPORTED_ERRORS.failedResponse : UNSUPPORTED_ERRORS.exception));
        return false;
      }
      finishUnsupported();
      return true;
    },
    [currentConversation, finishUnsupported, report],
  );

  const state: ValuationChatState = { ...chat.state, ...conversation };
  return {
    state,
    rateLimited: chat.rateLimited,
    lockSeconds: chat.lockSeconds,
    sendMessage,
    select,
    retryStart,
    submitContact,
    submitCityRequest,
    submitTownContact,
  };
}
