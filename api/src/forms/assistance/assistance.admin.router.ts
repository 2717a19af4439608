/**
 * Assistance requests in the back office: GET /api/admin/assistenze, PATCH /api/admin/assistenze/:id/status,
 * PATCH /api/admin/assistenze/:id/notes and GET /api/admin/export-assistenze-csv (audited).
 */
import Router from '@koa/router';
import { AssistanceStatusUpdateSchema, ExportQuerySchema, NotesUpdateSchema, formatIsoDay } from '@valuta/shared';
import { signedInAdmin } from '../../auth/require-admin.js';
import { titolareOnly } from '../../auth/require-role.js';
import { sendCsv } from '../../infra/http/csv-download.js';
import type { AppState } from '../../infra/http/state.js';
import { validate } from '../../infra/http/validate.js';
import type { RouteDeps } from '../../route-deps.js';
import { AssistanceParamsSchema } from './assistance.schema.js';
import type { AssistanceChangeResponse, AssistanceListResponse } from '@valuta/shared';

export function assistanceAdminRouter({ services, logger }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  const { assistance, assistanceExport, audit, reads } = services;

  router.get('/assistenze', async (ctx) => {
    const assistenze = await assistance.list();
    await reads.record(signedInAdmin(ctx.state), {
      action: 'read.assistance_requests',
      entityType: 'assistance_request',
      entityId: '*',
      details: { all: assistenze.length },
    });
    ctx.body = { assistenze } satisfies AssistanceListResponse;
  });

  router.patch(
    '/assistenze/:id/status',
    validate({ params: AssistanceParamsSchema, body: AssistanceStatusUpdateSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = {
        success: true,
        assistenza: await assistance.setStatus(signedInAdmin(ctx.state), params.id, body.status),
      } satisfies AssistanceChangeResponse;
    }),
  );

  router.patch(
    '/assistenze/:id/notes',
    validate({ params: AssistanceParamsSchema, body: NotesUpdateSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = {
        success: true,
        assistenza: await assistance.setNotes(signedInAdmin(ctx.state), params.id, body.notes),
      } satisfies AssistanceChangeResponse;
    }),
  );

  // Each export of personal data is audited, so the agency can tell who took which data out and when.
  router.get(
    '/export-assistenze-csv',
    titolareOnly,
    validate({ query: ExportQuerySchema }, async (ctx) => {
      const { timeFilter } = ctx.state.input.query;
      await audit.record(signedInAdmin(ctx.state), {
        action: 'assistance.export',
        entityType: 'assistance_request',
        entityId: '*',
        before: null,
        after: { timeFilter },
      });
      sendCsv(ctx, `assistenze_${formatIsoDay()}.csv`, assistanceExport.csv(timeFilter), logger);
    }),
  );

  return router;
}
