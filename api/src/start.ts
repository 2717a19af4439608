import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { openDatabase, type Database } from './infra/db/index.js';
import { createHttpServer } from './infra/http/http-server.js';
import type { Logger } from './infra/logger.js';
import { provisionOwner, WeakOwnerPassword } from './auth/provision-owner.js';
import { ConfigError, type Config } from './infra/config/env.js';
import { METRICS_PATH } from './infra/metrics/metrics.router.js';
import { createMetricsServer } from './infra/metrics/metrics-server.js';
import { createServices, type Services } from './services.js';

export interface RunningServer {
  server: Server;
  db: Database;
  services: Services;
  url: string;
  /** The METRICS_PORT listener's address, when one is configured. */
  metricsUrl: string | null;
  /** Stops accepting, lets requests in flight finish, then stops the workers and closes the database. */
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;
const HOUSEKEEPING_INTERVAL_MS = 15 * 60_000;

/** The account of ADMIN_EMAIL: a weak new ADMIN_PASSWORD stops the start; one the account has already is a warning. */
async function provisionAdministrator(admin: NonNullable<Config['admin']>, services: Services, logger: Logger): Promise<void> {
  try {
    const { outcome, weakPassword } = await provisionOwner(admin, services);
    logger.info({ email: admin.email, outcome }, 'administrator from ADMIN_EMAIL');
    if (weakPassword) {
      logger.warn(
        { email: admin.email, reason: weakPassword },
        'ADMIN_PASSWORD does not meet the password rules: it still signs in; choose a new one',
      );
    }
  } catch (error) {
    if (!(error instanceof WeakOwnerPassword)) throw error;
    throw new ConfigError([
      `ADMIN_PASSWORD: refused by the password rules ("${error.reason}"): use at least 12 characters, not a common password, nothing built on the e-mail or the agency's name`,
    ]);
  }
}

async function closeAndThrow(db: Database, error: unknown): Promise<never> {
  await db.close();
  throw error;
}

/** Opens the database, provisions the administrator, starts the workers and listens. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const db = await openDatabase(config.database, logger);
  if (config.session.usesDevelopmentSecret) {
    logger.warn('SESSION_SECRET is not set: using the development secret (refused when NODE_ENV=production)');
  }

  const services = createServices({ config, db, logger });
  if (config.admin) await provisionAdministrator(config.admin, services, logger).catch((error: unknown) => closeAndThrow(db, error));
  if (config.isProduction) {
    const missing = await services.agency.missingLegalDetails();
    if (missing.length > 0) {
      logger.warn({ missing }, "the agency's legal details are empty or placeholders: complete them in Impostazioni agenzia (back office)");
    }
  }
  services.outbox.start();
  services.appointmentsAdmin.start();
  services.retention.start();
  services.valueUpdates.start();
  const housekeeping = setInterval(() => {
    void Promise.all([services.sessionStore.purgeExpired(), services.rateLimiter.purgeExpired(), services.ownerSessions.purgeExpired()]).catch(
      (error) => logger.warn({ err: error }, 'housekeeping failed'),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();

  const app = createApp({ config, db, logger, services });
  const server = createHttpServer(app);
  server.keepAliveTimeout = 65_000;
  const url = await listen(server, config.port, config.host);
  logger.info({ url, database: db.dialect, mail: config.mail.smtpUrl ? 'smtp' : 'file' }, 'listening');
  let metricsServer: Server | null = null;
  let metricsUrl: string | null = null;
  if (config.metrics.port !== null) {
    metricsServer = createMetricsServer(services.metrics, config.metrics.token, logger);
    metricsUrl = await listen(metricsServer, config.metrics.port, config.host);
    logger.info({ url: `${metricsUrl}${METRICS_PATH}`, tokenRequired: config.metrics.token !== null }, 'metrics listening');
  }

  let stopping: Promise<void> | null = null;
  function stop(): Promise<void> {
    stopping ??= (async () => {
      clearInterval(housekeeping);
      services.retention.stop();
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(deadline);
      await services.appointmentsAdmin.stop();
      await services.valueUpdates.stop();
      await services.outbox.stop();
      await services.rateLimiter.close();
      await db.close();
      logger.info('stopped');
    })();
    return stopping;
  }

  return { server, db, services, url, metricsUrl, stop };
}

/** Listens and answers the address to reach the server at. */
async function listen(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return `http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}`;
}
