/**
 * PUT /api/admin/contacts/:id/outcome (record or change what became of the home: mandate, sale, not sold), by
 * any member on any lead, as with the lead's status and notes; DELETE /api/admin/contacts/:id/outcome, by the
 * titolare only: an outcome feeds the zones' corrections and the public accuracy figures, and a deleted one
 * leaves no figure behind to check (a changed one keeps its history).
 */
import Router from '@koa/router';
import { LeadOutcomeSchema, type LeadOutcomeResponse } from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import { titolareOnly } from '../auth/require-role.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { OutcomeParamsSchema } from './outcomes.schema.js';

export function outcomesAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  const { outcomes } = services;

  router.put(
    '/contacts/:id/outcome',
    validate({ params: OutcomeParamsSchema, body: LeadOutcomeSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = (await outcomes.record(signedInAdmin(ctx.state), params.id, body)) satisfies LeadOutcomeResponse;
    }),
  );

  router.delete(
    '/contacts/:id/outcome',
    titolareOnly,
    validate({ params: OutcomeParamsSchema }, async (ctx) => {
      ctx.body = (await outcomes.remove(signedInAdmin(ctx.state), ctx.state.input.params.id)) satisfies LeadOutcomeResponse;
    }),
  );

  return router;
}
