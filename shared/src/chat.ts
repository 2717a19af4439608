/**
 * The valuation chat's contract beyond the spec's turn shape (valuation.ts): the request payloads, the
 * resumable session of GET /api/chat/:valuationId, the answers of the contact and valuation calls, what the
 * browser keeps in session storage, and which specialised input a question opens. Server and client read
 * the same definitions, so a question the server asks always opens the input the client expects.
 */
import { z } from 'zod';
import type { ChatButton, ChatPhase, ChatTranscriptMessage, PropertyData, AddressConfirmation } from './valuation.js';
import { MAX_CHAT_MESSAGE_LENGTH } from './limits.js';
import { ValuationIdSchema } from './schemas/unsupported-city.js';

/** The "Non so" answer of the non-essential questions, as button value and label. */
export const NOT_SURE_VALUE = 'non_so';
export const NOT_SURE_LABEL = 'Non so';

const chatText = z
  .string({ error: 'Scrivi un messaggio.' })
  .trim()
  .min(1, { error: 'Scrivi un messaggio.' })
  .max(MAX_CHAT_MESSAGE_LENGTH, { error: 'Il messaggio è troppo lungo.' });

/** POST /api/chat/message */
export const ChatMessagePayloadSchema = z.object({ valuationId: ValuationIdSchema, message: chatText });
export type ChatMessagePayload = z.output<typeof ChatMessagePayloadSchema>;

/** POST /api/chat/select: `option` is the value of the button pressed. */
export const ChatSelectPayloadSchema = z.object({
  valuationId: ValuationIdSchema,
  option: z
    .string({ error: 'Seleziona una delle opzioni.' })
    .trim()
    .min(1, { error: 'Seleziona una delle opzioni.' })
    .max(200, { error: 'Seleziona una delle opzioni.' }),
});
export type ChatSelectPayload = z.output<typeof ChatSelectPayloadSchema>;

/** POST /api/valuation/calculate */
export const ValuationCalculatePayloadSchema = z.object({ valuationId: ValuationIdSchema });

/** The owner as the public side knows them after the contact form (spec §3 userData). */
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
}

/** POST /api/contact/save */
export interface ContactSaveResponse {
  success: true;
  userData: UserData;
  /** The estimate, computed as the lead was stored (null only if the model could not value the home). */
  valuation: ValuationSummary | null;
}

/** What the chat keeps in session storage for the result page (spec §2). */
export const VALUATION_RANGE_STORAGE_KEY = 'valuationRangeData';
export interface ValuationRangeData {
  valuationId: string;
  propertyData: PropertyData;
  userData: UserData;
}

/** The specialised inputs of spec §5, chosen from the last assistant question. */
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
