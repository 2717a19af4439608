import type { Next, ParameterizedContext } from 'koa';
import type { Metrics } from './metrics.js';
import { routeLabel } from './route-label.js';

/**
 * Times every request, from its arrival to its answer being ready (a streamed file's bytes still on their way
 * are not counted), under its route's pattern. First in the chain, outside the error middleware, so the
 * status is the one sent, an error's included.
 */
export function measureRequests(metrics: Pick<Metrics, 'observeRequest'>) {
  return async function measureRequest(ctx: ParameterizedContext, next: Next) {
    const startedAt = performance.now();
    try {
      await next();
    } finally {
      metrics.observeRequest(ctx.method, routeLabel(ctx), ctx.status, (performance.now() - startedAt) / 1000);
    }
  };
}
