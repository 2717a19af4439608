/** The chat's request payloads, with the Italian messages the API answers with. */
import { z } from 'zod';
import { MAX_CHAT_MESSAGE_LENGTH } from '../limits.js';
import { ValuationIdSchema } from '../valuation/index.js';

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

const conversationTurn = z.object({
  role: z.enum(['user', 'assistant'], { error: 'Conversazione non valida.' }),
  content: z.string({ error: 'Conversazione non valida.' }).max(4000, { error: 'Il messaggio è troppo lungo.' }),
});

/**
 * POST /api/chat-gpt. The server reads the property data and the result from its own records:
 * the figures the client sends are accepted for compatibility and never trusted.
 */
export const ChatGptPayloadSchema = z.object({
  valuationId: ValuationIdSchema,
  userMessage: z.string({ error: 'Scrivi un messaggio.' }).trim().max(MAX_CHAT_MESSAGE_LENGTH, { error: 'Il messaggio è troppo lungo.' }).default(''),
  isStartToken: z.boolean({ error: 'Valore non valido' }).optional().default(false),
  conversation: z
    .array(conversationTurn, { error: 'Conversazione non valida.' })
    .max(60, { error: 'Conversazione troppo lunga.' })
    .optional()
    .default([]),
  propertyData: z.unknown().optional(),
  valuationResult: z.unknown().optional(),
});
export type ChatGptPayload = z.output<typeof ChatGptPayloadSchema>;

/** POST /api/chat/post-valuation: the scripted conversation; the start token opens it. */
export const PostValuationPayloadSchema = z.object({ valuationId: ValuationIdSchema, message: chatText });
export type PostValuationPayload = z.output<typeof PostValuationPayloadSchema>;
