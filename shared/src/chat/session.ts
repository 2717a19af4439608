/**
 * The valuation chat as the browser and the server both read it: the answer of each turn, the stored
 * transcript, the session a reloaded page resumes, which specialised input a question opens, and the words
 * that open and close the conversation. Without zod, so the chat page loads none (the requests are in
 * requests.ts). Server and client read the same definitions, so a question the server asks always opens the
 * input the client expects.
 */
import { formatEuro } from '../format.js';
import type { UserData } from '../leads/index.js';
import type { AddressPrecision, PropertyData } from '../valuation/index.js';

/** The "Non so" answer of the non-essential questions, as button value and label. */
export const NOT_SURE_VALUE = 'non_so';
export const NOT_SURE_LABEL = 'Non so';

/** Chat wire shapes: what the chat calls send and answer. */
export interface ChatButton {
  label: string;
  value: string;
}

export interface AddressConfirmation {
  formattedAddress: string;
  lat: number;
  lng: number;
  /** 'comune' when the geocoder knows only the comune: lat and lng are then its centre, not the building's. */
  precision?: AddressPrecision;
}

/** The phases the client knows; the server's question steps are finer. */
export type ChatPhase = 'collecting_data' | 'processing' | 'completed' | 'unsupported_city';

/** Answer of POST /api/chat/start, /message and /select. */
export interface ChatTurnResponse {
  valuationId: string;
  nextQuestion: string;
  buttons?: ChatButton[];
  addressConfirmation?: AddressConfirmation | null;
  propertyData: PropertyData;
  complete: boolean;
  unsupportedCity: boolean;
  currentStep: ChatPhase;
  /** The progress bar, 0–99, computed by the server from the path the owner is on; 100 comes with the estimate. */
  progress?: number;
  /** Every choice of a long list (the quartieri) for the type-ahead; `buttons` then holds the likeliest few. */
  options?: ChatButton[];
}

/** One message of a stored conversation (GET /api/chat/:valuationId and the back office). */
export interface ChatTranscriptMessage {
  id: number;
  type: 'user' | 'assistant';
  content: string;
  timestamp: string;
  buttons?: ChatButton[];
  addressConfirmation?: AddressConfirmation | null;
  appointmentRequest?: boolean;
  options?: ChatButton[];
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

/** The words that mark the valuation message, which the chat highlights. */
export const VALUATION_MESSAGE_TEXT = 'Ecco il valore stimato per il tuo immobile';

/** The valuation message, the same in the stored transcript and on the result page. */
export function valuationMessage(valuation: { minValue: number; maxValue: number; pricePerSqm: number }): string {
  const perSqm = valuation.pricePerSqm > 0 ? ` (circa ${formatEuro(valuation.pricePerSqm)}/m²)` : '';
  return `${VALUATION_MESSAGE_TEXT}: da ${formatEuro(valuation.minValue)} a ${formatEuro(valuation.maxValue)}${perSqm}.`;
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

/** Amelia's first words and question. The chat page shows them before the conversation exists, so they
 * appear with the page; the server opens every conversation with the same text. They are the page's largest
 * text, so they hold no emoji: a glyph of a colour-emoji font makes the browser look for that font before the
 * first paint (on a machine without one, through every installed font), which delayed the page's first
 * paint. */
export const AMELIA_GREETING = 'Ciao, sono Amelia! Ti aiuto a scoprire quanto vale la tua casa in meno di 2 minuti, gratis e senza impegno.';
export const CITY_QUESTION = "In quale comune si trova l'immobile?";
export const CHAT_OPENING = `${AMELIA_GREETING} ${CITY_QUESTION}`;
