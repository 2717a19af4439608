/**
 * What every router is built from. Its own module, below routes.ts: each router imports it, and routes.ts
 * imports every router.
 */
import type { Config } from './infra/config/env.js';
import type { Database } from './infra/db/index.js';
import type { Logger } from './infra/logger.js';
import type { Services } from './services.js';

export interface RouteDeps {
  config: Config;
  db: Database;
  logger: Logger;
  services: Services;
}
