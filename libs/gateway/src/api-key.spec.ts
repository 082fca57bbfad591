import { createHash } from 'node:crypto';
import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key';

describe('API keys', () => {
  it('are alm_ + 43 base62 characters, with a prefix for display and a sha256 for storage', () => {
    const k = generateApiKey();
    expect(k.key).toMatch(/^alm_[0-9A-Za-z]{43}$/);
    expect(k.prefix).toBe(k.key.slice(0, 9));
    expect(k.hash).toBe(createHash('sha256').update(k.key).digest('hex'));
    expect(k.id).toMatch(/^key_[0-9A-Za-z]{16}$/);
    expect(looksLikeApiKey(k.key)).toBe(true);
  });

  it('encode the random bytes faithfully (all-zero and all-one bytes at the edges)', () => {
    const zeros = generateApiKey((n) => Buffer.alloc(n, 0));
    expect(zeros.key).toBe('alm_' + '0'.repeat(43));
    // 2^256 - 1 in base62 is 43 digits long: the largest key still fits without truncation.
    const max = generateApiKey((n) => Buffer.alloc(n, 0xff));
    const value = [...max.key.slice(4)].reduce((acc, c) => acc * 62n + BigInt('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.indexOf(c)), 0n);
    expect(value).toBe(2n ** 256n - 1n);
  });

  it('are all different', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey().key));
    expect(keys.size).toBe(1000);
  });

  it('hash deterministically and reject other shapes before any lookup', () => {
    expect(hashApiKey('alm_x')).toBe(hashApiKey('alm_x'));
    for (const bad of ['', 'alm_', 'alm_short', 'ALM_' + 'a'.repeat(43), 'alm_' + 'a'.repeat(42) + '!', ' alm_' + 'a'.repeat(43)]) {
      expect(looksLikeApiKey(bad)).toBe(false);
    }
  });
});
