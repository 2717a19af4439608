import Router from '@koa/router';
import { ExportQuerySchema, formatIsoDay } from '@valuta/shared';
import { adminActor } from '../auth/admin-actor.js';
import { sendCsv } from '../infra/http/csv-download.js';
import { parseQuery } from '../infra/http/validate.js';
import { recordAudit } from '../audit/audit.js';
import { assistanceCsv, contactsCsv } from './leads.export.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * The server-side CSV exports of the period (contacts, assistance), streamed. Each export of personal data
 * is written to the audit log, so the agency can tell who took which data out and when.
 */
export function exportsRouter({ db, logger }: RouteDeps) {
  const router = new Router({ prefix: '/api/admin' });

  router.get('/export-contacts-csv', async (ctx) => {
    const { timeFilter } = parseQuery(ctx, ExportQuerySchema);
    await recordAudit(db.models, adminActor(ctx), {
      action: 'contacts.export',
      entityType: 'contact',
      entityId: '*',
      before: null,
      after: { timeFilter },
    });
    sendCsv(ctx, `contatti_${formatIsoDay()}.csv`, contactsCsv(db, timeFilter), logger);
  });

  router.get('/export-assistenze-csv', async (ctx) => {
    const { timeFilter } = parseQuery(ctx, ExportQuerySchema);
    await recordAudit(db.models, adminActor(ctx), {
      action: 'assistance.export',
      entityType: 'assistance_request',
      entityId: '*',
      before: null,
      after: { timeFilter },
    });
    sendCsv(ctx, `assistenze_${formatIsoDay()}.csv`, assistanceCsv(db, timeFilter), logger);
  });

  return router;
}
