import type { Config } from '../config/env.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../logger.js';
import type { Services } from '../services/index.js';

/** What every resource router is built from. */
export interface RouteDeps {
  config: Config;
  db: Database;
  logger: Logger;
  services: Services;
}
