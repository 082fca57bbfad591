/** The Cache contract, run against Redis and the in-process LRU. */
import { randomUUID } from 'node:crypto';
import { cacheKey, type Cache } from '../../libs/platform/src/ports/cache.port';
import { cacheDrivers } from './drivers';

describe.each(cacheDrivers)('Cache contract: $name', (driver) => {
  let cache: Cache;
  let close: () => Promise<void>;
  beforeAll(async () => ({ port: cache, close } = await driver.create()));
  afterAll(() => close());

  it('stores and returns JSON values, and misses unknown keys', async () => {
    const key = cacheKey('test', 1, randomUUID());
    expect(await cache.get(key)).toBeUndefined();
    await cache.set(key, { a: 1, b: ['x', null], c: 'é' }, 10_000);
    expect(await cache.get(key)).toEqual({ a: 1, b: ['x', null], c: 'é' });
  });

  it('expires entries after their TTL', async () => {
    const key = cacheKey('test', 1, randomUUID());
    await cache.set(key, 'short', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await cache.get(key)).toBeUndefined();
  });

  it('deletes entries', async () => {
    const key = cacheKey('test', 1, randomUUID());
    await cache.set(key, 1, 10_000);
    await cache.delete(key);
    expect(await cache.get(key)).toBeUndefined();
  });

  it('getOrSet computes on a miss and serves the stored value afterwards', async () => {
    const key = cacheKey('test', 1, randomUUID());
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    expect(await cache.getOrSet(key, 10_000, compute)).toEqual({ n: 1 });
    expect(await cache.getOrSet(key, 10_000, compute)).toEqual({ n: 1 });
    expect(calls).toBe(1);
  });

  it('keeps falsy values (0, false, empty string) as hits', async () => {
    for (const value of [0, false, '']) {
      const key = cacheKey('test', 1, randomUUID());
      await cache.set(key, value, 10_000);
      expect(await cache.get(key)).toBe(value);
    }
  });

  it('versions keys so a changed algorithm never reads old results', () => {
    expect(cacheKey('chart-svg', 2, 'abc')).toBe('almanac:v2:chart-svg:abc');
  });
});
