import { gematria } from './gematria';
import { stubTexts, thrown } from './testing/stub-texts';

describe('gematria (Latin text)', () => {
  it('love → 54 / 54 / 18 / 775 (conventions §2 checks)', () => {
    // ordinal L12 O15 V22 E5 = 54; reverse L15 O12 V5 E22 = 54; Pythagorean L3 O6 V4 E5 = 18;
    // standard Hebrew L20 O50 V700 E5 = 775. Hidden meaning keyed by root(54) = 9.
    const result = gematria({ text: 'love' }, stubTexts);
    expect(result).toMatchObject({
      text: 'love',
      ordinal_gematria: 54,
      reverse_ordinal_gematria: 54,
      pythagorean_gematria: 18,
      standard_hebrew_gematria: 775,
      ordinal_hidden_meaning: 'meaning gematria_hidden/9',
      text_key: '9',
      script: 'latin',
    });
    expect(result.calculations.standard_hebrew).toBe('L20 + O50 + V700 + E5 = 775');
  });

  it('jaels → standard Hebrew 716 (J600 A1 E5 L20 S90)', () => {
    expect(gematria({ text: 'jaels' }, stubTexts).standard_hebrew_gematria).toBe(716);
  });

  it('the whole alphabet → 351 / 351 / 126 / 4195', () => {
    // 1+…+26 = 351 both ways; Pythagorean 45 + 45 + 36 = 126;
    // Hebrew A-I 45 + K-S 450 + T,U,X,Y,Z 1500 + J,V,W 2200 = 4195.
    const result = gematria({ text: 'abcdefghijklmnopqrstuvwxyz' }, stubTexts);
    expect([result.ordinal_gematria, result.reverse_ordinal_gematria, result.pythagorean_gematria, result.standard_hebrew_gematria])
      .toEqual([351, 351, 126, 4195]);
  });

  it('ignores non-letters and folds accents; totals are not reduced', () => {
    const result = gematria({ text: 'Love, 123 — ça!' }, stubTexts);
    // LOVE 54 + CA (C3 A1 ordinal) 4 = 58.
    expect(result.ordinal_gematria).toBe(58);
    expect(result.normalized_text).toBe('LOVE CA');
    expect(result.reduced.ordinal).toBe(4); // 58 → 13 → 4
  });

  it('rejects other scripts, mixed scripts and texts without letters', () => {
    const cyrillic = thrown(() => gematria({ text: 'Привет' }, stubTexts));
    expect(cyrillic.code).toBe('unsupported_script');
    expect(cyrillic.issues?.[0].message).toMatch(/^contains the Cyrillic letter "П" \(U\+041F\) at position 1;/);
    expect(thrown(() => gematria({ text: 'abc שלום' }, stubTexts)).issues?.[0].message).toMatch(/^mixes scripts: the Hebrew letter "ש" at position 5/);
    expect(thrown(() => gematria({ text: '123 !!' }, stubTexts)).issues?.[0]).toEqual({ parameter: 'text', message: 'contains no letters to count' });
    expect(thrown(() => gematria({ text: undefined as unknown as string }, stubTexts)).code).toBe('missing_parameter');
  });
});

describe('gematria (Hebrew script, Mispar Hechrechi)', () => {
  it('שלום → 376, final mem valued as mem', () => {
    // ש300 ל30 ו6 ם(=מ)40 = 376. Ordinal (Siduri) 21 + 12 + 6 + 13 = 52; reverse (23 − n) 2 + 11 + 17 + 10 = 40;
    // Katan 3 + 3 + 6 + 4 = 16.
    const result = gematria({ text: 'שלום' }, stubTexts);
    expect(result.script).toBe('hebrew');
    expect(result.method).toBe('hebrew_mispar');
    expect(result.standard_hebrew_gematria).toBe(376);
    expect(result.ordinal_gematria).toBe(52);
    expect(result.reverse_ordinal_gematria).toBe(40);
    expect(result.pythagorean_gematria).toBe(16);
  });

  it('ignores vowel points and presentation forms: שָׁלוֹם = 376, חי = 18', () => {
    expect(gematria({ text: 'שָׁלוֹם' }, stubTexts).standard_hebrew_gematria).toBe(376);
    expect(gematria({ text: '\uFB2Aלום' }, stubTexts).standard_hebrew_gematria).toBe(376); // precomposed shin with dot
    expect(gematria({ text: 'חי' }, stubTexts).standard_hebrew_gematria).toBe(18);
  });

  it('all five final forms count as ordinary letters: ךםןףץ = 20 + 40 + 50 + 80 + 90', () => {
    expect(gematria({ text: 'ךםןףץ' }, stubTexts).standard_hebrew_gematria).toBe(280);
  });
});
