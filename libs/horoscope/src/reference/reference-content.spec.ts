/**
 * The quality test over every file of libs/horoscope/content/reference, plus proof that the checker catches each
 * kind of defect (missing family, wrong keys, repeated sentence, placeholder, short texts, keywords, titles).
 */
import { FAMILIES, FAMILY_KEYS } from './families';
import { readReferenceDir, referenceContentDir } from './load-reference';
import { parseReferenceFile, type ReferenceEntry, type ReferenceFile } from './reference-format';
import { ReferenceContentError, referenceLibraryFrom } from './reference-library';
import { referenceQualityProblems, sentencesOf, wordCount } from './reference-quality';

const raw = readReferenceDir(referenceContentDir());

describe('the reference content folder', () => {
  it('holds one well-formed file per family and nothing else', () => {
    expect(raw.map((f) => f.name).sort()).toEqual(FAMILIES.map((f) => `${f}.json`).sort());
    for (const file of raw) expect(parseReferenceFile(file).problems).toEqual([]);
  });

  it('passes every quality rule across all seven families', () => {
    const files = raw.map((f) => parseReferenceFile(f).file).filter((f): f is ReferenceFile => f !== null);
    expect(referenceQualityProblems(files, FAMILIES)).toEqual([]);
  });

  it('has the counts of the format table (108, 7, 12, 7, 12, 10, 132)', () => {
    const counts = Object.fromEntries(raw.map((f) => [(f.data as ReferenceFile).family, (f.data as ReferenceFile).entries.length]));
    expect(counts).toEqual({ sign_trait: 108, aspect: 7, house: 12, returns: 7, term: 12, planet: 10, planet_in_house: 132 });
  });

  it('never gives medical advice in the health and medical-astrology texts: each defers to a professional', () => {
    const files = raw.map((f) => f.data as ReferenceFile);
    const health = files.flatMap((f) => f.entries.filter((e) => e.key.endsWith(':health') || e.key === 'medical_astrology'));
    expect(health).toHaveLength(13);
    for (const e of health) expect(e.text).toMatch(/qualified (medical )?professional/);
  });
});

const words = (n: number, seed: string): string => Array.from({ length: n }, (_, i) => `${seed}${i}`).join(' ') + '.';

function entry(key: string, over: Partial<ReferenceEntry> = {}, seed = key): ReferenceEntry {
  return { key, title: `Title ${key}`, keywords: ['one', 'two', 'three'], summary: words(22, `s${seed}x`), text: words(105, `t${seed}x`), ...over };
}

function file(family: (typeof FAMILIES)[number], map: (e: ReferenceEntry) => ReferenceEntry = (e) => e): ReferenceFile {
  return { family, version: 1, entries: FAMILY_KEYS[family].map((k) => map(entry(k, {}, `${family}${k}`))) };
}

describe('the quality checker', () => {
  const good = (): ReferenceFile[] => FAMILIES.map((f) => file(f));

  it('accepts a complete, clean synthetic set', () => {
    expect(referenceQualityProblems(good(), FAMILIES)).toEqual([]);
  });

  it('fails on a missing family', () => {
    const set = good().filter((f) => f.family !== 'term');
    expect(referenceQualityProblems(set, FAMILIES)).toEqual(['term: family missing']);
  });

  it('fails on a missing, an unexpected and a repeated key', () => {
    const set = good();
    const aspect = set.find((f) => f.family === 'aspect')!;
    const entries = [...aspect.entries.filter((e) => e.key !== 'trine'), entry('biquintile'), entry('conjunction', { title: 'Other' }, 'again')];
    const problems = referenceQualityProblems(set.map((f) => (f === aspect ? { ...aspect, entries } : f)), FAMILIES);
    expect(problems).toEqual(['aspect: missing keys trine', 'aspect: unexpected keys biquintile', 'aspect: repeated keys conjunction']);
  });

  it('fails on a sentence repeated in another family, even with other case and punctuation', () => {
    const set = good();
    const house = set.find((f) => f.family === 'house')!;
    const planet = set.find((f) => f.family === 'planet')!;
    const shared = 'Saturn teaches patience through slow and steady effort.';
    (house.entries as ReferenceEntry[])[0] = { ...house.entries[0], text: `${house.entries[0].text} ${shared}` };
    (planet.entries as ReferenceEntry[])[3] = { ...planet.entries[3], summary: `${planet.entries[3].summary} SATURN teaches patience, through slow and steady effort!` };
    const problems = referenceQualityProblems(set, FAMILIES);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^planet\/venus: sentence repeated from house\/first/);
  });

  it.each(['lorem ipsum', 'TODO write this', 'TBD', 'a placeholder', 'value is undefined', 'hello {name}', 'closing }'])('fails on the placeholder in %j', (bad) => {
    const set = good();
    const term = set.find((f) => f.family === 'term')!;
    (term.entries as ReferenceEntry[])[0] = { ...term.entries[0], text: `${term.entries[0].text} Then ${bad} here.` };
    expect(referenceQualityProblems(set, FAMILIES)).toEqual([expect.stringMatching(/^term\/astrology: text contains placeholder/)]);
  });

  it('fails on a summary under 20 words and a text under 100 words', () => {
    const set = good();
    const returns = set.find((f) => f.family === 'returns')!;
    (returns.entries as ReferenceEntry[])[1] = { ...returns.entries[1], summary: words(19, 'short'), text: words(99, 'shorter') };
    expect(referenceQualityProblems(set, FAMILIES)).toEqual(['returns/lunar: summary has 19 words, needs at least 20', 'returns/lunar: text has 99 words, needs at least 100']);
  });

  it('fails on too few, too many or capitalised keywords, and on repeated titles', () => {
    const set = good();
    const planet = set.find((f) => f.family === 'planet')!;
    const e = planet.entries as ReferenceEntry[];
    e[0] = { ...e[0], keywords: ['a', 'b'] };
    e[1] = { ...e[1], keywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] };
    e[2] = { ...e[2], keywords: ['love', 'Beauty', 'values'] };
    e[4] = { ...e[4], title: e[3].title.toUpperCase() };
    expect(referenceQualityProblems(set, FAMILIES)).toEqual([
      'planet/sun: needs 3 to 6 keywords, has 2',
      'planet/moon: needs 3 to 6 keywords, has 7',
      'planet/mercury: keywords must be lower case and non-empty: Beauty',
      'planet/mars: title "TITLE VENUS" also used by venus',
    ]);
  });

  it('the library refuses damaged files with every problem listed', () => {
    const files = [
      { name: 'aspect.json', data: null, parseError: 'Unexpected token' },
      { name: 'house.json', data: { family: 'house', version: 1, entries: [{ key: 'first', title: 'x' }] } },
      { name: 'term.json', data: { family: 'planet', version: 0, entries: [] } },
    ];
    let error: unknown;
    try {
      referenceLibraryFrom(files, ['aspect', 'house']);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ReferenceContentError);
    expect((error as ReferenceContentError).problems).toEqual(
      expect.arrayContaining([
        'aspect.json: not valid JSON (Unexpected token)',
        'house.json entry 0 (first): summary, text must be non-empty strings',
        'house.json entry 0 (first): keywords must be an array of strings',
        'term.json: family "planet" does not match the file name',
        'term.json: version must be a positive integer',
        'aspect: family missing',
        'house: family missing',
      ]),
    );
  });
});

describe('helpers', () => {
  it('counts words and splits sentences as a reader would', () => {
    expect(wordCount('  The Sun  rises.\nIt sets. ')).toBe(5);
    expect(sentencesOf('The Sun rises. Does it? Yes! It sets')).toEqual(['the sun rises', 'does it', 'yes', 'it sets']);
  });
});
