/**
 * What every conversation with Amelia has on screen, as a pure reducer: the messages, whether she is typing
 * (a request is out), whether the estimate is being computed, and the lock after a rate limit. The two
 * conversations (use-valuation-chat.ts and use-after-estimate-chat.ts) drive it through use-chat-state.ts
 * and keep only what is theirs.
 */
import { RATE_LIMIT_LOCK_MS } from '@valuta/shared/limits';
import { progressOf, type ChatMessage, type Progress } from './chat-messages';

export interface ChatState {
  messages: ChatMessage[];
  /** A request is out: Amelia's typing bubble shows and the input waits. */
  pending: boolean;
  /** The contact form was sent and the estimate is being computed. */
  calculating: boolean;
  /** After a rate limit the input stays locked until `until`; `now` is when the countdown last looked. */
  lock: { until: number; now: number } | null;
}

export type ChatAction =
  /** A new conversation, or one resumed: these messages and nothing pending. */
  | { type: 'reset'; messages: ChatMessage[] }
  /** A request leaves: the visitor's bubble (none for a request of the page's own) and Amelia typing. */
  | { type: 'asked'; sent: ChatMessage | null; typing: ChatMessage }
  /** The request came back, answered or not: the typing bubble goes. */
  | { type: 'settled'; typingId: string }
  | { type: 'said'; message: ChatMessage }
  /** The visitor's bubble of a request that failed: the text goes back to the input instead. */
  | { type: 'withdrawn'; messageId: string }
  | { type: 'calculating'; on: boolean }
  | { type: 'rateLimited'; now: number }
  /** The clock moved on: the countdown shortens, and the lock ends once its time has come. */
  | { type: 'tick'; now: number };

export function initialChatState(messages: ChatMessage[] = []): ChatState {
  return { messages, pending: false, calculating: false, lock: null };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return { ...state, messages: action.messages, pending: false, calculating: false };
    case 'asked':
      return { ...state, pending: true, messages: [...state.messages, ...(action.sent ? [action.sent] : []), action.typing] };
    case 'settled':
      return { ...state, pending: false, messages: state.messages.filter((message) => message.id !== action.typingId) };
    case 'said':
      return { ...state, messages: [...state.messages, action.message] };
    case 'withdrawn':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.messageId) };
    case 'calculating':
      return { ...state, calculating: action.on };
    case 'rateLimited':
      return { ...state, lock: { until: action.now + RATE_LIMIT_LOCK_MS, now: action.now } };
    case 'tick':
      if (!state.lock) return state;
      return { ...state, lock: action.now >= state.lock.until ? null : { ...state.lock, now: action.now } };
  }
}

/** Whole seconds left of the rate-limit lock, at least 1 while locked; 0 when not locked. */
export function lockSecondsLeft(state: ChatState): number {
  return state.lock ? Math.max(1, Math.ceil((state.lock.until - state.lock.now) / 1000)) : 0;
}

/** The progress panel's title and bar for this conversation. */
export function chatProgress(state: ChatState): Progress {
  return progressOf(state.messages, state.calculating);
}
