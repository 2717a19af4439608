/** PUT /api/admin/assignments/:kind/:id { assigneeId }: assigns any kind of lead to a member (or to nobody). */
import Router from '@koa/router';
import { ASSIGNABLE_KINDS, AssignmentSchema, NumericIdSchema, type AssignmentResponse } from '@valuta/shared';
import { z } from 'zod';
import { signedInAdmin } from '../auth/require-admin.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

const AssignmentParamsSchema = z.object({
  kind: z.enum(ASSIGNABLE_KINDS, { error: 'Tipo di contatto non valido.' }),
  id: NumericIdSchema('Contatto non trovato'),
});

export function assignmentsAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });

  router.put(
    '/assignments/:kind/:id',
    validate({ params: AssignmentParamsSchema, body: AssignmentSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = (await services.assignments.assign(signedInAdmin(ctx.state), params.kind, params.id, body.assigneeId)) satisfies AssignmentResponse;
    }),
  );

  return router;
}
