/**
 * GET /api/health: whether the process and its database answer (503 when the database does not), and whether
 * e-mail flows. Load balancers and the desktop app call it; mail that does not flow leaves it 200, since the
 * instance still serves.
 */
import Router from '@koa/router';
import type { HealthResponse } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import { valueWithin } from '../infra/in-flight.js';
import type { RouteDeps } from '../route-deps.js';
import { createMailFlow } from './mail-flow.js';

const startedAt = Date.now();

/** A database slower than this to answer `SELECT 1` is reported as not answering. */
const DATABASE_TIMEOUT_MS = 2_000;

export function healthRouter({ config, db }: RouteDeps) {
  const router = new Router<AppState>();
  const mailFlow = createMailFlow(db, config.mail.smtpUrl ? 'smtp' : 'files');
  router.get('/api/health', async (ctx) => {
    const [databaseOk, mail] = await Promise.all([db.ping(DATABASE_TIMEOUT_MS), valueWithin(DATABASE_TIMEOUT_MS, mailFlow(), null)]);
    ctx.set('Cache-Control', 'no-store');
    const body: HealthResponse = {
      status: databaseOk ? 'ok' : 'unavailable',
      database: { dialect: db.dialect, ok: databaseOk },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      mail: databaseOk ? mail : null,
    };
    if (databaseOk) {
      ctx.body = body;
      return;
    }
    const message = 'Database non raggiungibile.';
    ctx.status = 503;
    ctx.body = { error: message, message, code: 'service_unavailable', ...body };
  });
  return router;
}
