/**
 * The conversation after the estimate: POST /api/chat/post-valuation (the scripted conversation) and
 * POST /api/chat-gpt (Amelia with a model; without OPENAI_API_KEY it answers 503 and the client goes on with
 * the script). Every message counts against the chat's limits, like a reply in the chat.
 */
import Router from '@koa/router';
import { ChatGptPayloadSchema, PostValuationPayloadSchema } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import { chatRateLimits } from '../infra/rate-limit/rules.js';
import type { RouteDeps } from '../route-deps.js';
import { CHAT_REPLIES_PER_MINUTE } from '../chat/chat-limits.js';

export function afterEstimateRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api' });
  const { afterEstimate } = services;
  const limits = chatRateLimits(services.rateLimiter, config, CHAT_REPLIES_PER_MINUTE);

  router.post(
    '/chat/post-valuation',
    validate({ body: PostValuationPayloadSchema }, limits.reply, async (ctx) => {
      const { valuationId, message } = ctx.state.input.body;
      ctx.body = await afterEstimate.postValuation(valuationId, message);
    }),
  );

  router.post(
    '/chat-gpt',
    validate({ body: ChatGptPayloadSchema }, limits.reply, async (ctx) => {
      ctx.body = await afterEstimate.chatGpt(ctx.state.input.body);
    }),
  );

  return router;
}
