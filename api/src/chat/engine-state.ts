/**
 * valuations.engine_state read through its schema: the chat's memory between turns (types.ts EngineState).
 * A valuation that has not talked yet holds `{}`, read as the initial state. Keys the chat does not own
 * (the conversation after the estimate keeps its own under `after`) are carried along untouched.
 */
import { z } from 'zod';
import { readJsonColumn } from '../infra/db/json-column.js';
import { STEP_IDS, type EngineState } from './types.js';

const ChatButtonSchema = z.object({ label: z.string(), value: z.string() });

export const PromptSchema = z.object({
  text: z.string(),
  buttons: z.array(ChatButtonSchema).optional(),
  addressConfirmation: z
    .object({ formattedAddress: z.string(), lat: z.number(), lng: z.number(), precision: z.enum(['street', 'comune']).optional() })
    .nullable()
    .optional(),
  options: z.array(ChatButtonSchema).optional(),
});

const EngineStateSchema = z.looseObject({
  addressRejections: z.number().default(0),
  pendingAddress: z
    .object({
      formattedAddress: z.string(),
      lat: z.number(),
      lng: z.number(),
      precision: z.enum(['street', 'comune']),
      street: z.string().optional(),
      houseNumber: z.string().optional(),
      postcode: z.string().optional(),
      typed: z.string(),
      zoneCode: z.string().optional(),
      quartiere: z.string().optional(),
    })
    .optional(),
  addressSuggested: z.boolean().optional(),
  path: z.enum(['fast', 'detailed']).optional(),
  progress: z.number().min(0).max(100).optional(),
  comuneChoices: z.array(z.string()).optional(),
  misses: z.number().default(0),
  answered: z.array(z.enum(STEP_IDS)).default([]),
  lastPrompt: PromptSchema.optional(),
  saidBack: z.boolean().optional(),
});

export function readEngineState(value: unknown): EngineState {
  return readJsonColumn(EngineStateSchema, value ?? {}, 'valuations.engine_state');
}
