import { initialSchema } from './2026-11-22T00-00-initial-schema.js';
import type { Migration } from './types.js';

/** Every migration in the order it runs. Add new ones at the end. */
export const migrations: Migration[] = [initialSchema];
