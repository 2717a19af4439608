/**
 * One turn of the conversation, as a function of the step it waits at, the owner's reply and what is known
 * so far. It walks the step table (steps/index.ts); it reads no database and sends nothing, so every rule of
 * the conversation is testable on its own.
 */
import { AMELIA_GREETING, type PropertyData } from '@valuta/shared';
import { isNotSure } from './understand/answers.js';
import { STEP_ORDER, stepById, stepsAfter } from './steps/index.js';
import type { Prompt, StepContext, StepDefinition, StepId, StepOutcome } from './types.js';

/** Replies not understood before a non-essential question is let go as "non so". */
const MAX_MISSES = 3;

const NOT_SURE_ACKNOWLEDGEMENT = 'Va bene, ne terrò conto nella stima.';
const GIVE_UP_ACKNOWLEDGEMENT = 'Nessun problema, andiamo avanti.';

export interface TurnResult {
  /** The step the conversation now waits at. */
  step: StepId;
  /** What Amelia says now: the acknowledgement of the reply, then the next question. */
  prompt: Prompt;
}

/** The first message of a new conversation. */
export async function openingTurn(context: StepContext): Promise<TurnResult> {
  const first = STEP_ORDER[0]!;
  const question = await first.ask(context);
  return { step: first.id, prompt: { ...question, text: `${AMELIA_GREETING} ${question.text}` } };
}

function nextStep(after: StepId, context: StepContext): StepDefinition {
  for (const step of stepsAfter(after)) {
    if (context.state.answered.includes(step.id)) continue;
    if (step.applies && !step.applies(context)) continue;
    return step;
  }
  return STEP_ORDER[STEP_ORDER.length - 1]!;
}

function applyUpdate(property: PropertyData, update: Partial<PropertyData> = {}) {
  Object.assign(property, update);
}

/** Reads the reply at `current`, updates `context.property` and `context.state`, and says what comes next. */
export async function takeTurn(current: StepId, reply: string, context: StepContext): Promise<TurnResult> {
  const { state } = context;
  const step = stepById(current);

  let outcome: StepOutcome =
    step.notSure && isNotSure(reply)
      ? { kind: 'advance', update: step.notSure, acknowledge: NOT_SURE_ACKNOWLEDGEMENT }
      : await step.answer(reply, context);

  if (outcome.kind === 'retry') {
    if (outcome.counts !== false) state.misses += 1;
    if (!step.notSure || state.misses < MAX_MISSES) return { step: current, prompt: outcome.prompt };
    outcome = { kind: 'advance', update: step.notSure, acknowledge: GIVE_UP_ACKNOWLEDGEMENT };
  }

  applyUpdate(context.property, outcome.update);
  state.misses = 0;
  if (!state.answered.includes(current)) state.answered.push(current);

  const next = outcome.to ? stepById(outcome.to) : nextStep(current, context);
  const question = await next.ask(context);
  const text = [outcome.acknowledge, question.text].filter(Boolean).join(' ');
  return { step: next.id, prompt: { ...question, text } };
}
