import type { Config } from './infra/config/env.js';
import type { Database } from './infra/db/index.js';
import type { Logger } from './infra/logger.js';
import type { Services } from './services.js';

/** What every resource router is built from. */
export interface RouteDeps {
  config: Config;
  db: Database;
  logger: Logger;
  services: Services;
}
