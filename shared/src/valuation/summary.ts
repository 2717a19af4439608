/** The figures the owner sees, and the result page's own fetch. */
import type { PropertyData } from './property.js';
import type { ValuationExplanation } from './result.js';

/** The figures the owner sees (GET /api/valuation/:id, POST /api/valuation/calculate). */
export interface ValuationSummary {
  valuationId: string;
  estimatedValue: number;
  minValue: number;
  maxValue: number;
  pricePerSqm: number;
  propertyData: PropertyData;
  userData: { name: string | null };
  /** How the estimate was reached, from the stored result (null for an estimate stored without one). */
  explanation?: ValuationExplanation | null;
}

/**
 * After the estimate. `model` when an OpenAI-compatible model is configured: the client sends the
 * start token to /api/chat-gpt and falls back to the script if that fails. `script` otherwise: the client
 * goes straight to the scripted conversation of /api/chat/post-valuation (and /api/chat-gpt answers 503).
 */
export type AssistantMode = 'model' | 'script';

/** The result page's own fetch: the summary plus how the conversation continues. */
export interface ValuationPageResponse extends ValuationSummary {
  assistantMode: AssistantMode;
}
