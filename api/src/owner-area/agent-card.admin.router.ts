/**
 * GET and PUT /api/admin/profile/owner-card: the phone and photo a member shows the owners of the homes they
 * follow (their 'Il tuo consulente' in the owner's area). Each member sets their own.
 */
import Router from '@koa/router';
import { AgentCardSchema, type AgentCard } from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

export function agentCardAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin/profile/owner-card' });

  router.get('/', async (ctx) => {
    ctx.body = (await services.agentCards.get(signedInAdmin(ctx.state))) satisfies AgentCard;
  });

  router.put(
    '/',
    validate({ body: AgentCardSchema }, async (ctx) => {
      ctx.body = (await services.agentCards.set(signedInAdmin(ctx.state), ctx.state.input.body)) satisfies AgentCard;
    }),
  );

  return router;
}
