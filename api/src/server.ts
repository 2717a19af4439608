/**
 * The process entry of `npm start` / `npm run serve`: reads the configuration, starts the server and stops it
 * gracefully on SIGTERM or SIGINT (stop accepting, finish requests in flight, close the database).
 */
// First: it sets a V8 flag before the other modules are evaluated.
import './infra/gc-policy.js';
import { ConfigError, loadConfig } from './infra/config/env.js';
import { createLogger } from './infra/logger.js';
import { startServer } from './start.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable and its default.\n`);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, logger);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // A setting that only the database can judge (ADMIN_PASSWORD against the agency's name) is refused at start.
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
