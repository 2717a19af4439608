/**
 * The conversation after the estimate: with a model (POST /api/chat-gpt), or scripted
 * (POST /api/chat/post-valuation, script.ts). Both read the home and the result from our records (never from
 * the client), store every message with the valuation before any model call, and answer something the
 * client can show whatever the provider does.
 */
import {
  readMarkers,
  START_TOKENS,
  type AssistantRecommendation,
  type ChatGptPayload,
  type ChatGptResponse,
  type LeadType,
  type PostValuationResponse,
  type ValuationResult,
} from '@valuta/shared';
import { z } from 'zod';
import { readMessageMetadata, type MessageMetadata } from '../chat/chat.presenter.js';
import type { Agency } from '../agency/agency.service.js';
import type { Database } from '../infra/db/index.js';
import { readJsonColumn } from '../infra/db/json-column.js';
import type { ChatMode, Valuation } from '../models/Valuation.js';
import { conflict, notFound, serviceUnavailable } from '../infra/errors.js';
import type { Logger } from '../infra/logger.js';
import { createKeyedQueue } from '../infra/queue.js';
import { rangeText } from '../valuation/property-summary.js';
import { readPropertyData, readValuationResult } from '../valuation/valuation-record.js';
import { VALUATION_NOT_INITIALISED } from '../valuation/valuation.service.js';
import { ChatModelError, type ChatModel, type ChatModelMessage } from './chat-model.js';
import { inventsFigures } from './figures-guard.js';
import { SCRIPT_STATES, scriptTurn, type Motive } from './script.js';
import { buildSystemPrompt, START_INSTRUCTION } from './system-prompt.js';

const MODEL_UNAVAILABLE = 'L’assistente non è disponibile in questo momento.';
const TECHNICAL_APOLOGY = 'Mi dispiace, sto avendo qualche problema tecnico. Riprova tra poco, oppure scrivici su WhatsApp: ti rispondiamo noi.';
const EMPTY_REPLY_APOLOGY = 'Scusami, non sono riuscita a formulare una risposta. Puoi ripetere la domanda?';
const BEFORE_RESULT = 'La conversazione con Amelia continua dopo la stima: completa prima il modulo con i tuoi contatti.';

/** Turns of the model's memory: the recent conversation after the estimate, enough for a short exchange. */
const MODEL_HISTORY = 20;

/** Lead types the owner's own words suggest; only a lead nobody has classified yet is touched. */
const LEAD_HINT: Record<Motive, LeadType | null> = { sell: 'hot', move: 'hot', curious: 'curious', other: null };

/** What this conversation keeps in valuations.engine_state, beside the chat's own state: where the script stands. */
const AfterStateSchema = z.object({ script: z.enum(SCRIPT_STATES).optional() });
type AfterState = z.output<typeof AfterStateSchema>;
const EngineStateAfterSchema = z.looseObject({ after: AfterStateSchema.optional() });

const afterStateOf = (valuation: Valuation): AfterState =>
  readJsonColumn(EngineStateAfterSchema, valuation.engineState ?? {}, 'valuations.engine_state').after ?? {};

const isStartToken = (message: string) => (START_TOKENS as readonly string[]).includes(message);

interface Deps {
  agency: Pick<Agency, 'brand'>;
  db: Database;
  model: ChatModel | null;
  logger: Logger;
}

export function createAfterEstimate({ agency, db, model, logger }: Deps) {
  const { Valuation, ChatMessage, Contact } = db.models;
  const serialized = createKeyedQueue();

  async function valuedHome(valuationId: string): Promise<{ valuation: Valuation; result: ValuationResult }> {
    const valuation = await Valuation.findByPk(valuationId);
    if (!valuation) throw notFound(VALUATION_NOT_INITIALISED);
    const result = readValuationResult(valuation.result);
    if (valuation.step !== 'completed' || !result) throw conflict(BEFORE_RESULT);
    return { valuation, result };
  }

  async function saveAfterState(valuation: Valuation, after: AfterState, chatMode: ChatMode) {
    await valuation.update({ chatMode, engineState: { ...valuation.engineState, after } });
  }

  async function remember(valuationId: string, role: 'user' | 'assistant', content: string, metadata: MessageMetadata = {}) {
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
      .flatMap((message): ChatModelMessage[] =>
        readMessageMetadata(message).phase === 'after' && message.role !== 'system' ? [{ role: message.role, content: message.content }] : [],
      )
      .slice(0, MODEL_HISTORY)
      .reverse();
  }

  async function ownerName(valuationId: string): Promise<string | null> {
    const contact = await Contact.findOne({ where: { valuationId }, order: [['id', 'DESC']] });
    return contact?.name ?? null;
  }

  return {
    /** POST /api/chat/post-valuation: one turn of the scripted conversation. */
    postValuation(valuationId: string, message: string): Promise<PostValuationResponse> {
      return serialized(valuationId, async () => {
        const { valuation } = await valuedHome(valuationId);
        if (!isStartToken(message.trim())) await remember(valuationId, 'user', message);
        const after = afterStateOf(valuation);
        const turn = scriptTurn(after.script ?? 'start', message, await agency.brand());
        await remember(valuationId, 'assistant', turn.nextQuestion, {
          ...(turn.buttons ? { buttons: turn.buttons } : {}),
          ...(turn.appointmentRequest ? { appointmentRequest: true } : {}),
        });
        await saveAfterState(valuation, { ...after, script: turn.state }, 'default');
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

    /** POST /api/chat-gpt: one turn with the model; 503 when no model is configured or it fails. */
    chatGpt(payload: ChatGptPayload): Promise<ChatGptResponse> {
      if (!model) return Promise.reject(serviceUnavailable(MODEL_UNAVAILABLE));
      return serialized(payload.valuationId, async () => {
        const { valuation, result } = await valuedHome(payload.valuationId);
        const isStart = payload.isStartToken || isStartToken(payload.userMessage);
        if (!isStart && !payload.userMessage) throw conflict('Scrivi un messaggio.');

        // The owner's words are stored before the model is asked, so a failing provider loses nothing.
        const earlier = await history(payload.valuationId);
        if (!isStart) await remember(payload.valuationId, 'user', payload.userMessage);
        const property = readPropertyData(valuation.propertyData);
        const system = buildSystemPrompt(await agency.brand(), property, result, await ownerName(payload.valuationId));
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
        await saveAfterState(valuation, afterStateOf(valuation), 'gpt');
        return { message: reply, response: reply, recommendation };
      });
    },

    /** After the appointment is saved, the script thanks instead of proposing again. */
    async markBooked(valuation: Valuation) {
      await saveAfterState(valuation, { ...afterStateOf(valuation), script: 'booked' }, valuation.chatMode === 'gpt' ? 'gpt' : 'default');
    },
  };
}

export type AfterEstimate = ReturnType<typeof createAfterEstimate>;
