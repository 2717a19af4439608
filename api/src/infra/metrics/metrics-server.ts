import type { Server } from 'node:http';
import Koa from 'koa';
import { errorHandler } from '../http/error-handler.js';
import { createHttpServer } from '../http/http-server.js';
import type { AppState } from '../http/state.js';
import type { Logger } from '../logger.js';
import type { Metrics } from './metrics.js';
import { metricsRouter } from './metrics.router.js';

/**
 * The listener of METRICS_PORT: GET /metrics and nothing else, for a scraper on the private network. The
 * token, when one is configured, is required here too.
 */
export function createMetricsServer(metrics: Pick<Metrics, 'registry'>, token: string | null, logger: Logger): Server {
  const app = new Koa<AppState>();
  app.silent = true;
  app.use(errorHandler(logger));
  app.use(metricsRouter(metrics.registry, token).routes());
  return createHttpServer(app);
}
