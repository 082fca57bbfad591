import { join } from 'node:path';
import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { loadContentDir } from '../content/load-content';
import { DECK } from '../deck/deck';
import { dailySeed } from '../draw/seed';
import { drawCards } from '../draw/draw';
import { SPREAD_LAYOUTS } from '../spreads/layouts';
import type { ReadingRequest } from './reading-types';
import { readSpread, tarotPower, tarotReading, yesNoReading } from './spread-reading';

const texts = loadContentDir(join(__dirname, '..', '..', 'content'));
const options = { imageUrl: (slug: string) => `/img/${slug}.svg` };
const ADA: ReadingRequest = { name: 'Ada Lovelace', dob: '1815-12-10', mode: 'daily', today: '2025-03-14', tz: 'UTC' };
const slugs = (r: { cards: Array<{ slug: string; reversed: boolean }> }) => r.cards.map((c) => `${c.slug}${c.reversed ? '/r' : ''}`).join(' ');

function nextDay(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function issue(fn: () => unknown): { parameter: string; message: string } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidParameterError);
    return (error as InvalidParameterError).issues[0];
  }
  throw new Error('expected an InvalidParameterError');
}

describe('daily readings', () => {
  it('are identical for the same inputs on the same day, whatever the spelling of the name', () => {
    const first = tarotReading(ADA, texts, options);
    expect(tarotReading(ADA, texts, options)).toEqual(first);
    expect(slugs(tarotReading({ ...ADA, name: '  ADA   lovelace ' }, texts, options))).toBe(slugs(first));
    expect(first).toMatchObject({ mode: 'daily', date: '2025-03-14', replayed: false, positions: ['past', 'present', 'future'] });
  });

  it('come from the keyed hash of the inputs, drawn like any seed', () => {
    const reading = tarotReading(ADA, texts, options);
    const seed = dailySeed({ name: 'Ada Lovelace', dob: '1815-12-10', date: '2025-03-14', endpoint: 'reading' });
    expect(reading.seed).toBe(seed);
    expect(reading.cards.map((c) => c.slug)).toEqual(drawCards(seed, 3, 0.5).map((d) => DECK[d.index].slug));
  });

  it('change from one day to the next, across a sample of 300 people', () => {
    let same = 0;
    let sameFirstCard = 0;
    for (let k = 0; k < 300; k++) {
      const person: ReadingRequest = { ...ADA, name: `Person ${String.fromCharCode(97 + (k % 26))}${'x'.repeat(Math.floor(k / 26))}`, today: '2025-12-31' };
      const today = tarotReading(person, texts, options);
      const tomorrow = tarotReading({ ...person, today: nextDay(person.today) }, texts, options);
      expect(tomorrow.date).toBe('2026-01-01');
      if (slugs(today) === slugs(tomorrow)) same++;
      if (today.cards[0].slug === tomorrow.cards[0].slug) sameFirstCard++;
    }
    expect(same).toBe(0); // an identical ordered 3-card reading with orientations has odds of about 1 in 3.6 million
    expect(sameFirstCard).toBeLessThan(15); // expected 300 / 78 ≈ 3.8
  });

  it('differ between people and between endpoints on the same day', () => {
    const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Emmy Noether', 'Katherine Johnson'].map((name) => slugs(tarotReading({ ...ADA, name }, texts, options)));
    expect(new Set(people).size).toBe(5);
    const reading = tarotReading(ADA, texts, options);
    const celtic = readSpread('three-card', 'spread/three-card', ADA, texts, options);
    expect(slugs(celtic)).not.toBe(slugs(reading));
    expect(tarotPower(ADA, texts, options).seed).not.toBe(reading.seed);
  });
});

describe('random readings', () => {
  it('take a fresh seed and can be replayed from it', () => {
    const random: ReadingRequest = { ...ADA, mode: 'random' };
    const first = tarotReading(random, texts, options);
    expect(first.replayed).toBe(false);
    const replay = tarotReading({ ...random, seed: first.seed }, texts, options);
    expect(replay.cards).toEqual(first.cards);
    expect(replay).toMatchObject({ replayed: true, seed: first.seed });
    // Upper-case seeds are the same seed.
    expect(tarotReading({ ...random, seed: first.seed.toUpperCase() }, texts, options).cards).toEqual(first.cards);
  });

  it('use the seed source they are given, and differ from call to call by default', () => {
    const fixed = tarotReading({ ...ADA, mode: 'random' }, texts, { ...options, newSeed: () => 'ab'.repeat(16) });
    expect(fixed.seed).toBe('ab'.repeat(16));
    const draws = new Set(Array.from({ length: 20 }, () => slugs(tarotReading({ ...ADA, mode: 'random' }, texts, options))));
    expect(draws.size).toBe(20);
  });

  it('honour the reversal probability', () => {
    const all = tarotReading({ ...ADA, mode: 'random', reversed_probability: 1 }, texts, options);
    expect(all.cards.every((c) => c.reversed && c.orientation === 'reversed')).toBe(true);
    expect(all.reversed_probability).toBe(1);
    const none = readSpread('celtic-cross', 'x', { ...ADA, mode: 'random', reversed_probability: 0 }, texts, options);
    expect(none.cards.every((c) => !c.reversed)).toBe(true);
  });
});

describe('the result', () => {
  it('lays each card with the texts of its orientation and position', () => {
    const reading = readSpread('celtic-cross', 'spread/celtic-cross', { ...ADA, mode: 'random', reversed_probability: 0.5 }, texts, options);
    expect(reading.cards).toHaveLength(10);
    expect(new Set(reading.cards.map((c) => c.slug)).size).toBe(10);
    expect(reading.positions).toEqual(SPREAD_LAYOUTS['celtic-cross'].map((p) => p.key));
    reading.cards.forEach((card, i) => {
      const text = texts.card(card.slug)[card.orientation];
      const layout = SPREAD_LAYOUTS['celtic-cross'][i];
      expect(card).toMatchObject({ position: layout.key, position_number: i + 1, reads: layout.reads, meaning: text.meaning, keywords: text.keywords, image: `/img/${card.slug}.svg` });
      expect(card.reading).toBe(text[layout.reads]);
      expect(card.position_name).toBe(texts.spread('celtic-cross').positions[i].name);
    });
    expect(reading.content_version).toBe(1);
  });

  it('power adds the guidance and affirmation of its card', () => {
    const power = tarotPower(ADA, texts, options);
    expect(power.card.guidance).toBe(texts.card(power.card.slug).guidance);
    expect(power.affirmation).toBe(texts.card(power.card.slug).affirmation);
    expect(power.positions).toEqual(['focus']);
    expect(power.card.reading).toBe(texts.card(power.card.slug)[power.card.orientation].present);
  });

  it('yes-no answers with the leaning of the card in its orientation', () => {
    for (let k = 0; k < 20; k++) {
      const r = yesNoReading({ ...ADA, mode: 'random' }, texts, options);
      const leaning = texts.card(r.cards[0].slug)[r.cards[0].orientation].yes_no;
      expect(r).toMatchObject({ spread: 'yes-no', answer: leaning.answer, answer_line: leaning.line });
    }
    // The Sun upright says yes, The Tower upright says no (content, read by hand).
    expect(texts.card('the-sun').upright.yes_no.answer).toBe('yes');
    expect(texts.card('the-tower').upright.yes_no.answer).toBe('no');
  });
});

describe('bad input', () => {
  it('names the parameter at fault', () => {
    expect(issue(() => tarotReading({ ...ADA, dob: '2025-03-15' }, texts, options))).toEqual({ parameter: 'dob', message: 'must not be in the future: 2025-03-15 is after today (2025-03-14 in UTC)' });
    expect(issue(() => tarotReading({ ...ADA, name: 'R2D2' }, texts, options)).parameter).toBe('name');
    expect(issue(() => tarotReading({ ...ADA, name: 'R2D2' }, texts, options)).message).toMatch(/character "2" at position 2/);
    expect(issue(() => tarotReading({ ...ADA, name: '--' }, texts, options)).message).toBe('must contain at least one letter');
    expect(issue(() => tarotReading({ ...ADA, name: '   ' }, texts, options)).message).toBe('must not be empty');
    expect(issue(() => tarotReading({ ...ADA, seed: 'ab'.repeat(16) }, texts, options)).parameter).toBe('seed');
    expect(issue(() => tarotReading({ ...ADA, mode: 'random', seed: 'nothex' }, texts, options)).parameter).toBe('seed');
    expect(issue(() => tarotReading({ ...ADA, reversed_probability: 2 }, texts, options)).parameter).toBe('reversed_probability');
  });

  it('accepts names in any script and a dob of today', () => {
    expect(tarotReading({ ...ADA, name: 'Дмитрий Иванов', dob: '2025-03-14' }, texts, options).cards).toHaveLength(3);
    expect(tarotReading({ ...ADA, name: '李小龍' }, texts, options).name).toBe('李小龍');
    expect(tarotReading({ ...ADA, name: "Mary-Jane O'Neil Jr." }, texts, options).cards).toHaveLength(3);
  });
});
