/**
 * Seeds: 128 bits written as 32 lowercase hex digits. A random reading gets a fresh one from the operating
 * system's CSPRNG; a daily reading derives one from a keyed hash of who, when and which endpoint. Either way
 * the seed alone (with the reversal probability) determines the cards, so any reading can be replayed.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SEED_PATTERN = /^[0-9a-f]{32}$/;

/** Version tag inside the daily hash: bumping it reshuffles every daily reading, so it only changes on purpose. */
const DAILY_DOMAIN = 'almanac-tarot/daily/v1';

/**
 * The default key of the daily hash. It is public (the code is), so daily readings are reproducible by anyone
 * who knows the inputs, which is what "the same all day" means; a deployment that wants them unguessable passes
 * its own secret key.
 */
export const DEFAULT_DAILY_KEY = 'almanac-tarot-daily-key-v1';

export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

export function isSeed(value: string): boolean {
  return SEED_PATTERN.test(value);
}

/**
 * The name as the daily hash sees it: accents folded, case, punctuation and spacing ignored, so "Zoë O'Brien",
 * "ZOE OBRIEN" and "zoe  o’brien" share a reading.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/[\s,\-]+/g, ' ')
    .trim();
}

export interface DailyInputs {
  name: string;
  /** YYYY-MM-DD */
  dob: string;
  /** The caller's calendar date, YYYY-MM-DD. */
  date: string;
  /** Which endpoint or spread asks: readings on different endpoints differ on the same day. */
  endpoint: string;
}

export function dailySeed(inputs: DailyInputs, key: string = DEFAULT_DAILY_KEY): string {
  const message = JSON.stringify([DAILY_DOMAIN, normalizeName(inputs.name), inputs.dob, inputs.date, inputs.endpoint]);
  return createHmac('sha256', key).update(message).digest().subarray(0, 16).toString('hex');
}
