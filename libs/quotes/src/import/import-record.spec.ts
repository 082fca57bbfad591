import { importRecord } from './import-record';
import { categoriesFor, tagMapWith } from './tag-map';
import { csvObjects, parseCsvRecords } from './csv';

describe('import record', () => {
  it('normalizes text, keeps explicit categories and maps tags otherwise', () => {
    const a = importRecord({ text: '  Be\n brave. ', author: 'X', categories: ['courage', 'courage'] });
    expect(a.ok && a.quote).toMatchObject({ text: 'Be brave.', author: 'X', source: null, categories: ['courage'] });
    const b = importRecord({ quote: 'Thanks!', tags: ['Gratitude', 'Famous Quotes', 'love'] });
    expect(b.ok && b.quote.categories).toEqual(['gratitude', 'love']);
    const c = importRecord({ content: 'On virtue.', author: 'Marcus Aurelius', tags: [] });
    expect(c.ok && c.quote.categories).toEqual(['stoicism']);
  });
  it('rejects rows without text, with bad types, unknown categories or no category', () => {
    const reason = (r: unknown) => {
      const o = importRecord(r);
      return o.ok ? 'ok' : o.reason;
    };
    expect(reason(null)).toBe('not an object');
    expect(reason({ author: 'X' })).toBe('text is missing');
    expect(reason({ text: '   ', category: 'love' })).toBe('text is empty');
    expect(reason({ text: 'x'.repeat(4001), category: 'love' })).toMatch(/longer than 4000/);
    expect(reason({ text: 'x', author: 3, category: 'love' })).toBe('author must be a string');
    expect(reason({ text: 'x', category: 'lovely' })).toBe('unknown category "lovely"');
    expect(reason({ text: 'x', tags: 'sports' })).toMatch(/no category/);
    expect(reason({ text: 'x', tags: { a: 1 } })).toMatch(/tags must be/);
  });
  it('lets a tag map override and extend the default one', () => {
    const map = tagMapWith({ Sports: 'motivational', love: 'poetic' });
    expect(categoriesFor(['sports', 'love'], null, map)).toEqual(['motivational', 'poetic']);
    expect(() => tagMapWith({ x: 'nope' })).toThrow(/not a category/);
  });
});

describe('csv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', () => {
    expect(parseCsvRecords('a,b\r\n"x, ""y""","multi\nline"\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'multi\nline'],
    ]);
    expect(csvObjects('\ufeffText,Author\nhi,me\n\n')).toEqual([{ text: 'hi', author: 'me' }]);
    expect(csvObjects('')).toEqual([]);
  });
});
