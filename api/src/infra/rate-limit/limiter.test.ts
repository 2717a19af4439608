import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createRateLimiter } from './limiter.js';

let testDatabase: TestDatabase;
let db: Database;
let clock = 1_000_000;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  ({ db } = testDatabase);
});
afterAll(() => testDatabase.close());

describe('rate limiter', () => {
  const limiter = () => createRateLimiter(db, () => clock);

  it('allows hits up to the limit, then refuses until the window ends', async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await limiter().hit('chat:abc', 3, 60_000));
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, true, false]);
    expect(outcomes[3]).toMatchObject({ count: 4, limit: 3, retryAfterMs: 60_000 });

    clock += 30_000;
    expect(await limiter().hit('chat:abc', 3, 60_000)).toMatchObject({ allowed: false, retryAfterMs: 30_000 });
    clock += 30_000;
    expect(await limiter().hit('chat:abc', 3, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts each key on its own', async () => {
    await limiter().hit('a', 1, 60_000);
    expect((await limiter().hit('b', 1, 60_000)).allowed).toBe(true);
  });

  it('counts a request against several keys at once, answering in the order asked', async () => {
    await limiter().hit('molti:indirizzo', 5, 60_000);
    const hits = [
      { key: 'molti:conversazione', limit: 1, windowMs: 30_000 },
      { key: 'molti:indirizzo', limit: 2, windowMs: 60_000 },
    ];
    expect(await limiter().hitAll(hits)).toEqual([
      { allowed: true, count: 1, limit: 1, retryAfterMs: 30_000 },
      { allowed: true, count: 2, limit: 2, retryAfterMs: 60_000 },
    ]);
    expect((await limiter().hitAll(hits)).map((outcome) => [outcome.allowed, outcome.count])).toEqual([
      [false, 2],
      [false, 3],
    ]);
  });

  it('counts concurrent hits exactly (one shared counter, no lost updates)', async () => {
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => limiter().hit('burst', 10, 60_000)));
    // Every hit got its own count, 1 to 25: exactly the first ten are allowed, the other fifteen refused.
    expect(outcomes.map((outcome) => outcome.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(
      outcomes
        .filter((outcome) => outcome.allowed)
        .map((outcome) => outcome.count)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(outcomes.filter((outcome) => !outcome.allowed)).toHaveLength(15);
    expect(await limiter().peek('burst')).toMatchObject({ count: 25 });
  });

  it('peeks without counting, gives one hit back, and forgets a key on reset', async () => {
    await limiter().hit('login:x', 5, 60_000);
    await limiter().hit('login:x', 5, 60_000);
    await limiter().release('login:x');
    expect((await limiter().peek('login:x')).count).toBe(1);
    expect((await limiter().peek('login:x')).count).toBe(1);
    await limiter().reset('login:x');
    expect((await limiter().peek('login:x')).count).toBe(0);
  });

  describe('batched hits (a frequent limit such as every chat message)', () => {
    const batched = (key: string, limit: number) => ({ key, limit, windowMs: 60_000, batched: true });

    it('are counted exactly by one instance, refused past the limit', async () => {
      const instance = limiter();
      const outcomes = [];
      for (let i = 0; i < 6; i += 1) outcomes.push((await instance.hitAll([batched('lotto:uno', 4)]))[0]!);
      expect(outcomes.map((outcome) => [outcome.allowed, outcome.count])).toEqual([
        [true, 1],
        [true, 2],
        [true, 3],
        [true, 4],
        [false, 5],
        [false, 6],
      ]);
      expect(await limiter().peek('lotto:uno')).toMatchObject({ count: 6 });
    });

    it('reach the database in a batch while below half the limit, where another instance counts them', async () => {
      const one = limiter();
      const other = limiter();
      for (let i = 0; i < 5; i += 1) expect((await one.hitAll([batched('lotto:due', 100)]))[0]).toMatchObject({ allowed: true, count: i + 1 });
      // The first hit of the window was written at once; the next four wait for the batch.
      expect(await other.peek('lotto:due')).toMatchObject({ count: 1 });
      expect(await one.peek('lotto:due')).toMatchObject({ count: 5 });
      await one.flush();
      expect(await other.peek('lotto:due')).toMatchObject({ count: 5 });
      expect((await other.hitAll([batched('lotto:due', 100)]))[0]).toMatchObject({ count: 6 });
    });

    it('are written when the limiter closes, and a batched key stays exact beside an exact one', async () => {
      const instance = limiter();
      await instance.hitAll([batched('lotto:tre', 50), { key: 'esatto:tre', limit: 50, windowMs: 60_000 }]);
      const [countedHere, exact] = await instance.hitAll([batched('lotto:tre', 50), { key: 'esatto:tre', limit: 50, windowMs: 60_000 }]);
      expect([countedHere!.count, exact!.count]).toEqual([2, 2]);
      expect(await limiter().peek('esatto:tre')).toMatchObject({ count: 2 });
      expect(await limiter().peek('lotto:tre')).toMatchObject({ count: 1 });
      await instance.close();
      expect(await limiter().peek('lotto:tre')).toMatchObject({ count: 2 });
    });
  });
});
