import { ISO_639_1_CODES } from './iso-639-1';
import { languageData, resolveLanguage } from './language';
import { MONTH_NAME_TABLE } from './month-name-table';
import { likelyScript } from './script-check';
import { supportedLanguages } from './supported-languages';

/** A Unicode script property test for an ISO 15924 code (Japanese and Chinese mapped to their scripts). */
function scriptPattern(script: string): RegExp {
  switch (script) {
    case 'Jpan': return /[\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Han}]/u;
    case 'Hans': case 'Hant': return /\p{Script=Han}/u;
    case 'Kore': return /\p{Script=Hangul}/u;
    default: return new RegExp(`\\p{Script=${script}}`, 'u');
  }
}
const LATIN = /\p{Script=Latin}/u;
const icuCode = (code: string) => ({ tl: 'fil', tw: 'ak' } as Record<string, string>)[code] ?? code;

describe('supported languages', () => {
  const result = supportedLanguages();

  it('lists well over 100 languages, at least 100 with both day and month names', () => {
    expect(result.default).toBe('en');
    expect(result.count).toBe(result.languages.length);
    expect(result.complete_count).toBeGreaterThanOrEqual(100);
    expect(result.languages.filter((l) => l.day_names && l.month_names).length).toBe(result.complete_count);
    for (const code of ['en', 'am', 'ti', 'om', 'so', 'ar', 'fr', 'ru', 'zh', 'ja', 'el', 'ka', 'hy', 'hi', 'sw']) {
      expect(result.languages.find((l) => l.code === code)).toMatchObject({ day_names: true, month_names: true });
    }
  });

  it('gives English and native names from Intl.DisplayNames', () => {
    expect(result.languages.find((l) => l.code === 'am')).toMatchObject({ name_en: 'Amharic', name_native: 'አማርኛ' });
    expect(result.languages.find((l) => l.code === 'de')).toMatchObject({ name_en: 'German', name_native: 'Deutsch' });
  });

  it('only lists ISO 639-1 codes', () => {
    for (const language of result.languages) expect(ISO_639_1_CODES).toContain(language.code);
  });

  it('restricts the listing and its counts to the codes asked for, skipping those without names', () => {
    const some = supportedLanguages(['ti', 'aa', 'xx', 'am']);
    expect(some.languages.map((l) => l.code)).toEqual(['ti', 'am']);
    expect(some).toMatchObject({ default: 'en', count: 2, complete_count: 2 });
    expect(some.languages[1]).toEqual(result.languages.find((l) => l.code === 'am'));
  });

  it.each(result.languages.filter((l) => l.month_names).map((l) => l.code))(
    '%s: 13 distinct non-empty month names, in the language\'s own script',
    (code) => {
      const language = resolveLanguage(code);
      const names = Array.from({ length: 13 }, (_, i) => language.ethiopianMonthName(i + 1));
      expect(names.every((n) => typeof n === 'string' && n.trim().length > 0)).toBe(true);
      expect(new Set(names).size).toBe(13);
      expect(names.some((n) => /\d/.test(n))).toBe(false);
      const script = likelyScript(icuCode(code));
      if (script !== 'Latn') {
        expect(names.filter((n) => LATIN.test(n))).toEqual([]);
        expect(names.filter((n) => !scriptPattern(script).test(n))).toEqual([]);
      } else {
        expect(names.filter((n) => !LATIN.test(n))).toEqual([]);
      }
    },
  );

  it.each(result.languages.filter((l) => l.day_names).map((l) => l.code))(
    '%s: 7 distinct day names in the language\'s own script',
    (code) => {
      const language = resolveLanguage(code);
      const names = Array.from({ length: 7 }, (_, i) => language.dayName(i));
      expect(new Set(names).size).toBe(7);
      const script = likelyScript(icuCode(code));
      if (script !== 'Latn') expect(names.filter((n) => LATIN.test(n))).toEqual([]);
    },
  );
});

describe('month-name sources', () => {
  it('uses ICU where it has real Ethiopian month names (checked by hand: Amharic, Arabic, Russian, Korean)', () => {
    expect(languageData('am').monthNameSource).toBe('icu');
    expect(resolveLanguage('am').ethiopianMonthName(1)).toBe('መስከረም');
    expect(resolveLanguage('am').ethiopianMonthName(13)).toBe('ጳጉሜን');
    expect(resolveLanguage('ar').ethiopianMonthName(1)).toBe('مسكريم');
    expect(resolveLanguage('ru').ethiopianMonthName(1)).toBe('мескерем');
    expect(resolveLanguage('ko').ethiopianMonthName(1)).toBe('매스캐램');
  });

  it('uses the table where ICU silently falls back to Latin names or numbers', () => {
    // ICU gives "Meskerem" for Greek, "01" for Chinese and "1月" for Japanese.
    for (const code of ['el', 'zh', 'ja', 'ka', 'hy', 'bg', 'sw', 'en']) {
      expect(languageData(code).monthNameSource).toBe('table');
      expect(resolveLanguage(code).ethiopianMonthName(1)).toBe(MONTH_NAME_TABLE[code][0]);
    }
    // ICU's Oromo list is out of order (Tikimt given the February name Guraandhala); ours is not.
    expect(languageData('om').monthNameSource).toBe('table');
    expect(resolveLanguage('om').ethiopianMonthName(2)).toBe('Onkoloolessa');
    expect(resolveLanguage('om').ethiopianMonthName(6)).toBe('Guraandhala');
  });

  it('has a table entry of 13 names for every table language', () => {
    for (const [code, names] of Object.entries(MONTH_NAME_TABLE)) {
      expect(ISO_639_1_CODES).toContain(code);
      expect(names).toHaveLength(13);
    }
  });
});

describe('resolveLanguage', () => {
  it('defaults to English: Meskerem ... Pagume and English day names', () => {
    for (const lang of [undefined, null, '', '  ']) {
      const language = resolveLanguage(lang);
      expect(language.lang).toBe('en');
      expect(language.lang_fallback).toBe(false);
    }
    const en = resolveLanguage('en');
    expect(Array.from({ length: 13 }, (_, i) => en.ethiopianMonthName(i + 1))).toEqual([
      'Meskerem', 'Tikimt', 'Hidar', 'Tahsas', 'Tir', 'Yekatit', 'Megabit', 'Miyazya', 'Ginbot', 'Sene', 'Hamle', 'Nehase', 'Pagume',
    ]);
    expect(Array.from({ length: 7 }, (_, i) => en.dayName(i))).toEqual([
      'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
    ]);
    expect(en.gregorianMonthName(1)).toBe('January');
  });

  it('reads day names from ICU (Amharic Wednesday is ረቡዕ, French mercredi)', () => {
    expect(resolveLanguage('am').dayName(3)).toBe('ረቡዕ');
    expect(resolveLanguage('fr').dayName(3)).toBe('mercredi');
  });

  it('accepts any letter case and ignores region subtags', () => {
    expect(resolveLanguage('FR').lang).toBe('fr');
    expect(resolveLanguage('pt-BR').lang).toBe('pt');
    expect(resolveLanguage('zh_Hant').lang).toBe('zh');
  });

  it('falls back to English, flagged, for a known ISO 639-1 code without data', () => {
    for (const code of ['aa', 'ab', 'la', 'ty']) {
      const language = resolveLanguage(code);
      expect(language.lang).toBe('en');
      expect(language.lang_fallback).toBe(true);
      expect(language.dayName(0)).toBe('Sunday');
      expect(language.ethiopianMonthName(1)).toBe('Meskerem');
    }
  });

  it('flags a language that has day names but no month names (Sichuan Yi)', () => {
    const yi = resolveLanguage('ii');
    expect(yi.lang).toBe('ii');
    expect(yi.lang_fallback).toBe(true);
    expect(yi.ethiopianMonthName(1)).toBe('Meskerem');
    expect(LATIN.test(yi.dayName(0))).toBe(false);
  });

  it.each(['xx', 'english', 'e', '12', 'en-', 'zz-ZZ', '*'])('rejects %j as lang', (lang) => {
    expect(() => resolveLanguage(lang)).toThrow(expect.objectContaining({
      issues: [expect.objectContaining({ parameter: 'lang', message: expect.stringMatching(/ISO 639-1/) })],
    }));
  });
});
