/**
 * The conversation after the estimate, its own state beside the messages of chat-state.ts: whether Amelia
 * talks through the model or the script, which form her replies opened, the time slot the owner chose, and
 * whether the appointment is saved. Pure functions of the server's replies.
 */
import { valuationMessage, type ChatGptResponse, type PostValuationResponse, readMarkers } from '@valuta/shared/chat';
import type { AssistantMode, ValuationPageResponse } from '@valuta/shared/valuation';
import { DEFAULT_TIME_SLOT, type TimeSlot } from '@valuta/shared/time-slots';
import { assistantMessage, type ChatMessage } from './chat-messages';

export interface AfterEstimateConversation {
  mode: AssistantMode;
  appointmentFormOpen: boolean;
  /** The slot the owner chose in the conversation, preselected in the appointment form. */
  preferredTime: TimeSlot;
  contactFormOpen: boolean;
  appointmentSaved: boolean;
}

/** What the tab keeps, so a reload shows the conversation as it was. */
export type StoredAfterEstimate = AfterEstimateConversation & { messages: ChatMessage[] };

export const AFTER_ESTIMATE_TEXTS = {
  /** The model failed; the scripted conversation takes over. */
  apology: 'Mi scuso, sto avendo qualche problema tecnico. Proseguiamo comunque: ti faccio io qualche domanda.',
  /** The model answered nothing usable. */
  emptyReply: 'Mi scuso, non sono riuscita a formulare una risposta. Puoi ripetere la domanda in altre parole?',
  /** The follow-up question when even the script cannot be reached. */
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

/** What a model reply shows and opens: its markers and its recommendation both open forms. */
export function readModelReply(reply: Partial<ChatGptResponse>) {
  const raw = reply.message ?? reply.response ?? '';
  const read = readMarkers(typeof raw === 'string' ? raw : '');
  const openAppointment = read.openForm || reply.recommendation === 'appointment';
  const openContact = read.openContactForm || reply.recommendation === 'contact_form';
  // A reply that shows nothing and opens nothing is no answer: the visitor gets an apology.
  const text = read.hidden ? (openAppointment || openContact ? null : AFTER_ESTIMATE_TEXTS.emptyReply) : read.text;
  return { text, openAppointment, openContact };
}

/** A new conversation: the valuation message first, in the mode the server has. */
export function newConversation(valuation: ValuationPageResponse): StoredAfterEstimate {
  return {
    messages: [assistantMessage(valuationMessage(valuation))],
    mode: valuation.assistantMode,
    appointmentFormOpen: false,
    preferredTime: DEFAULT_TIME_SLOT,
    contactFormOpen: false,
    appointmentSaved: false,
  };
}

/** The conversation the tab kept, without spinners; null when there is none worth resuming. */
export function restoredConversation(stored: StoredAfterEstimate | null): StoredAfterEstimate | null {
  if (!stored || !Array.isArray(stored.messages)) return null;
  const messages = stored.messages.filter((message) => !message.loading);
  // Reloaded before Amelia's first answer: the conversation starts again.
  if (messages.length < 2) return null;
  return { ...stored, messages };
}

/** The script's next question, with its buttons; it may open the appointment form (never a second time). */
export function scriptQuestion(turn: PostValuationResponse): ChatMessage {
  return assistantMessage(turn.nextQuestion, { buttons: turn.buttons, appointmentRequest: turn.appointmentRequest });
}

export function afterScriptTurn(conversation: AfterEstimateConversation, turn: PostValuationResponse): AfterEstimateConversation {
  return {
    ...conversation,
    appointmentFormOpen: conversation.appointmentSaved ? false : conversation.appointmentFormOpen || turn.appointmentRequest,
    preferredTime: turn.preferredTime ?? conversation.preferredTime,
  };
}

export function afterModelReply(conversation: AfterEstimateConversation, reply: ReturnType<typeof readModelReply>): AfterEstimateConversation {
  return {
    ...conversation,
    appointmentFormOpen: !conversation.appointmentSaved && (conversation.appointmentFormOpen || reply.openAppointment),
    contactFormOpen: conversation.contactFormOpen || reply.openContact,
  };
}
