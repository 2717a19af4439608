/**
 * The valuation chat as a service: starts a conversation, takes the owner's replies (typed or pressed),
 * stores every message of both sides with the valuation, and gives back the whole session for a reload.
 * Turns of one conversation run one at a time in this process; across instances, a turn that lost a race
 * is refused rather than overwriting the other one.
 */
import { nanoid } from 'nanoid';
import { PUBLIC_ID_LENGTH, type ChatSessionResponse, type ChatTurnResponse, type PropertyData } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import type { Valuation } from '../infra/db/models/Valuation.js';
import { conflict, notFound } from '../infra/errors.js';
import { createKeyedQueue } from '../infra/queue.js';
import type { RecordEvent } from '../infra/events.js';
import type { ValuationDomain } from '../valuation/valuation-domain.js';
import { openingTurn, takeTurn, type TurnResult } from './engine.js';
import { assistantMetadata, phaseOf, transcriptMessage, turnResponse } from './chat.presenter.js';
import { initialEngineState, type EngineState, type StepContext, type StepId } from './types.js';

export const VALUATION_NOT_INITIALISED = 'Valutazione non inizializzata';

export type OwnerReply = { text: string } | { option: string };

/** Valuation status by step, for the back office and the result page. */
function statusOf(step: StepId): string {
  if (step === 'unsupported_city') return 'unsupported_city';
  if (step === 'contact') return 'awaiting_contact';
  if (step === 'completed') return 'completed';
  return 'pending';
}

export function createConversations(deps: { db: Database; domain: ValuationDomain; recordEvent: RecordEvent; now?: () => Date }) {
  const { db, domain, recordEvent } = deps;
  const { Valuation, ChatMessage } = db.models;
  const now = deps.now ?? (() => new Date());
  const serialized = createKeyedQueue();

  async function load(valuationId: string): Promise<Valuation> {
    const valuation = await Valuation.findByPk(valuationId);
    if (!valuation) throw notFound(VALUATION_NOT_INITIALISED);
    return valuation;
  }

  function contextOf(valuation: Valuation): StepContext {
    return {
      property: structuredClone(valuation.propertyData ?? {}) as PropertyData,
      state: { ...initialEngineState(), ...(structuredClone(valuation.engineState ?? {}) as Partial<EngineState>) },
      domain,
      now: now(),
    };
  }

  /** The label of a pressed button, as the owner saw it; an unknown value is shown as sent. */
  function shownReply(reply: OwnerReply, state: EngineState): string {
    if ('text' in reply) return reply.text;
    return state.lastPrompt?.buttons?.find((button) => button.value === reply.option)?.label ?? reply.option;
  }

  function denormalized(property: PropertyData) {
    return {
      city: property.city ?? null,
      comuneCode: property.comuneIstat ?? null,
      propertyType: property.propertyType ?? null,
      squareMeters: property.squareMeters ?? null,
    };
  }

  return {
    async start(): Promise<ChatTurnResponse> {
      const id = nanoid(PUBLIC_ID_LENGTH);
      const context: StepContext = { property: {}, state: initialEngineState(), domain, now: now() };
      const turn = await openingTurn(context);
      context.state.lastPrompt = turn.prompt;
      await db.write(async (transaction) => {
        await Valuation.create(
          { id, userId: null, step: turn.step, status: 'pending', city: null, comuneCode: null, propertyType: null, squareMeters: null, propertyData: {}, engineState: { ...context.state }, estimatedValue: null, minValue: null, maxValue: null, pricePerSqm: null, completedAt: null },
          { transaction },
        );
        await ChatMessage.create(
          { valuationId: id, role: 'assistant', content: turn.prompt.text, metadata: { ...assistantMetadata(turn.step, turn.prompt) } },
          { transaction },
        );
      });
      await recordEvent('chat_started', { valuationId: id });
      return turnResponse(id, turn.step, turn.prompt, {});
    },

    reply(valuationId: string, reply: OwnerReply): Promise<ChatTurnResponse> {
      return serialized(valuationId, async () => {
        const valuation = await load(valuationId);
        const context = contextOf(valuation);
        const shown = shownReply(reply, context.state);
        const turn: TurnResult = await takeTurn(valuation.step as StepId, 'text' in reply ? reply.text : reply.option, context);
        context.state.lastPrompt = turn.prompt;

        await db.write(async (transaction) => {
          const [updated] = await Valuation.update(
            {
              step: turn.step,
              status: statusOf(turn.step),
              propertyData: { ...context.property },
              engineState: { ...context.state },
              ...denormalized(context.property),
            },
            { where: { id: valuationId, step: valuation.step, updatedAt: valuation.updatedAt }, transaction },
          );
          if (updated !== 1) throw conflict('La conversazione è stata aggiornata in un’altra finestra. Ricarica la pagina per continuare.');
          await ChatMessage.bulkCreate(
            [
              { valuationId, role: 'user', content: shown, metadata: 'option' in reply ? { option: reply.option } : null },
              { valuationId, role: 'assistant', content: turn.prompt.text, metadata: { ...assistantMetadata(turn.step, turn.prompt) } },
            ],
            { transaction },
          );
        });
        return turnResponse(valuationId, turn.step, turn.prompt, context.property);
      });
    },

    async session(valuationId: string): Promise<ChatSessionResponse> {
      const valuation = await load(valuationId);
      const messages = await ChatMessage.findAll({ where: { valuationId }, order: [['createdAt', 'ASC'], ['id', 'ASC']] });
      const user = valuation.userId ? await db.models.User.findByPk(valuation.userId) : null;
      const state = valuation.engineState as Partial<EngineState>;
      const phase = phaseOf(valuation.step);
      return {
        valuationId,
        currentStep: phase,
        step: valuation.step,
        messages: messages.filter((message) => message.role !== 'system').map(transcriptMessage),
        propertyData: valuation.propertyData as PropertyData,
        complete: phase === 'processing' || phase === 'completed',
        unsupportedCity: phase === 'unsupported_city',
        buttons: state.lastPrompt?.buttons ?? [],
        addressConfirmation: state.lastPrompt?.addressConfirmation ?? null,
        userData: user ? { id: user.id, name: user.name ?? '', email: user.email, phone: user.phone ?? '' } : null,
      };
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
