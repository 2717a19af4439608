/**
 * The only module that imports `openai`. It speaks the Chat Completions API, which every OpenAI-compatible
 * server understands (OpenAI, Azure, Ollama, vLLM), with a hard deadline, and turns every provider failure
 * into a ChatModelError the caller can answer with. It logs the model, latency and token counts, never the
 * conversation.
 */
import OpenAI from 'openai';
import type { Logger } from '../infra/logger.js';

export interface ChatModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type ChatModelFailure = 'timeout' | 'rate_limited' | 'unavailable' | 'empty';

export class ChatModelError extends Error {
  constructor(
    readonly kind: ChatModelFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ChatModelError';
  }
}

export interface ChatModel {
  readonly model: string;
  /** The assistant's reply text. Throws ChatModelError on any failure, including an empty reply. */
  complete(messages: ChatModelMessage[]): Promise<string>;
}

export interface ChatModelSettings {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** Deadline for the whole call, at most 20 s (config.openai.timeoutMs). */
  timeoutMs: number;
  /** Ask for a server-sent event stream (OPENAI_STREAM) instead of one JSON answer; the reply is the same. */
  stream?: boolean;
}

export function createChatModel(settings: ChatModelSettings, logger: Logger): ChatModel {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs,
    // A retry would only stretch the owner's wait past the deadline; the conversation can go on without it.
    maxRetries: 0,
  });

  return {
    model: settings.model,
    async complete(messages) {
      const startedAt = Date.now();
      const signal = AbortSignal.timeout(settings.timeoutMs);
      let text: string;
      let usage: OpenAI.CompletionUsage | undefined;
      try {
        if (settings.stream) {
          const stream = await client.chat.completions.create(
            { model: settings.model, messages, temperature: 0.4, max_tokens: 400, stream: true, stream_options: { include_usage: true } },
            { signal },
          );
          text = '';
          for await (const chunk of stream) {
            text += chunk.choices[0]?.delta?.content ?? '';
            usage = chunk.usage ?? usage;
          }
        } else {
          const completion = await client.chat.completions.create({ model: settings.model, messages, temperature: 0.4, max_tokens: 400 }, { signal });
          text = completion.choices[0]?.message?.content ?? '';
          usage = completion.usage;
        }
      } catch (error) {
        const failure = classify(error);
        logger.warn(
          { model: settings.model, latencyMs: Date.now() - startedAt, failure: failure.kind, status: (error as { status?: number }).status },
          'chat model failed',
        );
        throw failure;
      }
      logger.info(
        { model: settings.model, latencyMs: Date.now() - startedAt, promptTokens: usage?.prompt_tokens, completionTokens: usage?.completion_tokens },
        'chat model answered',
      );
      text = text.trim();
      if (!text) throw new ChatModelError('empty', 'The model answered with no text');
      return text;
    },
  };
}

function classify(error: unknown): ChatModelError {
  if (error instanceof OpenAI.APIConnectionTimeoutError || (error instanceof Error && error.name === 'TimeoutError')) {
    return new ChatModelError('timeout', 'The model did not answer in time');
  }
  if (error instanceof OpenAI.APIUserAbortError) return new ChatModelError('timeout', 'The model did not answer in time');
  if (error instanceof OpenAI.RateLimitError) return new ChatModelError('rate_limited', 'The model provider is rate limiting us');
  if (error instanceof OpenAI.APIError) return new ChatModelError('unavailable', `The model provider answered ${error.status ?? 'without a status'}`);
  return new ChatModelError('unavailable', error instanceof Error ? error.message : 'Unknown model failure');
}
