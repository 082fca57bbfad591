import type { Cache } from '../../../platform/src/ports/cache.port';
import { JOB_CONTRACTS } from '../contracts';
import { createJobHandlers } from '../handlers';
import { JobHandlerRegistry } from '../job-handler';
import { chartSvgCacheKey, type ChartsRenderRequest } from './charts-render.contract';
import { chartsRenderHandler } from './charts-render.handler';

/** A Map-backed cache that counts computations. */
function memoryCache(): Cache & { computed: number } {
  const store = new Map<string, unknown>();
  const cache = {
    driver: 'lru' as const,
    computed: 0,
    async get<T>(key: string) {
      return store.get(key) as T | undefined;
    },
    async set<T>(key: string, value: T) {
      store.set(key, value);
    },
    async delete(key: string) {
      store.delete(key);
    },
    async getOrSet<T>(key: string, _ttl: number, compute: () => Promise<T>) {
      if (!store.has(key)) {
        cache.computed++;
        store.set(key, await compute());
      }
      return store.get(key) as T;
    },
  };
  return cache;
}

const REQUEST: ChartsRenderRequest = {
  input: { name: 'Ada', year: 1815, month: 12, day: 10, hour: 13, minute: 0, lat: 51.5, lng: -0.13, tz: 'Europe/London', city: null, country: null },
  options: { houseSystem: 'placidus', zodiac: 'tropical', ayanamsa: 'lahiri', minorAspects: false },
  lang: 'IT',
  theme: 'light',
};

describe('charts.render', () => {
  it('is registered with the other jobs on the charts queue', () => {
    const registry = new JobHandlerRegistry(JOB_CONTRACTS, createJobHandlers({ cache: memoryCache(), blobs: {} as never, db: {} as never }));
    expect(registry.queues).toContain('charts');
  });

  it('renders the wheel once per canonical request and keeps it in the cache', async () => {
    const cache = memoryCache();
    const handler = chartsRenderHandler({ cache });
    const key = chartSvgCacheKey(REQUEST);
    const ctx = {} as never;
    const first = await handler.run({ ...REQUEST, cache_key: key }, ctx);
    const second = await handler.run({ ...REQUEST, cache_key: key }, ctx);
    expect(first.svg).toContain('Tema natale');
    expect(second.svg).toBe(first.svg);
    expect(cache.computed).toBe(1);
    expect(await cache.get(key)).toEqual(first);
  });

  it('keys differ when anything drawn differs, and match for equal requests', () => {
    const key = chartSvgCacheKey(REQUEST);
    expect(chartSvgCacheKey({ ...REQUEST })).toBe(key);
    expect(key).toMatch(/^almanac:v\d+:chart-svg:[0-9a-f]{64}$/);
    expect(chartSvgCacheKey({ ...REQUEST, theme: 'dark' })).not.toBe(key);
    expect(chartSvgCacheKey({ ...REQUEST, input: { ...REQUEST.input, minute: 1 } })).not.toBe(key);
    expect(chartSvgCacheKey({ ...REQUEST, input: { ...REQUEST.input, name: 'Adb' } })).not.toBe(key);
  });
});
