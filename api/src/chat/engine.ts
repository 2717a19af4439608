/**
 * One turn of the conversation, as a function of the step it waits at, the owner's reply and what is known
 * so far. It walks the step table (steps/index.ts); it reads no database and sends nothing, so every rule of
 * the conversation is testable on its own.
 */
import { AMELIA_GREETING, type PropertyData } from '@valuta/shared';
import { isNotSure } from './understand/answers.js';
import { STEP_ORDER, stepById, stepsAfter } from './steps/index.js';
import type { EngineState, Prompt, StepContext, StepDefinition, StepId, StepOutcome } from './types.js';

/**
 * Replies not understood before Amelia offers a way forward: a question with "Non so" is let go as "non so",
 * any other takes its step's fallback (a default, or buttons that always read).
 */
export const MAX_MISSES = 2;

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

/**
 * The questions still to come once `asked` is on screen: itself and every later step of the walk that will
 * apply, as far as the answers so far tell. The contact form is not a question.
 */
function questionsLeft(asked: StepDefinition, context: StepContext): number {
  if (asked.id === 'contact' || asked.id === 'completed') return 0;
  let count = 1;
  for (const step of stepsAfter(asked.id)) {
    if (step.id === 'contact') break;
    if (context.state.answered.includes(step.id)) continue;
    const expected = step.expected ? step.expected(context) : step.applies ? step.applies(context) : true;
    if (!expected) continue;
    count += 1;
  }
  return count;
}

/**
 * The progress bar after an answer. With a path of N questions it is answered / (N + 1): the last share is the
 * estimate, so it reaches 100% only there. When the path grows or shrinks (details chosen, the quartiere found
 * by the address), the rest of the bar is shared among the questions now left, so every answer moves it
 * forward and it never falls (docs/decisions/0030-progress-computed-by-the-server.md).
 */
function progressAfter(previous: number, left: number): number {
  return previous + (100 - previous) / (left + 2);
}

/** The progress the client shows: whole percent, below 100 until the estimate exists. */
export const shownProgress = (state: EngineState): number => Math.min(99, Math.floor(state.progress ?? 0));

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
    if (outcome.counts === false || state.misses < MAX_MISSES) return { step: current, prompt: outcome.prompt };
    if (step.notSure) outcome = { kind: 'advance', update: step.notSure, acknowledge: GIVE_UP_ACKNOWLEDGEMENT };
    else if (step.fallback) outcome = await step.fallback(context);
    if (outcome.kind === 'retry') return { step: current, prompt: outcome.prompt };
  }

  applyUpdate(context.property, outcome.update);
  state.misses = 0;
  if (!state.answered.includes(current)) state.answered.push(current);

  const next = outcome.to ? stepById(outcome.to) : nextStep(current, context);
  state.progress = progressAfter(state.progress ?? 0, questionsLeft(next, context));
  const question = await next.ask(context);
  const text = [outcome.acknowledge, question.text].filter(Boolean).join(' ');
  return { step: next.id, prompt: { ...question, text } };
}
