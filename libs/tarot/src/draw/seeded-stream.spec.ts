import { createHmac } from 'node:crypto';
import { SeededStream } from './seeded-stream';

const SEED = '000102030405060708090a0b0c0d0e0f';

/** Block i of the stream computed independently: HMAC-SHA256(seed bytes, tag || 8-byte big-endian i). */
function block(i: number): Buffer {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(i));
  return createHmac('sha256', Buffer.from(SEED, 'hex')).update('almanac-tarot/draw/v1').update(counter).digest();
}

describe('SeededStream', () => {
  it('is HMAC-SHA256 in counter mode, read as big-endian words across block boundaries', () => {
    const stream = new SeededStream(SEED);
    const expected = Buffer.concat([block(0), block(1)]);
    const words = Array.from({ length: 12 }, () => stream.uint32());
    expect(words).toEqual(Array.from({ length: 12 }, (_, k) => expected.readUInt32BE(k * 4)));
  });

  it('draws integers by rejection: values at or above the largest multiple of n are redrawn', () => {
    // With n = 3, 2^32 mod 3 = 1, so only 0xffffffff is rejected; for any accepted word the result is word mod 3.
    const stream = new SeededStream(SEED);
    const reference = Buffer.concat([block(0), block(1)]);
    for (let k = 0; k < 10; k++) expect(stream.int(3)).toBe(reference.readUInt32BE(k * 4) % 3);
    expect(() => new SeededStream(SEED).int(0)).toThrow();
  });

  it('draws floats in [0, 1) from 53 bits', () => {
    const stream = new SeededStream(SEED);
    const b = block(0);
    expect(stream.float()).toBe((b.readUIntBE(0, 6) * 32 + (b[6] >>> 3)) / 2 ** 53);
    const many = Array.from({ length: 5000 }, () => stream.float());
    expect(Math.min(...many)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...many)).toBeLessThan(1);
  });

  it('refuses a malformed seed', () => {
    expect(() => new SeededStream('xyz')).toThrow(/32 lowercase hex/);
    expect(() => new SeededStream(SEED.toUpperCase())).toThrow();
  });
});
