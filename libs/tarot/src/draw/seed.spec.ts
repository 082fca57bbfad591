import { createHmac } from 'node:crypto';
import { DEFAULT_DAILY_KEY, dailySeed, isSeed, newSeed, normalizeName } from './seed';

describe('seeds', () => {
  it('fresh seeds are 128 random bits in hex, never repeating', () => {
    const seeds = Array.from({ length: 1000 }, newSeed);
    expect(seeds.every(isSeed)).toBe(true);
    expect(new Set(seeds).size).toBe(1000);
  });

  it('normalizes names: accents, case, punctuation and spacing do not matter', () => {
    expect(normalizeName("  Zoë  O'Brien ")).toBe('zoe obrien');
    expect(normalizeName('ZOE O’BRIEN')).toBe('zoe obrien');
    expect(normalizeName('Jean-Pierre Dupont')).toBe('jean pierre dupont');
    expect(normalizeName('José Ángel')).toBe('jose angel');
    expect(normalizeName('Дмитрий')).toBe('дмитрии'); // й decomposes to и + breve; the mark is dropped
  });

  it('derives the daily seed as HMAC-SHA256(key, [domain, name, dob, date, endpoint]) cut to 128 bits', () => {
    const message = JSON.stringify(['almanac-tarot/daily/v1', 'ada lovelace', '1815-12-10', '2025-03-14', 'reading']);
    const expected = createHmac('sha256', DEFAULT_DAILY_KEY).update(message).digest('hex').slice(0, 32);
    expect(dailySeed({ name: 'Ada  LOVELACE', dob: '1815-12-10', date: '2025-03-14', endpoint: 'reading' })).toBe(expected);
  });

  it('changes with each input and with the key', () => {
    const base = { name: 'Ada Lovelace', dob: '1815-12-10', date: '2025-03-14', endpoint: 'reading' };
    const variants = [
      base,
      { ...base, name: 'Ada Byron' },
      { ...base, dob: '1815-12-11' },
      { ...base, date: '2025-03-15' },
      { ...base, endpoint: 'power' },
    ].map((v) => dailySeed(v));
    expect(new Set([...variants, dailySeed(base, 'another key')]).size).toBe(6);
  });
});
