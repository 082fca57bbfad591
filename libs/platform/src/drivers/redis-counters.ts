import type { Redis } from 'ioredis';
import type { ConsumeResult, CounterWindow, Counters, VetoKeys } from '../ports/counters.port';

/**
 * Check the veto flags, then every window, and increment all windows only if none is vetoed and all have room:
 * one EVALSHA, so it is atomic and costs one round trip.
 * KEYS = window keys, then veto keys; ARGV = amount, window count, then limit and expiry (epoch ms) per window.
 * Returns {allowed (1/0), blocked window (1-based, 0 none, -1 vetoed), count per window...}.
 */
const CONSUME = `
local amount = tonumber(ARGV[1])
local n = tonumber(ARGV[2])
local counts = {}
for i = 1, n do
  counts[i] = tonumber(redis.call('GET', KEYS[i]) or '0')
end
for i = n + 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then
    return {0, -1, unpack(counts)}
  end
end
for i = 1, n do
  if counts[i] + amount > tonumber(ARGV[1 + 2 * i]) then
    return {0, i, unpack(counts)}
  end
end
for i = 1, n do
  counts[i] = redis.call('INCRBY', KEYS[i], amount)
  redis.call('PEXPIREAT', KEYS[i], ARGV[2 + 2 * i])
end
return {1, 0, unpack(counts)}
`;

const ADD = `
local v = redis.call('INCRBY', KEYS[1], ARGV[1])
if v < 0 then redis.call('SET', KEYS[1], 0); v = 0 end
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return v
`;

type CountersRedis = Redis & {
  almanacConsume(...args: Array<string | number>): Promise<number[]>;
  almanacAdd(key: string, amount: number, expiresAtMs: number): Promise<number>;
};

export class RedisCounters implements Counters {
  readonly driver = 'redis' as const;
  private readonly redis: CountersRedis;

  constructor(redis: Redis, private readonly prefix: string) {
    redis.defineCommand('almanacConsume', { lua: CONSUME });
    redis.defineCommand('almanacAdd', { numberOfKeys: 1, lua: ADD });
    this.redis = redis as CountersRedis;
  }

  private k(key: string): string {
    return `${this.prefix}:counter:${key}`;
  }

  async consume(windows: readonly CounterWindow[], amount = 1, vetoKeys: VetoKeys = []): Promise<ConsumeResult> {
    const keys = [...windows.map((w) => this.k(w.key)), ...vetoKeys.map((k) => this.k(k))];
    const args: Array<string | number> = [keys.length, ...keys, amount, windows.length];
    for (const w of windows) args.push(w.limit, Math.ceil(w.expiresAtMs));
    const [allowed, blocked, ...counts] = await this.redis.almanacConsume(...args);
    const padded = windows.map((_, i) => Number(counts[i] ?? 0));
    const vetoed = Number(blocked) === -1;
    return { allowed: allowed === 1, vetoed, counts: padded, blockedBy: allowed === 1 || vetoed ? -1 : Number(blocked) - 1 };
  }

  async add(key: string, amount: number, expiresAtMs: number): Promise<number> {
    return Number(await this.redis.almanacAdd(this.k(key), amount, Math.ceil(expiresAtMs)));
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.k(key))) ?? 0);
  }

  async setFlag(key: string, on: boolean, expiresAtMs: number): Promise<void> {
    if (on) await this.redis.set(this.k(key), '1', 'PXAT', Math.ceil(expiresAtMs));
    else await this.redis.del(this.k(key));
  }
}
