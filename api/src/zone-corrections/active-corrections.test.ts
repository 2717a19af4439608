import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../infra/db/index.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { createActiveCorrections } from './active-corrections.js';

let testDatabase: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  ({ db } = testDatabase);
});
afterAll(() => testDatabase.close());

async function activateNewSet(version: number, factor: number) {
  await db.models.ZoneCorrectionSet.update({ active: false }, { where: { active: true } });
  const set = await db.models.ZoneCorrectionSet.create({ version, note: null, active: true, createdByAdminId: null });
  await db.models.ZoneCorrection.create({ setId: set.id, comuneCode: '001272', zoneCode: 'B8', factor, salesCount: 3, rawRatio: 1.2 });
}

describe('the active corrections held in memory', () => {
  it('answers from memory, sees its own change at once and another instance’s after the reload interval', async () => {
    await activateNewSet(1, 1.05);
    const here = createActiveCorrections(db.models);
    const elsewhere = createActiveCorrections(db.models, 60_000);
    const stale = async () => (await elsewhere.lookup('001272', 'b8'))?.version;
    expect(await here.lookup('001272', 'B8')).toEqual({ version: 1, factor: 1.05, salesCount: 3 });
    expect(await stale()).toBe(1);
    expect(await here.lookup('001272', 'C2')).toBeNull();

    // Another instance applies version 2: this one reloads at once, the other keeps version 1 until its interval passes.
    await activateNewSet(2, 1.1);
    await here.reload();
    expect(await here.lookup('001272', 'B8')).toEqual({ version: 2, factor: 1.1, salesCount: 3 });
    expect(await stale()).toBe(1);
    const soon = createActiveCorrections(db.models, 0);
    expect((await soon.lookup('001272', 'B8'))?.version).toBe(2);
  });
});
