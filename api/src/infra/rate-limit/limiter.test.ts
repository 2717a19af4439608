import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/index.js';
import { createLogger } from '../logger.js';
import { createTemporaryDatabase, type TemporaryDatabase } from '../../test/database.js';
import { createRateLimiter } from './limiter.js';

let temporary: TemporaryDatabase;
let db: Database;
let clock = 1_000_000;

beforeAll(async () => {
  temporary = await createTemporaryDatabase();
  db = await openDatabase(temporary.target, createLogger('silent'));
});
afterAll(async () => {
  await db.close();
  await temporary.drop();
});

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
});
