/**
 * The conversation after the estimate: the model's answers (POST /api/chat-gpt) and the scripted ones
 * (POST /api/chat/post-valuation). Which of the two a page runs is the result page's AssistantMode.
 */
import type { ChatButton } from './session.js';

export type AssistantRecommendation = 'appointment' | 'contact_form' | null;

export interface ChatGptResponse {
  /** The reply with its markers still in it: the client strips them (readMarkers) and opens the forms. */
  message: string;
  /** The same text under the key that clients of POST /api/chat-gpt read. */
  response: string;
  recommendation: AssistantRecommendation;
}

export interface PostValuationResponse {
  nextQuestion: string;
  buttons?: ChatButton[];
  /** True when the appointment form should open now. */
  appointmentRequest: boolean;
  /** The time slot the owner chose in the conversation, to preselect in the form. */
  preferredTime?: 'mattina' | 'pomeriggio';
  /** True when the scripted conversation has ended (the owner declined). */
  finished?: boolean;
}
