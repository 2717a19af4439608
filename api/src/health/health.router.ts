/** GET /api/health: whether the process and its database answer. Load balancers and the desktop app call it. */
import Router from '@koa/router';
import type { HealthResponse } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import type { RouteDeps } from '../routes.js';

const startedAt = Date.now();

export function healthRouter({ db }: RouteDeps) {
  const router = new Router<AppState>();
  router.get('/api/health', async (ctx) => {
    const databaseOk = await db.ping();
    ctx.set('Cache-Control', 'no-store');
    const body: HealthResponse = {
      status: databaseOk ? 'ok' : 'unavailable',
      database: { dialect: db.dialect, ok: databaseOk },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
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
