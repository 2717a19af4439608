import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from '../app.js';
import { loadConfig, type Config } from '../infra/config/env.js';
import { openDatabase, type Database } from '../infra/db/index.js';
import { createHttpServer } from '../infra/http/http-server.js';
import { createLogger } from '../infra/logger.js';
import { createServices } from '../services.js';
import type { MailTransport } from '../infra/mail/transport.js';
import { createTemporaryDatabase, type TemporaryDatabase } from './database.js';
import { TestClient } from './http.js';

export interface TestContext {
  app: App;
  config: Config;
  db: Database;
  server: Server;
  baseUrl: string;
  temporaryDatabase: TemporaryDatabase;
  /** A new client with an empty cookie jar (a new visitor). */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  mailTransport?: MailTransport;
  /** A database another context already uses (a second instance); it is left for its owner to drop. */
  database?: TemporaryDatabase;
  /** Collects the server's log lines from warnings up, for a test that reads them. */
  logLines?: string[];
  /** The clock of the back office's lead work (lateness, 'Da fare', proposals), for a test that sets the instant. */
  now?: () => Date;
}

/**
 * The API as it runs in production, on a temporary database of its own and listening on a free loopback
 * port. One per test file (Sequelize models are bound to one database per process).
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const temporaryDatabase = options.database ?? (await createTemporaryDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: temporaryDatabase.url,
    DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/valuta-test-data-${process.pid}`,
    PUBLIC_URL: 'http://localhost:3000',
    // A fresh install has no agency e-mail; the tests' agency has one, so its notifications have somewhere to go.
    CONTACT_EMAIL: 'info@agenzia-test.example',
    ...options.env,
  });
  const logger = options.logLines
    ? createLogger('warn', { write: (line: string) => void options.logLines!.push(line) })
    : createLogger(config.logLevel);
  const db = await openDatabase(config.database, logger);
  const services = createServices({ config, db, logger }, { mailTransport: options.mailTransport, now: options.now });
  const app = createApp({ config, db, logger, services });
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    app,
    config,
    db,
    server,
    baseUrl,
    temporaryDatabase,
    client: () => new TestClient(baseUrl),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await services.outbox.stop();
      await db.close();
      if (!options.database) await temporaryDatabase.drop();
    },
  };
}
