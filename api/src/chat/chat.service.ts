/**
 * The valuation chat: starts a conversation, takes the owner's replies (typed or pressed), stores every
 * message of both sides with the valuation, and gives back the whole session for a reload. Turns of one
 * conversation run one at a time in this process; across instances, a turn that lost a race is refused
 * rather than overwriting the other one.
 */
import { nanoid } from 'nanoid';
import { PUBLIC_ID_LENGTH, type ChatSessionResponse, type ChatTurnResponse } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import type { Valuation, ValuationRecordStatus } from '../models/Valuation.js';
import { conflict, notFound } from '../infra/errors.js';
import { createKeyedQueue } from '../infra/queue.js';
import { createConversationStore } from './conversation-store.js';
import type { ValuationDomain } from '../valuation/valuation-domain.js';
import { readPropertyData } from '../valuation/valuation-record.js';
import { VALUATION_NOT_INITIALISED } from '../valuation/valuation.service.js';
import { assistantMetadata, phaseOf, transcriptMessage, turnResponse } from './chat.presenter.js';
import { openingTurn, shownProgress, takeTurn } from './engine.js';
import { readEngineState } from './engine-state.js';
import { createKeptTurns } from './kept-turns.js';
import { stepById } from './steps/index.js';
import { initialEngineState, type EngineState, type OwnerReply, type StepContext, type StepId } from './types.js';

/** Valuation status by step, for the back office and the result page. */
function statusOf(step: StepId): ValuationRecordStatus {
  if (step === 'unsupported_city') return 'unsupported_city';
  if (step === 'contact') return 'awaiting_contact';
  if (step === 'completed') return 'completed';
  return 'pending';
}

/** The label of a pressed button, as the owner saw it; an unknown value is shown as sent. */
function shownReply(reply: OwnerReply, state: EngineState): string {
  if ('text' in reply) return reply.text;
  return state.lastPrompt?.buttons?.find((button) => button.value === reply.option)?.label ?? reply.option;
}

/** Told of each conversation started and each reply answered (the metrics count them). */
export interface ChatCounters {
  conversationStarted(): void;
  turnTaken(): void;
}

export function createChat(deps: { db: Database; domain: ValuationDomain; estimateByEmail: boolean; now?: () => Date; counters?: ChatCounters }) {
  const { db, domain, estimateByEmail, counters } = deps;
  const { Valuation, ChatMessage } = db.models;
  const conversations = createConversationStore(db);
  const now = deps.now ?? (() => new Date());
  const serialized = createKeyedQueue();
  const keptTurns = createKeptTurns();

  async function load(valuationId: string): Promise<Valuation> {
    const valuation = await Valuation.findByPk(valuationId);
    if (!valuation) throw notFound(VALUATION_NOT_INITIALISED);
    return valuation;
  }

  return {
    /** POST /api/chat/start: a new conversation with Amelia's greeting and first question. */
    async start(): Promise<ChatTurnResponse> {
      const id = nanoid(PUBLIC_ID_LENGTH);
      const context: StepContext = { property: {}, state: initialEngineState(), domain, now: now(), estimateByEmail };
      const turn = await openingTurn(context);
      context.state.lastPrompt = turn.prompt;
      await conversations.create(id, turn.step, context.state, {
        role: 'assistant',
        content: turn.prompt.text,
        metadata: assistantMetadata(turn.step, turn.prompt),
      });
      counters?.conversationStarted();
      return turnResponse(id, turn.step, turn.prompt, {});
    },

    /** POST /api/chat/message and /select: one reply of the owner, and Amelia's next question. */
    reply(valuationId: string, reply: OwnerReply): Promise<ChatTurnResponse> {
      return serialized(valuationId, async () => {
        const loaded = await conversations.load(valuationId);
        if (!loaded) throw notFound(VALUATION_NOT_INITIALISED);
        const kept = keptTurns.take(valuationId, loaded.step, loaded.version);
        const context: StepContext = {
          property: kept?.property ?? readPropertyData(loaded.propertyData),
          state: kept?.state ?? readEngineState(loaded.engineState),
          domain,
          now: now(),
          estimateByEmail,
        };
        const shown = shownReply(reply, context.state);
        const turn = await takeTurn(stepById(loaded.step).id, reply, context);
        context.state.lastPrompt = turn.prompt;

        const writtenAt = await conversations.saveTurn(
          valuationId,
          loaded,
          { step: turn.step, status: statusOf(turn.step), propertyData: context.property, engineState: context.state },
          [
            { role: 'user', content: shown, metadata: 'option' in reply ? { option: reply.option } : null },
            { role: 'assistant', content: turn.prompt.text, metadata: assistantMetadata(turn.step, turn.prompt) },
          ],
        );
        if (!writtenAt) throw conflict('La conversazione è stata aggiornata in un’altra finestra. Ricarica la pagina per continuare.');
        keptTurns.keep(valuationId, turn.step, writtenAt, { property: context.property, state: context.state });
        counters?.turnTaken();
        return turnResponse(valuationId, turn.step, turn.prompt, context.property, shownProgress(context.state));
      });
    },

    /** GET /api/chat/:valuationId: the whole session, to resume after a page reload. */
    async session(valuationId: string): Promise<ChatSessionResponse> {
      const valuation = await load(valuationId);
      const messages = await ChatMessage.findAll({
        where: { valuationId },
        order: [
          ['createdAt', 'ASC'],
          ['id', 'ASC'],
        ],
      });
      // What was typed in this chat's own contact form, never the owner record its e-mail points to: an e-mail
      // in a form proves nothing, and that record may hold somebody else's name and phone.
      const contact = valuation.userId
        ? await db.models.Contact.findOne({ where: { valuationId }, order: [['id', 'DESC']], attributes: ['name', 'email', 'phone'] })
        : null;
      const state = readEngineState(valuation.engineState);
      const { lastPrompt } = state;
      const phase = phaseOf(valuation.step);
      return {
        valuationId,
        currentStep: phase,
        step: valuation.step,
        messages: messages.filter((message) => message.role !== 'system').map(transcriptMessage),
        propertyData: readPropertyData(valuation.propertyData),
        complete: phase === 'processing' || phase === 'completed',
        unsupportedCity: phase === 'unsupported_city',
        buttons: lastPrompt?.buttons ?? [],
        addressConfirmation: lastPrompt?.addressConfirmation ?? null,
        ...(lastPrompt?.options?.length ? { options: lastPrompt.options } : {}),
        progress: phase === 'completed' ? 100 : shownProgress(state),
        userData: valuation.userId && contact ? { id: valuation.userId, name: contact.name, email: contact.email, phone: contact.phone } : null,
      };
    },
  };
}
