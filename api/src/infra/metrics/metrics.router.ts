/**
 * GET /metrics in the Prometheus text format. With a token, only `Authorization: Bearer <token>` reads it
 * (401 otherwise); the public port mounts it only then. Without one, it is served only on the metrics port
 * of its own (metrics-server.ts), which the network keeps private.
 */
import Router from '@koa/router';
import type { Registry } from 'prom-client';
import { unauthorized } from '../errors.js';
import type { AppState } from '../http/state.js';
import { bearerTokenCheck } from './metrics-access.js';

export const METRICS_PATH = '/metrics';

const TOKEN_REQUIRED = 'Per leggere le metriche serve il token di accesso (Authorization: Bearer …).';

export function metricsRouter(registry: Registry, token: string | null) {
  const router = new Router<AppState>();
  const authorized = token === null ? () => true : bearerTokenCheck(token);
  router.get(METRICS_PATH, async (ctx) => {
    if (!authorized(ctx.get('Authorization') || undefined)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw unauthorized(TOKEN_REQUIRED);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = registry.contentType;
    ctx.body = await registry.metrics();
  });
  return router;
}
