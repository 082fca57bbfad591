import { join } from 'node:path';
import { DECK } from '../deck/deck';
import { SPREAD_LAYOUTS, SPREAD_TYPES } from '../spreads/layouts';
import { type RawContentFile, parseContentFiles } from './content-format';
import { cardTexts, checkContentQuality, countWords, normalizedSentences } from './content-quality';
import { TarotContentError, readContentDir, tarotTextsFrom } from './load-content';

const CONTENT_DIR = join(__dirname, '..', '..', 'content');
const files = readContentDir(CONTENT_DIR);

describe('the authored deck in libs/tarot/content', () => {
  it('is complete: 78 unique slugs, every spread, one version', () => {
    const cards = files.flatMap((f) => ((f.data as { cards?: Array<{ slug: string }> }).cards ?? []).map((c) => c.slug));
    expect(cards).toHaveLength(78);
    expect(new Set(cards)).toEqual(new Set(DECK.map((c) => c.slug)));
    const parsed = parseContentFiles(files);
    expect(parsed.problems).toEqual([]);
    expect(parsed.version).toBe(1);
    expect([...parsed.spreads.keys()].sort()).toEqual([...SPREAD_TYPES].sort());
    expect(parsed.spreads.get('celtic-cross')!.positions).toHaveLength(10);
  });

  it('meets every writing rule: lengths, keywords, no placeholder, no sentence used twice in the deck', () => {
    expect(checkContentQuality(files)).toEqual([]); // printed in full on failure
  });

  it('has every text present and distinct (12 texts per card, 936 in all)', () => {
    const texts = tarotTextsFrom(files);
    const all = DECK.flatMap((card) => cardTexts(texts.card(card.slug)).map(([, t]) => t));
    expect(all).toHaveLength(78 * 12);
    expect(all.every((t) => t.trim().length > 0)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    // Meanings are about 80 words.
    const meaningWords = DECK.flatMap((c) => [countWords(texts.card(c.slug).upright.meaning), countWords(texts.card(c.slug).reversed.meaning)]);
    expect(Math.min(...meaningWords)).toBeGreaterThanOrEqual(70);
    expect(meaningWords.reduce((a, b) => a + b, 0) / meaningWords.length).toBeGreaterThan(75);
    // Every affirmation in the first person; upright and reversed differ in keywords and meaning for each card.
    for (const card of DECK) {
      const t = texts.card(card.slug);
      expect(t.affirmation).toMatch(/\b(I|my|me)\b/);
      expect(t.upright.meaning).not.toBe(t.reversed.meaning);
    }
  });

  it('leans both ways on yes/no across the deck', () => {
    const texts = tarotTextsFrom(files);
    const answers = DECK.flatMap((c) => [texts.card(c.slug).upright.yes_no.answer, texts.card(c.slug).reversed.yes_no.answer]);
    for (const answer of ['yes', 'no', 'maybe']) expect(answers.filter((a) => a === answer).length).toBeGreaterThan(10);
  });
});

describe('the content checks catch each defect', () => {
  const clone = (): RawContentFile[] => JSON.parse(JSON.stringify(files)) as RawContentFile[];
  const cardsFile = (fs: RawContentFile[], name: string) => fs.find((f) => f.name === name)!.data as { version: number; cards: Array<Record<string, any>> };

  it('a missing card, named', () => {
    const fs = clone();
    cardsFile(fs, 'cups.json').cards.splice(3, 1); // four-of-cups
    expect(parseContentFiles(fs).problems).toEqual(['card four-of-cups: no text in any file']);
    expect(() => tarotTextsFrom(fs)).toThrow(TarotContentError);
  });

  it('a card written twice, an unknown slug, an unknown field, a bad yes/no answer', () => {
    const fs = clone();
    const wands = cardsFile(fs, 'wands.json');
    wands.cards.push(JSON.parse(JSON.stringify(wands.cards[0])));
    wands.cards[1].slug = 'two-of-wandz';
    wands.cards[2].upright.extra = 'x';
    wands.cards[3].reversed.yes_no.answer = 'perhaps';
    const problems = parseContentFiles(fs).problems.join('\n');
    expect(problems).toMatch(/ace-of-wands is already written in wands\.json/);
    expect(problems).toMatch(/slug "two-of-wandz" is not a card of the deck/);
    expect(problems).toMatch(/three-of-wands\)\.upright: unknown field "extra"/);
    expect(problems).toMatch(/four-of-wands\)\.reversed\.yes_no: must be/);
    expect(problems).toMatch(/card two-of-wands: no text in any file/);
  });

  it('files that disagree on the version', () => {
    const fs = clone();
    cardsFile(fs, 'swords.json').version = 2;
    expect(parseContentFiles(fs).problems).toContain('content files disagree on the version: 1, 2');
  });

  it('a repeated sentence, a placeholder, a short meaning, an upper-case keyword, a third-person affirmation', () => {
    const fs = clone();
    const majors = cardsFile(fs, 'major-arcana-1.json');
    const fool = majors.cards[0];
    majors.cards[1].upright.past = fool.upright.past; // the-magician repeats the-fool
    fool.reversed.future = 'TODO write the future line for this card later on.';
    fool.upright.meaning = 'Too short to be a meaning of a card.';
    fool.upright.keywords = ['Beginnings', 'trust', 'open road'];
    fool.affirmation = 'The traveller welcomes every new beginning.';
    const problems = checkContentQuality(fs).join('\n');
    expect(problems).toMatch(/the-magician upright\.past: same text as the-fool upright\.past/);
    expect(problems).toMatch(/the-fool reversed\.future: contains the placeholder word "TODO"/);
    expect(problems).toMatch(/the-fool upright\.meaning: 9 words \(70-100 expected\)/);
    expect(problems).toMatch(/keywords: "Beginnings" must be lower case/);
    expect(problems).toMatch(/the-fool affirmation: not in the first person/);
  });

  it('a spread whose positions do not match the layout', () => {
    const fs = clone();
    const spreads = fs.find((f) => f.name === 'spreads.json')!.data as { spreads: Array<{ type: string; positions: unknown[] }> };
    spreads.spreads.find((s) => s.type === 'celtic-cross')!.positions.pop();
    expect(parseContentFiles(fs).problems.join('\n')).toMatch(/celtic-cross\): positions must be heart, .*, outcome in that order/);
    expect(SPREAD_LAYOUTS['celtic-cross']).toHaveLength(10);
  });

  it('normalizes sentences before comparing them', () => {
    expect(normalizedSentences('Trust the road.  “Trust” THE road!')).toEqual(['trust the road', 'trust the road']);
  });
});
