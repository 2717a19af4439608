/** The chat's records as the client reads them (public spec §3, §7). */
import type {
  AddressConfirmation,
  ChatButton,
  ChatPhase,
  ChatTranscriptMessage,
  ChatTurnResponse,
  PropertyData,
} from '@valuta/shared';
import type { ChatMessage } from '../infra/db/models/ChatMessage.js';
import { stepById } from './steps/index.js';
import type { Prompt, StepId } from './types.js';

/** What an assistant message keeps besides its text. */
export interface AssistantMetadata {
  step: string;
  buttons?: ChatButton[];
  addressConfirmation?: AddressConfirmation | null;
  appointmentRequest?: boolean;
}

export function phaseOf(step: string): ChatPhase {
  return stepById(step).phase;
}

export function turnResponse(valuationId: string, step: StepId, prompt: Prompt, propertyData: PropertyData): ChatTurnResponse {
  const phase = phaseOf(step);
  return {
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

export function assistantMetadata(step: string, prompt: Prompt): AssistantMetadata {
  return {
    step,
    ...(prompt.buttons?.length ? { buttons: prompt.buttons } : {}),
    ...(prompt.addressConfirmation ? { addressConfirmation: prompt.addressConfirmation } : {}),
  };
}

export function transcriptMessage(message: ChatMessage): ChatTranscriptMessage {
  const metadata = (message.metadata ?? {}) as Partial<AssistantMetadata>;
  return {
    id: message.id,
    type: message.role === 'user' ? 'user' : 'assistant',
    content: message.content,
    timestamp: message.createdAt.toISOString(),
    ...(metadata.buttons ? { buttons: metadata.buttons } : {}),
    ...(metadata.addressConfirmation ? { addressConfirmation: metadata.addressConfirmation } : {}),
    ...(metadata.appointmentRequest ? { appointmentRequest: true } : {}),
  };
}
