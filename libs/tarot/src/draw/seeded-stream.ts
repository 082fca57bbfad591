/**
 * A deterministic stream of random numbers from a seed: HMAC-SHA256 in counter mode (block i = HMAC(seed, tag ||
 * i)), which is as unpredictable as the seed is. Integers are drawn by rejection, so every value in a range is
 * exactly equally likely (a plain modulo would favour the low values).
 */
import { createHmac } from 'node:crypto';
import { SEED_PATTERN } from './seed';

const STREAM_TAG = Buffer.from('almanac-tarot/draw/v1');
const TWO_POW_32 = 0x1_0000_0000;

export class SeededStream {
  private readonly key: Buffer;
  private block = Buffer.alloc(0);
  private offset = 0;
  private counter = 0n;

  constructor(seed: string) {
    if (!SEED_PATTERN.test(seed)) throw new Error(`a seed is 32 lowercase hex digits; got ${JSON.stringify(seed)}`);
    this.key = Buffer.from(seed, 'hex');
  }

  private bytes(n: number): Buffer {
    const out = Buffer.alloc(n);
    for (let filled = 0; filled < n; ) {
      if (this.offset === this.block.length) {
        const counter = Buffer.alloc(8);
        counter.writeBigUInt64BE(this.counter++);
        this.block = createHmac('sha256', this.key).update(STREAM_TAG).update(counter).digest();
        this.offset = 0;
      }
      const take = Math.min(n - filled, this.block.length - this.offset);
      this.block.copy(out, filled, this.offset, this.offset + take);
      this.offset += take;
      filled += take;
    }
    return out;
  }

  uint32(): number {
    return this.bytes(4).readUInt32BE(0);
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new Error(`range must be 1..2^32; got ${n}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n); // largest multiple of n that fits: values at or above it are redrawn
    for (;;) {
      const value = this.uint32();
      if (value < limit) return value % n;
    }
  }

  /** A uniform float in [0, 1) with 53 random bits (48 from six bytes, 5 from a seventh). */
  float(): number {
    const b = this.bytes(7);
    return (b.readUIntBE(0, 6) * 32 + (b[6] >>> 3)) / 2 ** 53;
  }
}
