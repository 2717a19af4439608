import { initialSchema } from './2026-11-22T00-00-initial-schema.js';
import { seedComuniCoverage } from './2026-11-22T01-00-seed-comuni-coverage.js';
import { agencySettings } from './2026-11-26T13-00-agency-settings.js';
import type { Migration } from './types.js';

/** Every migration in the order it runs. Add new ones at the end. */
export const migrations: Migration[] = [initialSchema, seedComuniCoverage, agencySettings];
