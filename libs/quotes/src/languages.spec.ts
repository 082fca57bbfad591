import { ISO_639_1_CODES, isIso6391, languageName } from './languages';

describe('languages', () => {
  it('holds the ISO 639-1 codes (183 after the withdrawal of sh in 2000) and no others', () => {
    expect(ISO_639_1_CODES).toHaveLength(183);
    expect(new Set(ISO_639_1_CODES).size).toBe(183);
    for (const code of ['en', 'fr', 'es', 'de', 'sw', 'am', 'zh', 'yo', 'zu']) expect(isIso6391(code)).toBe(true);
    for (const code of ['xx', 'qq', 'eng', 'sh', 'iw', 'in', 'mo', 'EN']) expect(isIso6391(code)).toBe(false);
  });
  it('names languages with ICU', () => {
    expect(languageName('sw')).toBe('Swahili');
    expect(languageName('am')).toBe('Amharic');
    expect(languageName('fr')).toBe('French');
  });
});
