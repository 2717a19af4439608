/**
 * GET /api/public/accuracy: the public page's figures, aggregates only (no lead, no price of any one home).
 * Cached briefly by browsers and proxies: the figures move only when a sale is recorded.
 */
import Router from '@koa/router';
import type { PublicAccuracyResponse } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import type { RouteDeps } from '../route-deps.js';

const PUBLIC_ACCURACY_MAX_AGE_SECONDS = 300;

export function accuracyRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/public' });
  router.get('/accuracy', async (ctx) => {
    ctx.body = (await services.accuracy.public()) satisfies PublicAccuracyResponse;
    ctx.set('Cache-Control', `public, max-age=${PUBLIC_ACCURACY_MAX_AGE_SECONDS}`);
  });
  return router;
}
