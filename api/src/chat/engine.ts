/**
 * One turn of the conversation, as a function of the step it waits at, the owner's reply and what is known
 * so far. It walks the step table (steps/index.ts); it reads no database and sends nothing, so every rule of
 * the conversation is testable on its own.
 */
import { AMELIA_GREETING, type PropertyData } from '@valuta/shared';
import { isNotSure } from './understand/answers.js';
import type { Facts } from './understand/fact-names.js';
import { FACTS_ASKED, readPressedButton, readReply, type Reply } from './understand/reply.js';
import { saidBack } from './understand/said-back.js';
import { STEP_ORDER, stepById, stepsAfter } from './steps/index.js';
import type { EngineState, OwnerReply, Prompt, StepContext, StepDefinition, StepId, StepOutcome } from './types.js';

/**
 * Replies not understood before Amelia offers a way forward: a question with "Non so" is let go as "non so",
 * any other takes its step's fallback (a default, or buttons that always read).
 */
export const MAX_MISSES = 2;

const NOT_SURE_ACKNOWLEDGEMENT = 'Va bene, ne terrò conto nella stima.';
const GIVE_UP_ACKNOWLEDGEMENT = 'Nessun problema, andiamo avanti.';
/** Said once, after the first time Amelia says back what she understood. */
const CORRECTION_HINT = 'Se ho capito male, scrivimelo e lo correggo.';

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

/** Whether the question's fact is already known: said in an earlier reply, or "Non so" (null). */
function factKnown(step: StepDefinition, { property }: StepContext): boolean {
  return step.asks !== undefined && FACTS_ASKED[step.asks].every((fact) => property[fact] !== undefined);
}

function stillToAsk(step: StepDefinition, context: StepContext): boolean {
  if (context.state.answered.includes(step.id)) return false;
  if (step.applies && !step.applies(context)) return false;
  return !factKnown(step, context);
}

/**
 * The next question after `after`. A question about the home that came earlier in the walk is asked again when it
 * applies now and was never answered: the owner said "piano terra", then "scusa, è al terzo", and the lift
 * matters after all. The place's questions are reached again only on purpose (`to`).
 */
function nextStep(after: StepId, context: StepContext): StepDefinition {
  const position = STEP_ORDER.findIndex((step) => step.id === after);
  for (const [index, step] of STEP_ORDER.entries()) {
    if (index <= position && step.asks === undefined) continue;
    if (step.id === after) continue;
    if (stillToAsk(step, context)) return step;
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
    if (context.state.answered.includes(step.id) || factKnown(step, context)) continue;
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

const hasFacts = (facts: Facts) => Object.keys(facts).length > 0;
const joined = (...texts: Array<string | undefined>) => texts.filter(Boolean).join(' ');

/**
 * The reply of the owner as the step reads it: for a question about the home, the answer and every other fact
 * typed with it; a pressed button is only the answer it stands for.
 */
function replyTo(step: StepDefinition, sent: OwnerReply, context: StepContext): Reply {
  if ('option' in sent) return readPressedButton(step.asks ?? null, sent.option, context.now);
  const { hearsFacts } = step;
  const hears = typeof hearsFacts === 'function' ? hearsFacts(sent.text, context) : hearsFacts === true;
  if (step.asks === undefined && !hears) return { asked: {}, also: {}, rest: sent.text };
  return readReply(step.asks ?? null, sent.text, context.now);
}

/**
 * What Amelia says back of a reply that held more than she asked ("Ho segnato: terzo piano, senza ascensore."),
 * with, the first time, how to correct it. Nothing for a reply that answered only the question.
 */
function heardBack(understood: Facts, also: Facts, before: PropertyData, state: EngineState): string | undefined {
  if (!hasFacts(also)) return undefined;
  const sentence = saidBack(understood, before);
  if (!sentence) return undefined;
  if (state.saidBack) return sentence;
  state.saidBack = true;
  return `${sentence} ${CORRECTION_HINT}`;
}

/** Reads the reply at `current`, updates `context.property` and `context.state`, and says what comes next. */
export async function takeTurn(current: StepId, sent: OwnerReply, context: StepContext): Promise<TurnResult> {
  const { state, property } = context;
  const step = stepById(current);
  const text = 'text' in sent ? sent.text : sent.option;
  const reply = replyTo(step, sent, context);
  const before = { ...property };
  // The other facts of the reply hold whatever becomes of the question asked, and correct earlier answers.
  applyUpdate(property, reply.also);

  let outcome: StepOutcome =
    step.notSure && isNotSure(reply.rest)
      ? { kind: 'advance', update: step.notSure, acknowledge: NOT_SURE_ACKNOWLEDGEMENT }
      : await step.answer(text, context, reply);
  let answered = true;

  if (outcome.kind === 'retry' && hasFacts(reply.also)) {
    // Not the answer asked, but facts all the same: they are kept and said back, and the question stays unless
    // they made it moot ("è una villa" to the floor question).
    const said = heardBack(reply.also, reply.also, before, state);
    if (step.applies?.(context) !== false && !factKnown(step, context)) {
      // The question again as first asked, unless the reply gave an answer it had to refuse ("3000 mq").
      const again = outcome.counts === false ? outcome.prompt : await step.ask(context);
      return { step: current, prompt: { ...again, text: joined(said, again.text) } };
    }
    outcome = { kind: 'advance', acknowledge: said };
    answered = false;
  } else if (outcome.kind === 'retry') {
    if (outcome.counts !== false) state.misses += 1;
    if (outcome.counts === false || state.misses < MAX_MISSES) return { step: current, prompt: outcome.prompt };
    if (step.notSure) outcome = { kind: 'advance', update: step.notSure, acknowledge: GIVE_UP_ACKNOWLEDGEMENT };
    else if (step.fallback) outcome = await step.fallback(context);
    if (outcome.kind === 'retry') return { step: current, prompt: outcome.prompt };
  } else {
    // The answer to the question as the reply stated it, beside the other facts, for saying it back.
    const stored = outcome.update ?? {};
    const asked = Object.fromEntries(Object.entries(reply.asked).filter(([fact]) => fact in stored));
    const said = heardBack({ ...asked, ...reply.also }, reply.also, before, state);
    outcome = { ...outcome, acknowledge: joined(said, outcome.acknowledge) || undefined };
  }

  applyUpdate(property, outcome.update);
  state.misses = 0;
  if (answered && !state.answered.includes(current)) state.answered.push(current);

  const next = outcome.to ? stepById(outcome.to) : nextStep(current, context);
  state.progress = progressAfter(state.progress ?? 0, questionsLeft(next, context));
  const question = await next.ask(context);
  return { step: next.id, prompt: { ...question, text: joined(outcome.acknowledge, question.text) } };
}
