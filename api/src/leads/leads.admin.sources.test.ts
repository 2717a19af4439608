import { describe, expect, it } from 'vitest';
import { SOURCES_KEPT_MS, createSourcesCache } from './leads.admin.sources.js';

describe('the sources the contacts filter offers', () => {
  it('reads them once a minute, concurrent pages sharing one read', async () => {
    let clock = 0;
    let reads = 0;
    let stored = ['chat'];
    const cache = createSourcesCache(
      () => {
        reads += 1;
        return Promise.resolve(stored);
      },
      () => clock,
    );
    expect(await Promise.all([cache.of(), cache.of()])).toEqual([['chat'], ['chat']]);
    stored = ['chat', 'landing'];
    expect(await cache.of()).toEqual(['chat']);
    clock = SOURCES_KEPT_MS;
    expect(await cache.of()).toEqual(['chat', 'landing']);
    expect(reads).toBe(2);
  });

  it('reads them afresh after a change made here, and after a read that failed', async () => {
    let fail = true;
    let stored = ['chat'];
    const cache = createSourcesCache(
      () => (fail ? Promise.reject(new Error('database down')) : Promise.resolve(stored)),
      () => 0,
    );
    await expect(cache.of()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.of()).toEqual(['chat']);
    stored = ['chat', 'landing'];
    cache.forget();
    expect(await cache.of()).toEqual(['chat', 'landing']);
  });
});
