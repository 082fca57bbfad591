import { ancestorReading } from './ancestor';
import { balanceNumber } from './balance';
import { destinyNumber } from './destiny';
import { heartDesire } from './heart-desire';
import { personalityNumber } from './personality';
import { stubTexts, thrown } from './testing/stub-texts';

const hancock = { first_name: 'Thomas', middle_name: 'John', last_name: 'Hancock' };

describe('destinyNumber', () => {
  it('Thomas John Hancock → 22 + 2 + 1 = 25 → 7 (per-part reduction, conventions §5)', () => {
    // THOMAS T2 H8 O6 M4 A1 S1 = 22 (master, kept); JOHN J1 O6 H8 N5 = 20 → 2;
    // HANCOCK H8 A1 N5 C3 O6 C3 K2 = 28 → 10 → 1; 22 + 2 + 1 = 25 → 7.
    const result = destinyNumber(hancock, stubTexts);
    expect(result.destiny_number).toBe(7);
    expect(result.calculation).toBe(
      'THOMAS: T2 H8 O6 M4 A1 S1 = 22; JOHN: J1 O6 H8 N5 = 20 → 2; HANCOCK: H8 A1 N5 C3 O6 C3 K2 = 28 → 10 → 1; 22 + 2 + 1 = 25 → 7',
    );
    expect(result.normalized_name).toBe('THOMAS JOHN HANCOCK');
    expect(result.method).toBe('per_part_reduction');
    expect(result.alternatives[0]).toMatchObject({ method: 'sum_all_letters', number: 7 }); // 22+20+28 = 70 → 7
    expect(result.summary).toBe('meaning destiny/7');
  });

  it('accepts full_name instead of the separate fields, and no middle name', () => {
    expect(destinyNumber({ full_name: 'Thomas John Hancock' }, stubTexts).destiny_number).toBe(7);
    // THOMAS 22 + HANCOCK 1 = 23 → 5.
    expect(destinyNumber({ first_name: 'Thomas', last_name: 'Hancock' }, stubTexts).destiny_number).toBe(5);
  });

  it('uses the Chaldean table on request', () => {
    // Chaldean: THOMAS T4 H5 O7 M4 A1 S3 = 24 → 6; JOHN J1 O7 H5 N5 = 18 → 9;
    // HANCOCK H5 A1 N5 C3 O7 C3 K2 = 26 → 8; 6 + 9 + 8 = 23 → 5.
    const result = destinyNumber({ ...hancock, system: 'chaldean' }, stubTexts);
    expect(result.destiny_number).toBe(5);
    expect(result.system).toBe('chaldean');
    expect(thrown(() => destinyNumber({ ...hancock, system: 'kabbalah' }, stubTexts)).issues?.[0].parameter).toBe('system');
  });

  it('names the field holding a bad character, and requires first and last names', () => {
    expect(thrown(() => destinyNumber({ ...hancock, last_name: 'Hanc0ck' }, stubTexts)).issues?.[0].parameter).toBe('last_name');
    expect(thrown(() => destinyNumber({ first_name: 'Thomas' }, stubTexts)).issues?.[0])
      .toEqual({ parameter: 'last_name', message: 'is required' });
  });
});

describe('heartDesire', () => {
  it('Thomas John Hancock: vowels 7 + 6 + 7 = 20 → 2', () => {
    // THOMAS O6 A1 = 7; JOHN O6 = 6; HANCOCK A1 O6 = 7; 7 + 6 + 7 = 20 → 2.
    const result = heartDesire(hancock, stubTexts);
    expect(result.heart_desire_number).toBe(2);
    expect(result.vowels_by_part).toEqual(['OA', 'O', 'AO']);
  });

  it('"Milan Brunclík": per part 1 + 3 = 4, where sum-all meets 22 (conventions §0)', () => {
    // MILAN I9 A1 = 10 → 1; BRUNCLIK (í folded) U3 I9 = 12 → 3; 1 + 3 = 4. Sum-all 9+1+3+9 = 22.
    const result = heartDesire({ full_name: 'Milan Brunclík' }, stubTexts);
    expect(result.heart_desire_number).toBe(4);
    expect(result.alternatives[0].number).toBe(22);
    expect(result.normalized_name).toBe('MILAN BRUNCLIK');
  });

  it('follows y_rule: Mary is A1 + Y7 = 8 in auto and vowel mode, A1 = 1 in consonant mode', () => {
    expect(heartDesire({ full_name: 'Mary' }, stubTexts).heart_desire_number).toBe(8);
    expect(heartDesire({ full_name: 'Mary', y_rule: 'vowel' }, stubTexts).heart_desire_number).toBe(8);
    const consonant = heartDesire({ full_name: 'Mary', y_rule: 'consonant' }, stubTexts);
    expect(consonant.heart_desire_number).toBe(1);
    expect(consonant.y_rule).toBe('consonant');
    // Murray: Y after a vowel is a consonant → U3 A1 = 4.
    expect(heartDesire({ full_name: 'Murray' }, stubTexts).heart_desire_number).toBe(4);
  });

  it('is an error when nothing counts as a vowel', () => {
    const error = thrown(() => heartDesire({ full_name: 'Lynn', y_rule: 'consonant' }, stubTexts));
    expect(error.issues?.[0].parameter).toBe('full_name');
    expect(error.issues?.[0].message).toMatch(/^contains no vowels to count/);
    expect(thrown(() => heartDesire({ full_name: 'Lynn', y_rule: 'maybe' }, stubTexts)).issues?.[0].parameter).toBe('y_rule');
  });
});

describe('personalityNumber', () => {
  it('Thomas John Hancock: consonants 6 + 5 + 3 = 14 → 5, a karmic-debt total', () => {
    // THOMAS T2 H8 M4 S1 = 15 → 6; JOHN J1 H8 N5 = 14 → 5; HANCOCK H8 N5 C3 C3 K2 = 21 → 3; 6 + 5 + 3 = 14 → 5.
    // Check: destiny 7 ≡ heart 2 + personality 5 (mod 9).
    const result = personalityNumber(hancock, stubTexts);
    expect(result.personality_number).toBe(5);
    expect(result.karmic_debt).toBe(14);
    expect(result.calculation.endsWith('6 + 5 + 3 = 14 → 5')).toBe(true);
  });

  it('does not reject an empty middle name', () => {
    expect(personalityNumber({ ...hancock, middle_name: '' }, stubTexts).normalized_name).toBe('THOMAS HANCOCK');
  });

  it('a single part keeps its own chain, so its karmic debt shows', () => {
    // HH: H8 + H8 = 16 → 7. With one part, that part's chain (16 → 7) is the name's chain.
    const result = personalityNumber({ full_name: 'Hh' }, stubTexts);
    expect(result.number).toBe(7);
    expect(result.karmic_debt).toBe(16);
  });
});

describe('balanceNumber', () => {
  it('TJH = 2 + 1 + 8 = 11, kept as master, read from the "2" text', () => {
    const result = balanceNumber({ initials: 'T.J.H.' }, stubTexts);
    expect(result.balance_number).toBe(11);
    expect(result.master_number).toBe(true);
    expect(result.calculation).toBe('T2 + J1 + H8 = 11');
    expect(result.text_key).toBe('2');
    expect(result.summary).toBe('meaning balance/2');
    expect(balanceNumber({ initials: 't j h' }, stubTexts).initials).toBe('TJH');
  });

  it('rejects digits in initials', () => {
    expect(thrown(() => balanceNumber({ initials: 'T1H' }, stubTexts)).issues?.[0].parameter).toBe('initials');
  });
});

describe('ancestorReading', () => {
  it('is the destiny number of the family name, all parts', () => {
    // VAN V4 A1 N5 = 10 → 1; DER D4 E5 R9 = 18 → 9; BERG B2 E5 R9 G7 = 23 → 5; 1 + 9 + 5 = 15 → 6.
    const result = ancestorReading({ family_name: 'van der Berg' }, stubTexts);
    expect(result.ancestor_number).toBe(6);
    expect(result.legacy).toBe('detail ancestor/6');
    // HANCOCK = 28 → 10 → 1.
    expect(ancestorReading({ family_name: 'Hancock' }, stubTexts).number).toBe(1);
    expect(thrown(() => ancestorReading({ family_name: 'Clan 7' }, stubTexts)).issues?.[0].parameter).toBe('family_name');
  });
});
