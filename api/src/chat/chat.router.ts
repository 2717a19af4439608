/**
 * The valuation chat with Amelia: POST /api/chat/start, POST /api/chat/message (a typed reply),
 * POST /api/chat/select (a pressed button) and GET /api/chat/:valuationId (the whole session, for a page
 * reload). Every reply is limited per conversation and per address (429 rate_limit_exceeded).
 */
import Router from '@koa/router';
import { ChatMessagePayloadSchema, ChatSelectPayloadSchema } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import { chatRateLimits } from '../infra/rate-limit/rules.js';
import type { RouteDeps } from '../route-deps.js';
import { CHAT_REPLIES_PER_MINUTE } from './chat-limits.js';
import { ValuationParamsSchema } from '../valuation/valuation.schema.js';

export function chatRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/chat' });
  const { chat } = services;
  const limits = chatRateLimits(services.rateLimiter, config, CHAT_REPLIES_PER_MINUTE);

  router.post('/start', limits.start, async (ctx) => {
    ctx.status = 201;
    ctx.body = await chat.start();
  });

  router.post(
    '/message',
    validate({ body: ChatMessagePayloadSchema }, limits.reply, async (ctx) => {
      const { valuationId, message } = ctx.state.input.body;
      ctx.body = await chat.reply(valuationId, { text: message });
    }),
  );

  router.post(
    '/select',
    validate({ body: ChatSelectPayloadSchema }, limits.reply, async (ctx) => {
      const { valuationId, option } = ctx.state.input.body;
      ctx.body = await chat.reply(valuationId, { option });
    }),
  );

  // A malformed id is answered like a body field (400 with `fields`), an unknown one 404 by the service.
  router.get(
    '/:valuationId',
    validate({ params: ValuationParamsSchema, invalidParams: 'fields' }, async (ctx) => {
      ctx.body = await chat.session(ctx.state.input.params.valuationId);
    }),
  );

  return router;
}
