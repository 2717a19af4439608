/**
 * The chat's records as the clients read them: a turn and the stored transcript for the public chat
 * (shared/src/chat ChatTurnResponse, ChatTranscriptMessage), the conversation of a valuation for
 * the back office (shared/src/leads AdminConversation).
 */
import type { AdminConversation, ChatPhase, ChatTranscriptMessage, ChatTurnResponse, ConversationMessage, PropertyData } from '@valuta/shared';
import { z } from 'zod';
import { isoOf } from '../infra/db/dates.js';
import { readJsonColumn } from '../infra/db/json-column.js';
import type { ChatMessage } from '../models/ChatMessage.js';
import type { Valuation } from '../models/Valuation.js';
import { isCompleted } from '../valuation/valuation.presenter.js';
import { PromptSchema } from './engine-state.js';
import { stepById } from './steps/index.js';
import type { Prompt, StepId } from './types.js';

/**
 * What a message keeps besides its text (chat_messages.metadata): the step and buttons of Amelia's
 * questions, the button an owner pressed, and the marks of the conversation after the estimate.
 */
const MessageMetadataSchema = z.looseObject({
  step: z.string().optional(),
  buttons: PromptSchema.shape.buttons,
  options: PromptSchema.shape.options,
  addressConfirmation: PromptSchema.shape.addressConfirmation,
  appointmentRequest: z.boolean().optional(),
  contactForm: z.boolean().optional(),
  option: z.string().optional(),
  /** 'after' for the messages of the conversation after the estimate. */
  phase: z.string().optional(),
  kind: z.string().optional(),
});
export type MessageMetadata = z.output<typeof MessageMetadataSchema>;

export function readMessageMetadata(message: Pick<ChatMessage, 'metadata'>): MessageMetadata {
  return readJsonColumn(MessageMetadataSchema, message.metadata ?? {}, 'chat_messages.metadata');
}

export function phaseOf(step: string): ChatPhase {
  return stepById(step).phase;
}

export function turnResponse(valuationId: string, step: StepId, prompt: Prompt, propertyData: PropertyData, progress = 0): ChatTurnResponse {
  const phase = phaseOf(step);
  return {
    progress,
    ...(prompt.options?.length ? { options: prompt.options } : {}),
    valuationId,
    nextQuestion: prompt.text,
    buttons: prompt.buttons ?? [],
    addressConfirmation: prompt.addressConfirmation ?? null,
    propertyData,
    complete: phase === 'processing' || phase === 'completed',
    unsupportedCity: phase === 'unsupported_city',
    currentStep: phase,
  };
}

/** What one of Amelia's questions keeps: its step, its buttons and the address card. */
export function assistantMetadata(step: string, prompt: Prompt): MessageMetadata {
  return {
    step,
    ...(prompt.buttons?.length ? { buttons: prompt.buttons } : {}),
    ...(prompt.options?.length ? { options: prompt.options } : {}),
    ...(prompt.addressConfirmation ? { addressConfirmation: prompt.addressConfirmation } : {}),
  };
}

export function transcriptMessage(message: ChatMessage): ChatTranscriptMessage {
  const metadata = readMessageMetadata(message);
  return {
    id: message.id,
    type: message.role === 'user' ? 'user' : 'assistant',
    content: message.content,
    timestamp: message.createdAt.toISOString(),
    ...(metadata.buttons ? { buttons: metadata.buttons } : {}),
    ...(metadata.options ? { options: metadata.options } : {}),
    ...(metadata.addressConfirmation ? { addressConfirmation: metadata.addressConfirmation } : {}),
    ...(metadata.appointmentRequest ? { appointmentRequest: true } : {}),
  };
}

/** The conversation of a valuation in the back office: what either side wrote, in order; system notes stay out. */
export function presentConversation(
  valuation: Pick<Valuation, 'id' | 'createdAt' | 'status' | 'completedAt'>,
  messages: ChatMessage[],
): AdminConversation {
  return {
    id: valuation.id,
    valuation_id: valuation.id,
    created_at: isoOf(valuation.createdAt),
    completed: isCompleted(valuation),
    messages: messages.flatMap((message): ConversationMessage[] =>
      message.role === 'user' || message.role === 'assistant'
        ? [{ id: message.id, role: message.role, content: message.content, timestamp: isoOf(message.createdAt) }]
        : [],
    ),
  };
}
