import Router from '@koa/router';
import { ChatGptPayloadSchema } from '@valuta/shared';
import { parseBody } from '../infra/http/validate.js';
import { chatRateLimit } from '../chat/chat.router.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * POST /api/chat-gpt (public spec §7): Amelia with a model after the estimate. Without OPENAI_API_KEY it
 * answers 503, and the client goes on with the scripted conversation.
 */
export function assistantRouter({ config, services }: RouteDeps) {
  const router = new Router({ prefix: '/api' });
  const limits = chatRateLimit({ config, services });

  router.post('/chat-gpt', limits, async (ctx) => {
    ctx.body = await services.assistant.chatGpt(parseBody(ctx, ChatGptPayloadSchema));
  });

  return router;
}
