import Router from '@koa/router';
import type { HealthResponse } from '@valuta/shared';
import type { RouteDeps } from '../route-deps.js';

const startedAt = Date.now();

/** GET /api/health: whether the process and its database answer. Load balancers and the desktop app call it. */
export function healthRouter({ db }: RouteDeps) {
  const router = new Router();
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
