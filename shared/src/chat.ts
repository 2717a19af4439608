/**
 * The valuation chat's contract beyond the spec's turn shape (valuation.ts), without zod so the chat page
 * loads none (the payload schemas are in schemas/chat.ts): the resumable session of GET /api/chat/:valuationId, the answers of the contact and valuation calls, what the
 * browser keeps in session storage, and which specialised input a question opens. Server and client read
 * the same definitions, so a question the server asks always opens the input the client expects.
 */
import type { ChatButton, ChatPhase, ChatTranscriptMessage, PropertyData, AddressConfirmation } from './valuation.js';
import { formatEuro } from './format.js';
import type { ValuationExplanation } from './admin-api.js';
import type { ChatContactForm, ContactDataInput } from './schemas/chat-contact.js';

/** The "Non so" answer of the non-essential questions, as button value and label. */
export const NOT_SURE_VALUE = 'non_so';
export const NOT_SURE_LABEL = 'Non so';

/** The owner as the public side knows them after the contact form: the userData of the session. */
export interface UserData {
  id: number;
  name: string;
  email: string;
  phone: string;
}

/**
 * GET /api/chat/:valuationId: everything a reloaded page needs to resume the conversation where it was.
 * `buttons` and `addressConfirmation` belong to the last assistant message, repeated here for convenience.
 */
export interface ChatSessionResponse {
  valuationId: string;
  currentStep: ChatPhase;
  /** The server's fine-grained step ('surface', 'floor', …); informative only. */
  step: string;
  messages: ChatTranscriptMessage[];
  propertyData: PropertyData;
  complete: boolean;
  unsupportedCity: boolean;
  buttons?: ChatButton[];
  addressConfirmation?: AddressConfirmation | null;
  /** The type-ahead's choices of the last question, and the progress bar (see ChatTurnResponse). */
  options?: ChatButton[];
  progress?: number;
  /** Set once the contact form was saved; the result page can then be shown. */
  userData: UserData | null;
}

/** The figures the owner sees (GET /api/valuation/:id, POST /api/valuation/calculate). */
export interface ValuationSummary {
  valuationId: string;
  estimatedValue: number;
  minValue: number;
  maxValue: number;
  pricePerSqm: number;
  propertyData: PropertyData;
  userData: { name: string | null };
  /** How the estimate was reached, from the stored result (null for an estimate stored without one). */
  explanation?: ValuationExplanation | null;
}

/** POST /api/contact/save */
export interface ContactSaveResponse {
  success: true;
  userData: UserData;
  /** The estimate, computed as the lead was stored (null only if the model could not value the home). */
  valuation: ValuationSummary | null;
  /** True only when the estimate's e-mail was queued for a configured mail server: the pages say so only then. */
  estimateEmailed: boolean;
}

/** What the chat keeps in session storage (valuationRangeData) for the result page. */
export const VALUATION_RANGE_STORAGE_KEY = 'valuationRangeData';
export interface ValuationRangeData {
  valuationId: string;
  propertyData: PropertyData;
  userData: UserData;
  /** ContactSaveResponse.estimateEmailed; missing counts as false. */
  estimateEmailed?: boolean;
}

/** The specialised inputs (surface, floor, construction year), chosen from the words of the last assistant question. */
export type SpecialInput = 'surface' | 'floor' | 'year';

const SPECIAL_INPUT_PATTERNS: Array<[SpecialInput, RegExp]> = [
  ['surface', /metri quadri|quanto [eè] grande|superficie/i],
  ['year', /in che anno|anno di costruzione/i],
  ['floor', /a (?:che|quale) piano|quale piano|che piano/i],
];

/** The input a question opens, or null for a plain text reply. */
export function specialInputFor(question: string | null | undefined): SpecialInput | null {
  if (!question) return null;
  for (const [input, pattern] of SPECIAL_INPUT_PATTERNS) if (pattern.test(question)) return input;
  return null;
}

/**
 * After the estimate. `model` when an OpenAI-compatible model is configured: the client sends the
 * start token to /api/chat-gpt and falls back to the script if that fails. `script` otherwise: the client
 * goes straight to the scripted conversation of /api/chat/post-valuation (and /api/chat-gpt answers 503).
 */
export type AssistantMode = 'model' | 'script';

/** The result page's own fetch: the summary plus how the conversation continues. */
export interface ValuationPageResponse extends ValuationSummary {
  assistantMode: AssistantMode;
}

export type AssistantRecommendation = 'appointment' | 'contact_form' | null;

export interface ChatGptResponse {
  /** The reply with its markers still in it: the client strips them (readMarkers) and opens the forms. */
  message: string;
  /** The same text, for readers of the spec's alternative name. */
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

/** POST /api/appointment/save */
export interface AppointmentSaveResponse {
  success: true;
  appointment: { id: number; preferredTime: 'mattina' | 'pomeriggio' };
}

/** The words that mark the valuation message, which the chat highlights. */
export const VALUATION_MESSAGE_TEXT = 'Ecco il valore stimato per il tuo immobile';

/** The valuation message, the same in the stored transcript and on the result page. */
export function valuationMessage(valuation: { minValue: number; maxValue: number; pricePerSqm: number }): string {
  const perSqm = valuation.pricePerSqm > 0 ? ` (circa ${formatEuro(valuation.pricePerSqm)}/m²)` : '';
  return `${VALUATION_MESSAGE_TEXT}: da ${formatEuro(valuation.minValue)} a ${formatEuro(valuation.maxValue)}${perSqm}.`;
}

/** The payload of POST /api/contact/save that the chat form produces from its fields. */
export function toContactData(form: ChatContactForm): ContactDataInput {
  return {
    name: form.name,
    email: form.email,
    phone: form.phone,
    notes: form.notes,
    sendEmail: true,
    accetto_privacy: form.privacy,
    consenso_email: form.consenso_email,
    consenso_whatsapp: form.consenso_whatsapp,
  };
}

/** Amelia's first words and question. The chat page shows them before the conversation exists, so they
 * appear with the page; the server opens every conversation with the same text. They are the page's largest
 * text, so they hold no emoji: a glyph of a colour-emoji font makes the browser look for that font before the
 * first paint (on a machine without one, through every installed font), which delayed the page's first
 * paint. */
export const AMELIA_GREETING = 'Ciao, sono Amelia! Ti aiuto a scoprire quanto vale la tua casa in meno di 2 minuti, gratis e senza impegno.';
export const CITY_QUESTION = "In quale comune si trova l'immobile?";
export const CHAT_OPENING = `${AMELIA_GREETING} ${CITY_QUESTION}`;
