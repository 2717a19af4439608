/**
 * The valuation chat's own state, beside the messages of chat-state.ts: which valuation, the phase the server
 * reports, the data collected so far, which form is open. The server asks the questions; these pure functions
 * read its answers (ChatTurnResponse, ChatSessionResponse) into what the page shows.
 */
import { CHAT_OPENING } from '@valuta/shared/chat';
import type { ChatSessionResponse, ChatPhase, ChatTurnResponse } from '@valuta/shared/chat';
import type { PropertyData } from '@valuta/shared/valuation';
import { assistantMessage, fromTranscript, progressWith, type ChatMessage, type Progress } from './chat-messages';
import type { ChatInProgress } from './chat-storage';

export interface ValuationConversation {
  status: 'starting' | 'ready' | 'failed';
  valuationId: string | null;
  phase: ChatPhase;
  propertyData: PropertyData;
  /** The data are complete: the contact form takes the input's place. */
  contactFormOpen: boolean;
  /** An unsupported-town request was sent: the thank-you overlay shows. */
  requestSent: boolean;
  /** The progress bar as the server computes it; null until it says. */
  progress: number | null;
}

export const STARTING_CONVERSATION: ValuationConversation = {
  status: 'starting',
  valuationId: null,
  phase: 'collecting_data',
  propertyData: {},
  contactFormOpen: false,
  requestSent: false,
  progress: null,
};

export const UNSUPPORTED_SUCCESS = {
  title: 'Richiesta inviata',
  description: 'Ti contatteremo non appena sarà possibile valutare immobili nella tua città.',
} as const;

/** The failures of the unsupported-town forms: the server refused, or no answer came. */
export const UNSUPPORTED_ERRORS = {
  failedResponse: 'Non è stato possibile inviare la richiesta. Riprova più tardi.',
  exception: "Si è verificato un errore durante l'invio del form. Riprova più tardi.",
} as const;

/** Shown when the lead is stored but the estimate could not be computed. */
export const VALUATION_PROBLEM_MESSAGE =
  'Si è verificato un piccolo problema tecnico nel calcolo della valutazione: un nostro consulente ti richiamerà al più presto.';

const OPENING_ID = 'opening';

/** Amelia's first words, shown with the page while the conversation is being created. */
export function openingMessage(): ChatMessage {
  return { ...assistantMessage(CHAT_OPENING), id: OPENING_ID };
}

/**
 * The valuation a visit resumes, if any: the one in progress in this tab, unless the address names another
 * town (the home page's form starts a new valuation; a reload of the same address resumes).
 */
export function resumableValuation(stored: ChatInProgress | null, city: string | null): string | null {
  if (!stored) return null;
  const sameTown = (stored.city ?? '').trim().toLocaleLowerCase('it') === (city ?? '').trim().toLocaleLowerCase('it');
  return !city || sameTown ? stored.valuationId : null;
}

function phaseOf(turn: Pick<ChatTurnResponse, 'unsupportedCity' | 'currentStep'>): ChatPhase {
  return turn.unsupportedCity ? 'unsupported_city' : turn.currentStep;
}

/** Amelia's next question, with its answer buttons and the address to confirm. */
export function questionOf(turn: ChatTurnResponse): ChatMessage {
  return assistantMessage(turn.nextQuestion, {
    buttons: turn.buttons,
    ...(turn.options?.length ? { options: turn.options } : {}),
    addressConfirmation: turn.addressConfirmation ?? null,
  });
}

/**
 * The first question of a new conversation. When it says what the page already shows, it stays the same
 * element, so the opening painted with the HTML does not flash.
 */
export function firstQuestion(shown: readonly ChatMessage[], turn: ChatTurnResponse): ChatMessage {
  const question = questionOf(turn);
  const opening = shown.find((message) => message.id === OPENING_ID);
  return opening && opening.content === question.content ? { ...question, id: OPENING_ID } : question;
}

export function conversationAfter(conversation: ValuationConversation, turn: ChatTurnResponse): ValuationConversation {
  const phase = phaseOf(turn);
  return {
    ...conversation,
    status: 'ready',
    valuationId: turn.valuationId || conversation.valuationId,
    phase,
    propertyData: turn.propertyData ?? conversation.propertyData,
    contactFormOpen: turn.complete && phase !== 'unsupported_city',
    progress: turn.progress ?? conversation.progress,
  };
}

/** The messages of a resumed conversation; the last question gets back its buttons and address card. */
export function resumedMessages(session: ChatSessionResponse): ChatMessage[] {
  const messages = session.messages.map(fromTranscript);
  const last = messages.at(-1);
  if (last?.type === 'assistant') {
    messages[messages.length - 1] = {
      ...last,
      buttons: last.buttons?.length ? last.buttons : session.buttons,
      options: last.options?.length ? last.options : session.options,
      addressConfirmation: last.addressConfirmation ?? session.addressConfirmation ?? null,
    };
  }
  return messages;
}

export function resumedConversation(session: ChatSessionResponse): ValuationConversation {
  const phase = phaseOf(session);
  return {
    ...STARTING_CONVERSATION,
    status: 'ready',
    valuationId: session.valuationId,
    phase,
    propertyData: session.propertyData ?? {},
    contactFormOpen: session.complete && phase !== 'unsupported_city',
    progress: session.progress ?? null,
  };
}

/**
 * The valuation chat's progress panel: the server's figure while the data are collected (progressWith). The path
 * of a comune without online valuations ends with the request rather than an estimate, so the bar is complete
 * once the request is sent instead of standing still under the thank-you.
 */
export function conversationProgress(
  conversation: Pick<ValuationConversation, 'phase' | 'requestSent' | 'progress'>,
  messages: readonly ChatMessage[],
  calculating: boolean,
): Progress {
  if (conversation.phase === 'unsupported_city' && conversation.requestSent) return { title: 'Richiesta inviata ✓', percent: 100 };
  return progressWith(conversation.progress, messages, calculating);
}
