import { describe, expect, it } from 'vitest';
import { COUNT_CACHE_MS, COUNT_CACHED_ABOVE, createCountCache } from './leads.admin.counts.js';

describe('the count of a large contacts list', () => {
  it('counts a small list on every page, so each change shows at once', async () => {
    const cache = createCountCache(() => 0);
    let total = 40;
    expect(await cache.of('tutti', () => Promise.resolve(total))).toBe(40);
    total = 41;
    expect(await cache.of('tutti', () => Promise.resolve(total))).toBe(41);
  });

  it('counts a large list once a minute per filter, and pages asked meanwhile share the count', async () => {
    let clock = 0;
    const cache = createCountCache(() => clock);
    let counted = 0;
    const count = (total: number) => () => {
      counted += 1;
      return Promise.resolve(total);
    };
    const large = COUNT_CACHED_ABOVE + 5;
    expect(await Promise.all([cache.of('tutti', count(large)), cache.of('tutti', count(large))])).toEqual([large, large]);
    expect(await cache.of('tutti', count(large + 1))).toBe(large);
    expect(await cache.of('rossi', count(12))).toBe(12);
    expect(counted).toBe(2);
    // What a page may then leave uncounted: the large count kept, not the small one.
    expect([cache.has('tutti'), cache.has('rossi')]).toEqual([true, false]);
    clock = COUNT_CACHE_MS;
    expect(cache.has('tutti')).toBe(false);
    expect(await cache.of('tutti', count(large + 1))).toBe(large + 1);
  });

  it('forgets a count that failed', async () => {
    const cache = createCountCache(() => 0);
    await expect(cache.of('tutti', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.of('tutti', () => Promise.resolve(COUNT_CACHED_ABOVE + 1))).toBe(COUNT_CACHED_ABOVE + 1);
  });
});

describe('forgetting the kept counts', () => {
  it('counts a large list afresh after a change made here', async () => {
    const cache = createCountCache(() => 0);
    const large = COUNT_CACHED_ABOVE + 1;
    expect(await cache.of('tutti', () => Promise.resolve(large))).toBe(large);
    cache.forget();
    expect(await cache.of('tutti', () => Promise.resolve(large - 1))).toBe(large - 1);
  });
});
