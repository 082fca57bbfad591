/**
 * API keys: `alm_` + 43 characters of base62 (256 random bits). Only the SHA-256 of a key is stored; the key is
 * shown once. A key id (`key_...`) names the key in logs, usage and job ownership without revealing it.
 */
import { createHash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'alm_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_SHAPE = /^alm_[0-9A-Za-z]{43}$/;

export interface NewApiKey {
  id: string;
  key: string;
  hash: string;
  /** Enough of the key to recognise it in a list (`alm_Xk3fQ`), never enough to use it. */
  prefix: string;
}

export function generateApiKey(random: (n: number) => Buffer = randomBytes): NewApiKey {
  const key = KEY_PREFIX + base62(random(32), 43);
  return { id: `key_${base62(random(12), 16)}`, key, hash: hashApiKey(key), prefix: key.slice(0, 9) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Cheap shape check before any lookup: anything else cannot be one of our keys. */
export function looksLikeApiKey(value: string): boolean {
  return KEY_SHAPE.test(value);
}

/** Big-endian base62 of the bytes, left-padded to `length` digits (rejection-free: 256 bits fit in 43 digits). */
function base62(bytes: Buffer, length: number): string {
  let n = BigInt(`0x${bytes.toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(length, '0').slice(-length);
}
