/**
 * The conversation after the estimate (public spec §4): with a model through /api/chat-gpt, or scripted
 * through /api/chat/post-valuation. Both read the home and the result from our records (never from the
 * client), store every message with the valuation before any model call, and answer something the client
 * can show whatever the provider does.
 */
import {
  readMarkers,
  START_TOKENS,
  type AssistantRecommendation,
  type ChatGptPayload,
  type ChatGptResponse,
  type PostValuationResponse,
  type PropertyData,
  type ValuationResult,
} from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { Valuation } from '../infra/db/models/Valuation.js';
import { conflict, notFound, serviceUnavailable } from '../infra/errors.js';
import type { Logger } from '../infra/logger.js';
import { VALUATION_NOT_INITIALISED } from '../chat/chat.service.js';
import { rangeText } from '../valuation/property-summary.js';
import { createKeyedQueue } from '../infra/queue.js';
import { ChatModelError, type ChatModel, type ChatModelMessage } from './chat-model.js';
import { inventsFigures } from './figures-guard.js';
import { scriptTurn, type Motive, type ScriptState } from './script.js';
import { buildSystemPrompt, START_INSTRUCTION } from './system-prompt.js';

export const MODEL_UNAVAILABLE = 'L’assistente non è disponibile in questo momento.';
export const TECHNICAL_APOLOGY =
  'Mi dispiace, sto avendo qualche problema tecnico. Riprova tra poco, oppure scrivici su WhatsApp: ti rispondiamo noi.';
const EMPTY_REPLY_APOLOGY = 'Scusami, non sono riuscita a formulare una risposta. Puoi ripetere la domanda?';
const BEFORE_RESULT = 'La conversazione con Amelia continua dopo la stima: completa prima il modulo con i tuoi contatti.';

/** Turns of the model's memory: the recent conversation after the estimate, enough for a short exchange. */
const MODEL_HISTORY = 20;

/** Lead types the owner's own words suggest; only a lead nobody has classified yet is touched. */
const LEAD_HINT: Record<Motive, string | null> = { sell: 'hot', move: 'hot', curious: 'curious', other: null };

interface AfterState {
  script?: ScriptState;
}

interface Deps {
  config: Config;
  db: Database;
  model: ChatModel | null;
  logger: Logger;
}

export function createAfterValuationAssistant({ config, db, model, logger }: Deps) {
  const { Valuation, ChatMessage, Contact } = db.models;
  const serialized = createKeyedQueue();

  async function completedValuation(valuationId: string): Promise<Valuation & { result: Record<string, unknown> }> {
    const valuation = await Valuation.findByPk(valuationId);
    if (!valuation) throw notFound(VALUATION_NOT_INITIALISED);
    if (valuation.step !== 'completed' || !valuation.result) throw conflict(BEFORE_RESULT);
    return valuation as Valuation & { result: Record<string, unknown> };
  }

  const afterState = (valuation: Valuation): AfterState => ((valuation.engineState as { after?: AfterState }).after ?? {});

  async function saveAfterState(valuation: Valuation, after: AfterState, chatMode: 'gpt' | 'default') {
    await valuation.update({ chatMode, engineState: { ...valuation.engineState, after } });
  }

  async function remember(valuationId: string, role: 'user' | 'assistant', content: string, metadata: Record<string, unknown> = {}) {
    if (!content.trim()) return;
    await ChatMessage.create({ valuationId, role, content, metadata: { phase: 'after', ...metadata } });
  }

  async function suggestLeadType(valuationId: string, motive: Motive | undefined) {
    const leadType = motive ? LEAD_HINT[motive] : null;
    if (leadType) await Contact.update({ leadType }, { where: { valuationId, leadType: 'unknown' } });
  }

  /** The stored conversation after the estimate, oldest first, as the model reads it. */
  async function history(valuationId: string): Promise<ChatModelMessage[]> {
    const messages = await ChatMessage.findAll({ where: { valuationId }, order: [['id', 'DESC']], limit: MODEL_HISTORY * 2 });
    return messages
      .filter((message) => (message.metadata as { phase?: string } | null)?.phase === 'after' && message.role !== 'system')
      .slice(0, MODEL_HISTORY)
      .reverse()
      .map((message) => ({ role: message.role as 'user' | 'assistant', content: message.content }));
  }

  async function ownerName(valuationId: string): Promise<string | null> {
    const contact = await Contact.findOne({ where: { valuationId }, order: [['id', 'DESC']] });
    return contact?.name ?? null;
  }

  return {
    /** POST /api/chat/post-valuation */
    postValuation(valuationId: string, message: string): Promise<PostValuationResponse> {
      return serialized(valuationId, async () => {
        const valuation = await completedValuation(valuationId);
        const isStart = (START_TOKENS as readonly string[]).includes(message.trim());
        if (!isStart) await remember(valuationId, 'user', message);
        const turn = scriptTurn(afterState(valuation).script ?? 'start', message, config.brand);
        await remember(valuationId, 'assistant', turn.nextQuestion, {
          ...(turn.buttons ? { buttons: turn.buttons } : {}),
          ...(turn.appointmentRequest ? { appointmentRequest: true } : {}),
        });
        await saveAfterState(valuation, { ...afterState(valuation), script: turn.state }, 'default');
        await suggestLeadType(valuationId, turn.motive);
        return {
          nextQuestion: turn.nextQuestion,
          buttons: turn.buttons ?? [],
          appointmentRequest: turn.appointmentRequest,
          ...(turn.preferredTime ? { preferredTime: turn.preferredTime } : {}),
          ...(turn.finished ? { finished: true } : {}),
        };
      });
    },

    /** POST /api/chat-gpt */
    chatGpt(payload: ChatGptPayload): Promise<ChatGptResponse> {
      if (!model) return Promise.reject(serviceUnavailable(MODEL_UNAVAILABLE));
      return serialized(payload.valuationId, async () => {
        const valuation = await completedValuation(payload.valuationId);
        const result = valuation.result as unknown as ValuationResult;
        const isStart = payload.isStartToken || (START_TOKENS as readonly string[]).includes(payload.userMessage);
        if (!isStart && !payload.userMessage) throw conflict('Scrivi un messaggio.');

        // The owner's words are stored before the model is asked, so a failing provider loses nothing.
        const earlier = await history(payload.valuationId);
        if (!isStart) await remember(payload.valuationId, 'user', payload.userMessage);
        const system = buildSystemPrompt(config.brand, valuation.propertyData as PropertyData, result, await ownerName(payload.valuationId));
        const messages: ChatModelMessage[] = [
          { role: 'system', content: system },
          ...earlier,
          { role: 'user', content: isStart ? START_INSTRUCTION : payload.userMessage },
        ];

        let reply: string;
        try {
          reply = await model.complete(messages);
        } catch (error) {
          if (error instanceof ChatModelError && error.kind === 'empty') {
            return { message: EMPTY_REPLY_APOLOGY, response: EMPTY_REPLY_APOLOGY, recommendation: null };
          }
          if (!(error instanceof ChatModelError)) logger.error({ err: error }, 'assistant failed');
          throw serviceUnavailable(TECHNICAL_APOLOGY);
        }

        if (inventsFigures(reply, result)) {
          logger.warn({ valuationId: payload.valuationId }, 'model reply stated figures of its own; replaced');
          reply = `Preferisco restare sui numeri della stima: per il tuo immobile siamo ${rangeText(result.minValue, result.maxValue)}. Per una cifra più precisa serve il sopralluogo gratuito di un nostro consulente: vuoi che ti faccia richiamare?`;
        }
        const markers = readMarkers(reply);
        const recommendation: AssistantRecommendation = markers.openForm ? 'appointment' : markers.openContactForm ? 'contact_form' : null;
        await remember(payload.valuationId, 'assistant', markers.text, {
          ...(markers.openForm ? { appointmentRequest: true } : {}),
          ...(markers.openContactForm ? { contactForm: true } : {}),
        });
        await saveAfterState(valuation, afterState(valuation), 'gpt');
        return { message: reply, response: reply, recommendation };
      });
    },

    /** After the appointment is saved, the script thanks instead of proposing again. */
    async markBooked(valuation: Valuation) {
      await saveAfterState(valuation, { ...afterState(valuation), script: 'booked' }, valuation.chatMode === 'gpt' ? 'gpt' : 'default');
    },
  };
}

export type AfterValuationAssistant = ReturnType<typeof createAfterValuationAssistant>;
