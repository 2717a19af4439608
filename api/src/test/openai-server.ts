import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake provider does with the next request. */
export type OpenAiBehaviour = { reply: string; delayMs?: number } | { status: number; error?: string; delayMs?: number } | { empty: true };

export interface ReceivedCompletion {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream: boolean;
  authorization: string | undefined;
}

/**
 * An OpenAI-compatible Chat Completions server on loopback for the tests: it records what it receives and
 * answers as told, in plain JSON or as a server-sent event stream when the request asks for one. `baseUrl`
 * ends in /v1, as OPENAI_BASE_URL would.
 */
export async function startOpenAiServer(decide: (request: ReceivedCompletion) => OpenAiBehaviour) {
  const received: ReceivedCompletion[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const parsed = JSON.parse(body) as { model: string; messages: ReceivedCompletion['messages']; stream?: boolean };
      const completion: ReceivedCompletion = {
        model: parsed.model,
        messages: parsed.messages,
        stream: parsed.stream === true,
        authorization: request.headers.authorization,
      };
      received.push(completion);
      const behaviour = decide(completion);
      const respond = () => answer(response, behaviour, completion);
      const delay = 'delayMs' in behaviour ? (behaviour.delayMs ?? 0) : 0;
      if (delay > 0) setTimeout(respond, delay);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(response: ServerResponse, behaviour: OpenAiBehaviour, request: ReceivedCompletion) {
  if (response.destroyed) return;
  if ('status' in behaviour) {
    response
      .writeHead(behaviour.status, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ error: { message: behaviour.error ?? 'provider failure', type: 'server_error' } }));
    return;
  }
  const content = 'empty' in behaviour ? '' : behaviour.reply;
  const id = `chatcmpl-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  if (request.stream) {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    const words = content.split(/(?<= )/);
    for (const word of words) {
      response.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [{ index: 0, delta: { content: word }, finish_reason: null }] })}\n\n`,
      );
    }
    response.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    );
    response.end('data: [DONE]\n\n');
    return;
  }
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(
    JSON.stringify({
      id,
      object: 'chat.completion',
      created,
      model: request.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 42, completion_tokens: 12, total_tokens: 54 },
    }),
  );
}
