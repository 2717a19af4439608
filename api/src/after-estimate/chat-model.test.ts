import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../infra/logger.js';
import { startOpenAiServer, type OpenAiBehaviour } from '../test/openai-server.js';
import { ChatModelError, createChatModel } from './chat-model.js';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function modelAnswering(behaviour: OpenAiBehaviour, timeoutMs = 2_000, stream = false) {
  const server = await startOpenAiServer(() => behaviour);
  close = server.close;
  const model = createChatModel({ apiKey: 'sk-test', baseUrl: server.baseUrl, model: 'modello-di-prova', timeoutMs, stream }, createLogger('silent'));
  return { model, server };
}

const conversation = [
  { role: 'system' as const, content: 'Sei Amelia.' },
  { role: 'user' as const, content: 'Quanto vale la mia casa?' },
];

describe('chat model client', () => {
  it('sends the conversation to an OpenAI-compatible server and returns the reply', async () => {
    const { model, server } = await modelAnswering({ reply: ' Il valore stimato è tra 300.000 e 350.000 €. ' });
    await expect(model.complete(conversation)).resolves.toBe('Il valore stimato è tra 300.000 e 350.000 €.');
    expect(server.received[0]).toMatchObject({ model: 'modello-di-prova', messages: conversation, stream: false, authorization: 'Bearer sk-test' });
  });

  it('cuts off a slow model at the deadline instead of waiting for its reply', async () => {
    const { model } = await modelAnswering({ reply: 'troppo tardi', delayMs: 1_500 }, 300);
    await expect(model.complete(conversation)).rejects.toMatchObject({ name: 'ChatModelError', kind: 'timeout' });
  });

  it('maps a provider 500 and 429 to our errors', async () => {
    const failing = await modelAnswering({ status: 500 });
    await expect(failing.model.complete(conversation)).rejects.toMatchObject({ kind: 'unavailable' });
    await close?.();
    const limited = await modelAnswering({ status: 429, error: 'Rate limit reached' });
    await expect(limited.model.complete(conversation)).rejects.toMatchObject({ kind: 'rate_limited' });
  });

  it('treats an empty reply as a failure', async () => {
    const { model } = await modelAnswering({ empty: true });
    await expect(model.complete(conversation)).rejects.toBeInstanceOf(ChatModelError);
    await expect(model.complete(conversation)).rejects.toMatchObject({ kind: 'empty' });
  });

  it('reads a streamed reply when OPENAI_STREAM asks for one', async () => {
    const { model, server } = await modelAnswering({ reply: 'Buongiorno, sono Amelia. Come posso aiutarti?' }, 2_000, true);
    await expect(model.complete(conversation)).resolves.toBe('Buongiorno, sono Amelia. Come posso aiutarti?');
    expect(server.received[0]?.stream).toBe(true);
  });

  it('maps failures and empty replies the same way when streaming', async () => {
    const failing = await modelAnswering({ status: 500 }, 2_000, true);
    await expect(failing.model.complete(conversation)).rejects.toMatchObject({ kind: 'unavailable' });
    await close?.();
    const empty = await modelAnswering({ empty: true }, 2_000, true);
    await expect(empty.model.complete(conversation)).rejects.toMatchObject({ kind: 'empty' });
    await close?.();
    const slow = await modelAnswering({ reply: 'troppo tardi', delayMs: 1_500 }, 300, true);
    await expect(slow.model.complete(conversation)).rejects.toMatchObject({ kind: 'timeout' });
  });
});
