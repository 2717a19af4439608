/**
 * The chat's messages as the screen shows them, and the rules read from them: which
 * messages are visible, the progress panel's formula, the highlighted valuation message, the conversation
 * handed to the model. Pure functions, so the rules are tested without a browser.
 */
import { VALUATION_MESSAGE_TEXT, isHiddenMessage, readMarkers } from '@valuta/shared/chat';
import { PROGRESS_CAP_PERCENT, PROGRESS_MESSAGES_FOR_FULL } from '@valuta/shared/limits';
import type { AddressConfirmation, ChatButton, ChatTranscriptMessage } from '@valuta/shared/chat';

export interface ChatMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: string;
  /** An assistant bubble waiting for its answer: it shows a spinner. */
  loading?: boolean;
  buttons?: ChatButton[];
  /** Every choice of a long list (the quartieri), offered by the type-ahead as the visitor writes. */
  options?: ChatButton[];
  addressConfirmation?: AddressConfirmation | null;
  appointmentRequest?: boolean;
}

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `m${Date.now().toString(36)}-${sequence}`;
}

export function userMessage(content: string): ChatMessage {
  return { id: nextId(), type: 'user', content, timestamp: new Date().toISOString() };
}

export function assistantMessage(content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: nextId(), type: 'assistant', content, timestamp: new Date().toISOString(), ...extra };
}

export function loadingMessage(): ChatMessage {
  return assistantMessage('', { loading: true });
}

/** A stored message of GET /api/chat/:valuationId as the screen shows it. */
export function fromTranscript(message: ChatTranscriptMessage): ChatMessage {
  return {
    id: `t${message.id}`,
    type: message.type,
    content: message.content,
    timestamp: message.timestamp,
    buttons: message.buttons,
    options: message.options,
    addressConfirmation: message.addressConfirmation ?? null,
    appointmentRequest: message.appointmentRequest,
  };
}

/**
 * Start tokens and system lines are never shown; an assistant message made only of a marker is
 * hidden too (its markers are read where the reply arrives).
 */
function isVisible(message: ChatMessage): boolean {
  if (message.loading) return false;
  if (message.type === 'user') return !isHiddenMessage(message.content) && message.content.trim() !== '';
  return !readMarkers(message.content).hidden;
}

/** The messages the screen shows: no start tokens, no system lines, no marker-only replies. */
export function visibleMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((message) => message.loading || isVisible(message));
}

export function isValuationMessage(message: ChatMessage): boolean {
  return message.type === 'assistant' && message.content.includes(VALUATION_MESSAGE_TEXT);
}

export interface Progress {
  title: string;
  percent: number;
}

const PROGRESS_TITLES = {
  collecting: 'Inserimento dati',
  calculating: 'In corso',
  completed: 'Valutazione completata ✓',
} as const;

/** Width of the bar while the estimate is being computed ('In corso'). */
const CALCULATING_PERCENT = 80;

/**
 * The progress panel: visible messages / 10, at most 90%, until the valuation message is
 * posted; 'In corso' at 80% while the estimate is computed; 'Valutazione completata ✓' at 100% after.
 */
export function progressOf(messages: readonly ChatMessage[], calculating = false): Progress {
  const shown = messages.filter(isVisible);
  if (shown.some(isValuationMessage)) return { title: PROGRESS_TITLES.completed, percent: 100 };
  if (calculating) return { title: PROGRESS_TITLES.calculating, percent: CALCULATING_PERCENT };
  const percent = Math.min(Math.round((shown.length / PROGRESS_MESSAGES_FOR_FULL) * 100), PROGRESS_CAP_PERCENT);
  return { title: PROGRESS_TITLES.collecting, percent };
}

/** Coordinates on the address card: six decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

/** Answer buttons sit in one row when there are 3 or fewer, otherwise in a 2-column grid. */
export function buttonsLayout(count: number): 'row' | 'grid' {
  return count <= 3 ? 'row' : 'grid';
}

/** The answer buttons on screen: only those of the latest assistant message, and none while waiting. */
export function activeButtons(messages: readonly ChatMessage[]): { messageId: string; buttons: ChatButton[] } | null {
  const last = messages.at(-1);
  if (!last || last.type !== 'assistant' || last.loading || !last.buttons?.length) return null;
  return { messageId: last.id, buttons: last.buttons };
}

/** The last question Amelia asked, which chooses the specialised input. */
export function lastAssistantQuestion(messages: readonly ChatMessage[]): string | null {
  for (const message of [...messages].reverse()) {
    if (message.type === 'assistant' && !message.loading) return message.content;
    if (message.type === 'user') return null;
  }
  return null;
}

/** The turns sent to the model (POST /api/chat-gpt): what the visitor saw, newest 60 at most. */
const MAX_CONVERSATION_TURNS = 60;
export function conversationFor(messages: readonly ChatMessage[]): Array<{ role: 'user' | 'assistant'; content: string }> {
  return messages
    .filter(isVisible)
    .map((message) => ({
      role: message.type,
      content: message.type === 'assistant' ? readMarkers(message.content).text : message.content,
    }))
    .slice(-MAX_CONVERSATION_TURNS);
}

export interface InputState {
  pending: boolean;
  formOpen: boolean;
  processing: boolean;
  rateLimited: boolean;
}

/** The input is disabled while a request is pending, during a form, during processing, or under the rate limit. */
export function isInputDisabled(state: InputState): boolean {
  return state.pending || state.formOpen || state.processing || state.rateLimited;
}

/** Send is disabled when the trimmed text is empty or the input is disabled. */
export function canSend(text: string, disabled: boolean): boolean {
  return !disabled && text.trim().length > 0;
}

/** The type-ahead's choices: those of Amelia's latest question, while it waits for its answer. */
export function activeOptions(messages: readonly ChatMessage[]): ChatButton[] {
  const last = messages.at(-1);
  if (!last || last.type !== 'assistant' || last.loading) return [];
  return last.options ?? [];
}

/**
 * The bar while the data are collected: the server's figure, computed from the path the owner is on
 * (it never stands still and reaches 100% only with the estimate); the message count only when the
 * server sent none.
 */
export function progressWith(serverPercent: number | null, messages: readonly ChatMessage[], calculating = false): Progress {
  const progress = progressOf(messages, calculating);
  if (serverPercent === null || progress.title === PROGRESS_TITLES.completed) return progress;
  // While the estimate is computed the bar holds where the answers left it, if that is further.
  if (progress.title === PROGRESS_TITLES.calculating) return { ...progress, percent: Math.max(progress.percent, Math.round(serverPercent)) };
  return { ...progress, percent: Math.min(99, Math.max(0, Math.round(serverPercent))) };
}
