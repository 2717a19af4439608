import type Router from '@koa/router';
import Koa from 'koa';
import compose from 'koa-compose';
import session from 'koa-session';
import { guardAdminPaths } from './auth/require-admin.js';
import { expireSessions } from './auth/session-expiry.js';
import { isBackOfficePath, isSessionPath } from './auth/paths.js';
import type { Config } from './infra/config/env.js';
import type { Database } from './infra/db/index.js';
import { methodNotAllowed } from './infra/errors.js';
import { compression } from './infra/http/compression.js';
import { errorHandler } from './infra/http/error-handler.js';
import { jsonBody } from './infra/http/json-body.js';
import { requestContext } from './infra/http/request-context.js';
import { sameOrigin } from './infra/http/same-origin.js';
import { securityHeaders } from './infra/http/security-headers.js';
import type { AppState } from './infra/http/state.js';
import type { Logger } from './infra/logger.js';
import { METRICS_PATH, metricsRouter } from './infra/metrics/metrics.router.js';
import { measureRequests } from './infra/metrics/request-metrics.js';
import { apiRouters, backOfficeRouters } from './routes.js';
import { createServices, type Services } from './services.js';
import { createPrerenderer } from './web/prerender.js';
import { seoFiles } from './web/seo-files.js';
import { staticSites } from './web/static-sites.js';

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  /** Built from the other deps when absent; the server passes its own to run the outbox worker. */
  services?: Services;
}

export type App = Koa<AppState> & { services: Services };

export const SESSION_COOKIE = 'valuta.sid';

/**
 * Builds the whole application without listening, so tests drive it over HTTP on a port of their own and the
 * server entry decides where it listens. Middleware order matters: the request's timing first (for /metrics),
 * then errors, request context, headers, compression (small JSON answers in one call, the rest streamed), the
 * API (JSON bodies only there, sessions only on the back office's paths) and last the static builds.
 */
export function createApp(deps: AppDeps): App {
  const { config, db, logger } = deps;
  const services = deps.services ?? createServices({ config, db, logger });
  const app: App = Object.assign(new Koa<AppState>({ proxy: config.trustProxy, keys: [config.session.secret] }), { services });
  // Errors are answered and logged by errorHandler; Koa's own printer would only repeat them.
  app.silent = true;

  const routeDeps = { config, db, logger, services };
  const sessionMiddleware = session(
    {
      key: SESSION_COOKIE,
      maxAge: config.session.maxAgeMs,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.session.secureCookie,
      signed: true,
      rolling: false,
      renew: true,
      store: services.sessionStore,
    },
    app,
  );

  app.use(measureRequests(services.metrics));
  app.use(errorHandler(logger));
  app.use(requestContext(logger));
  app.use(securityHeaders(config, services.agency));
  app.use(compression());
  app.use(async (ctx, next) => {
    if (isSessionPath(ctx.path)) await sessionMiddleware(ctx, next);
    else await next();
  });
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    await next();
  });
  app.use(expireSessions({ idleMs: config.session.idleMs, maxAgeMs: config.session.maxAgeMs }));
  app.use(sameOrigin([new URL(config.publicUrl).origin]));
  app.use(jsonBody(config.bodyLimitBytes));
  app.use(guardAdminPaths(services.administrators));
  // A router's middleware adds its own fields (params, router) to Koa's context, so it runs on Koa's.
  const mounted = (router: Router<AppState>) =>
    [router.routes(), router.allowedMethods({ throw: true, methodNotAllowed: methodNotAllowed, notImplemented: methodNotAllowed })] as Array<
      Koa.Middleware<AppState>
    >;
  // GET /metrics on the public port only behind its token; without one, on METRICS_PORT or nowhere. Other
  // paths pass one test instead of the router's.
  if (config.metrics.token) {
    const metrics = compose(mounted(metricsRouter(services.metrics.registry, config.metrics.token)));
    app.use((ctx, next) => (ctx.path === METRICS_PATH ? metrics(ctx, next) : next()));
  }
  // The back office's routers look at a request only under their path: a chat message or a page then passes
  // one test instead of every route of every back-office router.
  const backOffice = compose(backOfficeRouters(routeDeps).flatMap(mounted));
  app.use((ctx, next) => (isBackOfficePath(ctx.path) ? backOffice(ctx, next) : next()));
  app.use(compose(apiRouters(routeDeps).flatMap(mounted)));
  app.use(seoFiles(config.publicUrl));
  const prerenderer = createPrerenderer({
    publicWebDist: config.webDist.publicWeb,
    ssrEntry: config.webDist.publicWebSsrEntry,
    publicUrl: config.publicUrl,
    agency: services.agency,
    mailConfigured: config.mail.smtpUrl !== null,
    logger,
  });
  app.use(staticSites(config.webDist, prerenderer, logger));
  return app;
}
