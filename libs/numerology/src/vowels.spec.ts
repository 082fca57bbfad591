import { vowelMask } from './vowels';

/** The letters of a part counted as vowels. */
function vowels(part: string, rule: 'auto' | 'vowel' | 'consonant' = 'auto'): string {
  const mask = vowelMask(part, rule);
  return Array.from(part).filter((_, index) => mask[index]).join('');
}

describe('the Y rule (conventions §4)', () => {
  it('rule 1: Y first in a part and followed by a vowel is a consonant', () => {
    expect(vowels('YOLANDA')).toBe('OAA');
    expect(vowels('YODA')).toBe('OA');
    expect(vowels('YEMEN')).toBe('EE');
  });

  it('rule 2: Y right after a vowel is a consonant', () => {
    expect(vowels('MURRAY')).toBe('UA');
    expect(vowels('MALONEY')).toBe('AOE');
    expect(vowels('TROY')).toBe('O');
    expect(vowels('MAYA')).toBe('AA');
  });

  it('rule 3: Y between vowel+consonant and a vowel is a consonant', () => {
    expect(vowels('TANYA')).toBe('AA');
    expect(vowels('SONYA')).toBe('OA');
    expect(vowels('KENYA')).toBe('EA');
  });

  it('rule 4: otherwise Y is a vowel', () => {
    expect(vowels('LYNN')).toBe('Y');
    expect(vowels('MARY')).toBe('AY');
    expect(vowels('YVONNE')).toBe('YOE');
    expect(vowels('BRYAN')).toBe('YA');
    expect(vowels('WYATT')).toBe('YA'); // W is always a consonant
    expect(vowels('KATELYN')).toBe('AEY');
  });

  it('y_rule=vowel and y_rule=consonant override the automatic rule', () => {
    expect(vowels('MURRAY', 'vowel')).toBe('UAY');
    expect(vowels('MARY', 'consonant')).toBe('A');
  });
});
