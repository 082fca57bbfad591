/** The Counters contract, run against Redis (Lua) and memory: exact under concurrency. */
import { randomUUID } from 'node:crypto';
import type { Counters } from '../../libs/platform/src/ports/counters.port';
import { counterDrivers } from './drivers';

describe.each(counterDrivers)('Counters contract: $name', (driver) => {
  let counters: Counters;
  let close: () => Promise<void>;
  beforeAll(async () => ({ port: counters, close } = await driver.create()));
  afterAll(() => close());
  const later = () => Date.now() + 60_000;

  it('admits exactly the remainder when many callers race at the edge of a limit', async () => {
    const key = `quota-${randomUUID()}`;
    await counters.add(key, 70, later()); // 70 of 100 used: 30 remain
    const results = await Promise.all(
      Array.from({ length: 300 }, () => counters.consume([{ key, limit: 100, expiresAtMs: later() }])),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(30);
    expect(await counters.get(key)).toBe(100);
    const admittedCounts = results.filter((r) => r.allowed).map((r) => r.counts[0]).sort((a, b) => a - b);
    expect(admittedCounts).toEqual(Array.from({ length: 30 }, (_, i) => 71 + i));
  });

  it('increments every window only when all have room, and names the window that blocked', async () => {
    const month = `m-${randomUUID()}`;
    const second = `s-${randomUUID()}`;
    const windows = [
      { key: month, limit: 10, expiresAtMs: later() },
      { key: second, limit: 2, expiresAtMs: later() },
    ];
    expect(await counters.consume(windows)).toEqual({ allowed: true, vetoed: false, counts: [1, 1], blockedBy: -1 });
    expect(await counters.consume(windows)).toEqual({ allowed: true, vetoed: false, counts: [2, 2], blockedBy: -1 });
    expect(await counters.consume(windows)).toEqual({ allowed: false, vetoed: false, counts: [2, 2], blockedBy: 1 });
    expect(await counters.get(month)).toBe(2); // the blocked call did not count against the month
  });

  it('starts a window from zero once it expires', async () => {
    const key = `w-${randomUUID()}`;
    const soon = Date.now() + 80;
    await counters.consume([{ key, limit: 1, expiresAtMs: soon }]);
    expect((await counters.consume([{ key, limit: 1, expiresAtMs: soon }])).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await counters.consume([{ key, limit: 1, expiresAtMs: Date.now() + 1000 }])).toMatchObject({ allowed: true, counts: [1] });
  });

  it('adds and refunds without going below zero', async () => {
    const key = `r-${randomUUID()}`;
    expect(await counters.add(key, 3, later())).toBe(3);
    expect(await counters.add(key, -1, later())).toBe(2);
    expect(await counters.add(key, -5, later())).toBe(0);
    expect(await counters.get(`missing-${randomUUID()}`)).toBe(0);
  });

  it('counts nothing while a veto flag is set, and counts again once it is cleared', async () => {
    const key = `v-${randomUUID()}`;
    const flag = `revoked-${randomUUID()}`;
    const window = [{ key, limit: 10, expiresAtMs: later() }];
    expect(await counters.consume(window, 1, [flag])).toMatchObject({ allowed: true, vetoed: false, counts: [1] });
    await counters.setFlag(flag, true, later());
    expect(await counters.consume(window, 1, [flag])).toEqual({ allowed: false, vetoed: true, counts: [1], blockedBy: -1 });
    expect(await counters.get(key)).toBe(1);
    await counters.setFlag(flag, false, later());
    expect(await counters.consume(window, 1, [flag])).toMatchObject({ allowed: true, vetoed: false, counts: [2] });
  });

  it('consumes several units at once', async () => {
    const key = `n-${randomUUID()}`;
    expect(await counters.consume([{ key, limit: 10, expiresAtMs: later() }], 7)).toMatchObject({ allowed: true, counts: [7] });
    expect(await counters.consume([{ key, limit: 10, expiresAtMs: later() }], 4)).toMatchObject({ allowed: false, counts: [7] });
  });
});
