import Router from '@koa/router';
import { ChatMessagePayloadSchema, ChatSelectPayloadSchema, PostValuationPayloadSchema, ValuationIdSchema } from '@valuta/shared';
import { z } from 'zod';
import { byAddress, rateLimit, type RateLimitRule } from '../infra/rate-limit/middleware.js';
import { parseBody, parseParams } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

const MINUTE = 60_000;

/** Counts the turns of one conversation, whoever sends them. */
const byValuation = (name: string, limit: number): RateLimitRule => ({
  name,
  limit,
  windowMs: MINUTE,
  key: (ctx) => {
    const id = (ctx.request.body as { valuationId?: unknown; valuation_id?: unknown } | undefined)?.valuationId
      ?? (ctx.request.body as { valuation_id?: unknown } | undefined)?.valuation_id;
    return typeof id === 'string' ? id : null;
  },
});

/** Every reply to Amelia counts against its conversation and the client address (issue 4's limits). */
export function chatRateLimit({ config, services }: Pick<RouteDeps, 'config' | 'services'>) {
  return rateLimit(
    services.rateLimiter,
    byValuation('chat:valuation', config.limits.chatPerMinute),
    byAddress('chat:address', config.limits.addressPerMinute, MINUTE),
  );
}

/**
 * The valuation chat (public spec §7): start, a typed reply, a pressed button, the whole session for a page
 * reload, and the scripted conversation after the estimate. Every reply is limited per conversation and per
 * address (429 rate_limit_exceeded).
 */
export function chatRouter({ config, services }: RouteDeps) {
  const router = new Router({ prefix: '/api/chat' });
  const { conversations, rateLimiter } = services;
  const perAddress = byAddress('chat:address', config.limits.addressPerMinute, MINUTE);
  const perReply = chatRateLimit({ config, services });

  router.post('/start', rateLimit(rateLimiter, perAddress), async (ctx) => {
    ctx.status = 201;
    ctx.body = await conversations.start();
  });

  router.post('/message', perReply, async (ctx) => {
    const { valuationId, message } = parseBody(ctx, ChatMessagePayloadSchema);
    ctx.body = await conversations.reply(valuationId, { text: message });
  });

  router.post('/select', perReply, async (ctx) => {
    const { valuationId, option } = parseBody(ctx, ChatSelectPayloadSchema);
    ctx.body = await conversations.reply(valuationId, { option });
  });

  router.post('/post-valuation', perReply, async (ctx) => {
    const { valuationId, message } = parseBody(ctx, PostValuationPayloadSchema);
    ctx.body = await services.assistant.postValuation(valuationId, message);
  });

  router.get('/:valuationId', async (ctx) => {
    const { valuationId } = parseParams(ctx, z.object({ valuationId: ValuationIdSchema }));
    ctx.body = await conversations.session(valuationId);
  });

  return router;
}
