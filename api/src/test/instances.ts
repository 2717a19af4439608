import { vi } from 'vitest';
import { createTemporaryDatabase, type TemporaryDatabase } from './database.js';
import type { TestContext, TestContextOptions } from './support.js';

export interface TestInstances {
  /** The instances, in the order they started; each listens on its own loopback port. */
  all: TestContext[];
  database: TemporaryDatabase;
  close(): Promise<void>;
}

/**
 * Several instances of the API on one database, as behind a load balancer. Each is built as
 * createTestContext builds one, but from a fresh copy of the application's modules (vi.resetModules), so the
 * instances share no model class, module-level cache, in-memory map or worker: only the database, as
 * separate processes would. They start one after the other, so the first one migrates the schema.
 */
export async function createInstances(count: number, options: Omit<TestContextOptions, 'database'> = {}): Promise<TestInstances> {
  const database = await createTemporaryDatabase();
  const all: TestContext[] = [];
  const close = async () => {
    for (const instance of all) await instance.close();
    await database.drop();
  };
  try {
    for (let index = 0; index < count; index += 1) {
      vi.resetModules();
      const { createTestContext } = await import('./support.js');
      all.push(await createTestContext({ ...options, database }));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { all, database, close };
}
