/**
 * The curated collection as shipped: every file valid, 21 categories covered, texts distinct, a text that appears
 * in two categories carries the same attribution in both (it is stored once), greetings marked as our writing.
 */
import { CATEGORY_SLUGS } from '../categories';
import { comparisonKey } from '../normalize';
import { curatedFileProblems, loadCuratedContent } from './curated-content';

describe('curated content', () => {
  const files = loadCuratedContent();

  it('has one valid file per category', () => {
    expect(files.map((f) => f.category)).toEqual([...CATEGORY_SLUGS]);
    for (const f of files) expect(f.quotes.length).toBeGreaterThanOrEqual(15);
  });

  it('reaches 100 quotes in the greeting, affirmation and proverb categories', () => {
    for (const slug of ['good-morning', 'good-afternoon', 'good-night', 'affirmations', 'proverbs/african', 'proverbs/american', 'proverbs/asian']) {
      expect({ slug, enough: files.find((f) => f.category === slug)!.quotes.length >= 100 }).toEqual({ slug, enough: true });
    }
  });

  it('gives each text one attribution across files', () => {
    const seen = new Map<string, string>();
    for (const f of files) {
      for (const q of f.quotes) {
        const key = comparisonKey(q.text);
        const meta = JSON.stringify([q.author, q.source, q.origin]);
        expect({ text: q.text, meta: seen.get(key) ?? meta }).toEqual({ text: q.text, meta });
        seen.set(key, meta);
      }
    }
  });

  it('marks greetings and affirmations as our own writing', () => {
    for (const f of files.filter((x) => ['good-morning', 'good-afternoon', 'good-night', 'affirmations'].includes(x.category))) {
      for (const q of f.quotes) expect([q.author, q.source]).toEqual(['Almanac', 'original']);
    }
  });

  it('rejects malformed files', () => {
    expect(curatedFileProblems({ version: 1, category: 'love', quotes: [{ text: 'x', author: null, source: null, origin: null }] }, 'love')).toEqual([
      'quotes[0]: an anonymous quote needs its source',
    ]);
    expect(curatedFileProblems({ version: 1, category: 'proverbs/asian', quotes: [{ text: 'x', author: 'Me', source: null, origin: null }] }, 'proverbs/asian')).toHaveLength(2);
    expect(curatedFileProblems({ version: 0, category: 'love', quotes: [{ text: ' x', author: 'A' }] }, 'love')).toHaveLength(2);
    expect(curatedFileProblems(null, 'love')).toEqual(['not a JSON object']);
  });
});
