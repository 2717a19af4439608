/** 'Registro attività': GET /api/admin/audit-log, filtered and paged, for a titolare only. */
import Router from '@koa/router';
import { AuditLogQuerySchema, type AuditLogResponse } from '@valuta/shared';
import { titolareOnly } from '../auth/require-role.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

export function auditAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });

  router.get(
    '/audit-log',
    titolareOnly,
    validate({ query: AuditLogQuerySchema }, async (ctx) => {
      ctx.body = (await services.auditReader.list(ctx.state.input.query)) satisfies AuditLogResponse;
    }),
  );

  return router;
}
