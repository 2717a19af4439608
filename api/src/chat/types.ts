/**
 * The conversation engine's vocabulary: a step asks a question (a Prompt) and reads the answer into an
 * Outcome. Steps are rows of one table (steps/index.ts); the engine walks it. Nothing here knows HTTP or
 * the database.
 */
import type { AddressConfirmation, ChatButton, ChatPhase, PropertyData } from '@valuta/shared';
import type { GeocodedAddress, ValuationDomain } from '../valuation/valuation-domain.js';
import type { Question, Reply } from './understand/reply.js';

export const STEP_IDS = [
  'city',
  'unsupported_city',
  'address',
  'address_confirm',
  'zone',
  'property_type',
  'surface',
  'rooms',
  'bathrooms',
  'floor',
  'lift',
  'outdoor',
  'garage',
  'condition',
  'choice',
  'year',
  'energy',
  'contact',
  'completed',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** What Amelia says: a text, its buttons, and the address card when she asks to confirm one. */
export interface Prompt {
  text: string;
  buttons?: ChatButton[];
  addressConfirmation?: AddressConfirmation | null;
  /** Every choice of a long list (the quartieri), for the type-ahead; `buttons` then holds the likeliest few. */
  options?: ChatButton[];
}

/** The fast path stops at the estimate after the questions that move the price most; the detailed one asks the rest. */
type ChatPath = 'fast' | 'detailed';

/** The engine's memory between turns (valuations.engine_state). */
export interface EngineState {
  /** "No" answers to the address card; from the second on, the owner must type street and house number. */
  addressRejections: number;
  /** The address found for the last reply, waiting for the owner's yes. */
  pendingAddress?: GeocodedAddress & { typed: string; zoneCode?: string; quartiere?: string };
  /** A street typed without its type ("Racconigi 60") was already answered with a suggestion. */
  addressSuggested?: boolean;
  /** The owner's choice at 'Vedi la stima' / 'Aggiungi dettagli'; absent before it. */
  path?: ChatPath;
  /** The progress bar, 0–100 (engine.ts progressAfter); never falls, 100 only with the estimate. */
  progress?: number;
  /** Comuni offered as buttons (ambiguous name or a typo), by ISTAT code. */
  comuneChoices?: string[];
  /** Replies not understood at the current step. */
  misses: number;
  /** Steps already answered: the walk through the table never asks them again unless sent back on purpose. */
  answered: StepId[];
  /** The last question asked, repeated by GET /api/chat/:id and used to label a pressed button. */
  lastPrompt?: Prompt;
  /** Amelia has once said back what she understood, with the word that it can be corrected. */
  saidBack?: boolean;
}

export const initialEngineState = (): EngineState => ({ addressRejections: 0, misses: 0, answered: [] });

/** What the owner sent: words typed, or the value of a button pressed. */
export type OwnerReply = { text: string } | { option: string };

export interface StepContext {
  property: PropertyData;
  state: EngineState;
  domain: ValuationDomain;
  now: Date;
  /** Whether the estimate can reach the owner by e-mail (a mail server is configured): only then is it promised. */
  estimateByEmail: boolean;
}

export type StepOutcome =
  /** Understood: store `update`, say `acknowledge` before the next question, go to `to` or the next step in order. */
  | { kind: 'advance'; update?: Partial<PropertyData>; acknowledge?: string; to?: StepId }
  /** Not understood or not acceptable: ask again in other words; the step stays. */
  | { kind: 'retry'; prompt: Prompt; counts?: boolean };

export interface StepDefinition {
  id: StepId;
  /** The phase the client sees while this step waits for an answer. */
  phase: ChatPhase;
  /**
   * The fact about the home this question asks. Its replies are read for every other fact as well, and the
   * question is not asked once its fact is known (said earlier, or "Non so").
   */
  asks?: Question;
  /**
   * Read the replies for facts about the home although the question asks none of them (the choice of path), or
   * those replies for which the function says so.
   */
  hearsFacts?: boolean | ((text: string, context: StepContext) => boolean);
  /** What "Non so" stores; absent for questions the estimate cannot do without. */
  notSure?: Partial<PropertyData>;
  /** False to skip the step for this home (no floor for a villa, no quartiere once the zone is known). */
  applies?(context: StepContext): boolean;
  /**
   * Whether the step is still to come, for the progress bar, when `applies` cannot tell yet (the address card
   * before the address is typed). Defaults to `applies`.
   */
  expected?(context: StepContext): boolean;
  /** The way forward after two replies Amelia could not read, for a question without "Non so". */
  fallback?(context: StepContext): StepOutcome | Promise<StepOutcome>;
  ask(context: StepContext): Prompt | Promise<Prompt>;
  /** Reads the reply; `reply` holds the facts it states (none for a question about the place). */
  answer(text: string, context: StepContext, reply: Reply): StepOutcome | Promise<StepOutcome>;
}
