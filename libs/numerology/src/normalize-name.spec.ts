import { InvalidParameterError } from '../../platform/src/problems/invalid-parameter.error';
import { normalizeName, normalizeNameFields } from './normalize-name';
import { thrown } from './testing/stub-texts';

describe('normalizeName', () => {
  it('folds accents and special Latin letters (conventions §1)', () => {
    expect(normalizeName('José', 'full_name').parts).toEqual(['JOSE']);
    expect(normalizeName('Strauß', 'full_name').parts).toEqual(['STRAUSS']); // ß → SS
    expect(normalizeName('Ærø', 'full_name').parts).toEqual(['AERO']); // Æ → AE, ø → O
    expect(normalizeName('Łukasz', 'full_name').parts).toEqual(['LUKASZ']); // Ł → L
    expect(normalizeName('Đorđe Þór', 'full_name').parts).toEqual(['DORDE', 'THOR']);
    expect(normalizeName('Øyvind Œuvre', 'full_name').parts).toEqual(['OYVIND', 'OEUVRE']);
    expect(normalizeName('Muñoz Åsa İlkay ıra', 'full_name').text).toBe('MUNOZ ASA ILKAY IRA');
    // A decomposed accent (e + U+0301) folds like the precomposed one.
    expect(normalizeName('Jose\u0301', 'full_name').parts).toEqual(['JOSE']);
  });

  it('splits on whitespace and joins across hyphens, apostrophes and periods', () => {
    expect(normalizeName('  Jean-Pierre   O\u2019Brien ', 'full_name').parts).toEqual(['JEANPIERRE', 'OBRIEN']);
    expect(normalizeName("d'Artagnan St.John", 'name').text).toBe('DARTAGNAN STJOHN');
    expect(normalizeName('Col·lell', 'name').text).toBe('COLLELL'); // Catalan middle dot joins
    expect(normalizeName('John Smith Jr.', 'name').parts).toEqual(['JOHN', 'SMITH', 'JR']); // suffixes kept
  });

  it('names the offending digit and its 1-based position', () => {
    const error = thrown(() => normalizeName('John3', 'first_name'));
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(error.code).toBe('digits_in_name');
    expect(error.issues).toEqual([
      { parameter: 'first_name', message: 'contains the digit "3" at position 5; names may only contain letters' },
    ]);
    expect(thrown(() => normalizeName('Anne-Marie 2nd', 'full_name')).issues?.[0].message)
      .toBe('contains the digit "2" at position 12; names may only contain letters');
  });

  it('rejects letters of other scripts, naming the script', () => {
    const error = thrown(() => normalizeName('Иван', 'name'));
    expect(error.code).toBe('unsupported_script');
    expect(error.issues?.[0].parameter).toBe('name');
    expect(error.issues?.[0].message).toMatch(/^contains the Cyrillic letter "И" at position 1; /);
    expect(thrown(() => normalizeName('Anna Σοφία', 'fullname')).issues?.[0].message)
      .toMatch(/^contains the Greek letter "Σ" at position 6;/);
    expect(thrown(() => normalizeName('Li 李', 'fullname')).issues?.[0].message).toMatch(/Han letter "李" at position 4/);
  });

  it('rejects Latin letters that do not fold to A-Z', () => {
    const error = thrown(() => normalizeName('Əli', 'name'));
    expect(error.code).toBe('invalid_character');
    expect(error.issues?.[0].message).toMatch(/^contains the letter "Ə" \(U\+018F\) at position 1, which does not fold to A-Z/);
  });

  it('rejects symbols and emoji with their code point', () => {
    const emoji = thrown(() => normalizeName('Jo😀', 'name'));
    expect(emoji.code).toBe('invalid_character');
    expect(emoji.issues?.[0].message).toMatch(/^contains the character "😀" \(U\+1F600\) at position 3;/);
    expect(thrown(() => normalizeName('Ann@', 'name')).issues?.[0].message).toMatch(/"@" \(U\+0040\) at position 4/);
  });

  it('rejects empty, blank, letterless and missing names', () => {
    expect(thrown(() => normalizeName('', 'name')).code).toBe('empty_name');
    expect(thrown(() => normalizeName('   ', 'name')).code).toBe('empty_name');
    expect(thrown(() => normalizeName("-'.", 'name')).issues?.[0].message).toBe('contains no letters');
    expect(thrown(() => normalizeName(undefined, 'name')).code).toBe('missing_parameter');
    expect(thrown(() => normalizeName(42, 'name')).code).toBe('invalid_type');
  });
});

describe('normalizeNameFields', () => {
  it('joins first, optional middle and last names, blaming the right field', () => {
    const fields = (middle: unknown) => [
      { value: 'Thomas', parameter: 'first_name' },
      { value: middle, parameter: 'middle_name', optional: true },
      { value: 'Hancock', parameter: 'last_name' },
    ];
    expect(normalizeNameFields(fields('John')).text).toBe('THOMAS JOHN HANCOCK');
    expect(normalizeNameFields(fields('')).text).toBe('THOMAS HANCOCK');
    expect(normalizeNameFields(fields(undefined)).text).toBe('THOMAS HANCOCK');
    expect(thrown(() => normalizeNameFields(fields('J0hn'))).issues?.[0]).toEqual({
      parameter: 'middle_name', message: 'contains the digit "0" at position 2; names may only contain letters',
    });
  });
});
