import type { Redis } from 'ioredis';
import type { ConsumeResult, CounterWindow, Counters } from '../ports/counters.port';

/**
 * Check every window and increment all of them only if all have room: one EVALSHA, so it is atomic and costs one
 * round trip. KEYS = window keys; ARGV = amount, then limit and expiry (epoch ms) per window.
 */
const CONSUME = `
local amount = tonumber(ARGV[1])
local counts = {}
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[2 * i])
  local current = tonumber(redis.call('GET', key) or '0')
  counts[i] = current
  if current + amount > limit then
    return {0, i, unpack(counts)}
  end
end
for i, key in ipairs(KEYS) do
  counts[i] = redis.call('INCRBY', key, amount)
  redis.call('PEXPIREAT', key, ARGV[2 * i + 1])
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

  async consume(windows: readonly CounterWindow[], amount = 1): Promise<ConsumeResult> {
    const args: Array<string | number> = [windows.length, ...windows.map((w) => this.k(w.key)), amount];
    for (const w of windows) args.push(w.limit, Math.ceil(w.expiresAtMs));
    const [allowed, blocked, ...counts] = await this.redis.almanacConsume(...args);
    const padded = windows.map((_, i) => Number(counts[i] ?? 0));
    return { allowed: allowed === 1, counts: padded, blockedBy: allowed === 1 ? -1 : Number(blocked) - 1 };
  }

  async add(key: string, amount: number, expiresAtMs: number): Promise<number> {
    return Number(await this.redis.almanacAdd(this.k(key), amount, Math.ceil(expiresAtMs)));
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.k(key))) ?? 0);
  }
}
