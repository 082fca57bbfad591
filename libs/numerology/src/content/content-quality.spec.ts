import { join } from 'node:path';
import { profile } from '../profile';
import { gematria } from '../gematria';
import { mirrorNumbers } from '../mirror';
import { analyzePhone } from '../analyze-phone';
import { personalDayAffirmations } from '../affirmations';
import { emailNumerology } from '../email';
import { ancestorReading } from '../ancestor';
import { personalMonth, personalYear, dateMeaning } from '../personal-cycles';
import { mutated, syntheticContentFiles } from '../testing/synthetic-content';
import { checkContentQuality, normalizedSentences } from './content-quality';
import { AFFIRMATION_KEYS, TEXT_FAMILIES, TEXT_FAMILY_KEYS } from './families';
import { catalogFrom, readContentDir } from './load-content';
import { parseContentFiles } from './content-format';

const CONTENT_DIR = join(__dirname, '..', '..', 'content');

describe('the authored content in libs/numerology/content', () => {
  const files = readContentDir(CONTENT_DIR);

  it('meets every quality rule of the content format (all families present, exact keys)', () => {
    // Printed in full on failure so writers can fix every defect in one pass.
    expect(checkContentQuality(files)).toEqual([]);
  });

  it('serves every text the calculations can ask for', () => {
    const parsed = parseContentFiles(files, { requireAll: true });
    expect(parsed.problems).toEqual([]);
    const texts = catalogFrom(parsed.families, parsed.affirmations);
    for (const family of TEXT_FAMILIES) {
      for (const key of TEXT_FAMILY_KEYS[family]) expect(texts.get(family, key).meaning.length).toBeGreaterThan(0);
    }
    for (const key of AFFIRMATION_KEYS) expect(texts.affirmations(Number(key))).toHaveLength(20);
    // Whole results built from the real texts, end to end.
    const person = profile('Thomas John Hancock', '1990-07-14', texts);
    expect(person.life_path.summary).toBe(texts.get('life_path', '4').meaning);
    expect(gematria({ text: 'love' }, texts).ordinal_hidden_meaning).toBe(texts.get('gematria_hidden', '9').meaning);
    expect(mirrorNumbers({ expanded: true }, texts).mirrors).toHaveLength(12);
    expect(analyzePhone({ phone_number: '15550109999' }, texts).phone_vibration_description).toBe(texts.get('phone', '8').meaning);
    expect(personalDayAffirmations({ dob: '1990-07-14', target_date: '2024-03-08' }, texts).affirmation.length).toBeGreaterThan(0);
    expect(emailNumerology({ email: 'john99@example.com' }, texts).title).toBe(texts.get('email', '11').title);
    expect(ancestorReading({ family_name: 'Hancock' }, texts).legacy).toBe(texts.get('ancestor', '1').detailed_meaning);
    expect(personalYear({ prediction_year: 2023, birth_month: 2, birth_day: 29 }, texts).master_form_text?.title)
      .toBe(texts.get('personal_year', '11').title);
    expect(personalMonth({ dob: '1992-07-16', target_date: '2024-03-15' }, texts).number).toBe(7);
    expect(dateMeaning({ date: '2024-09-05' }, texts).master_form_text?.meaning).toBe(texts.get('universal_day', '22').meaning);
  });
});

describe('checkContentQuality catches each defect', () => {
  const problemsOf = (files: ReturnType<typeof syntheticContentFiles>) => checkContentQuality(files);

  it('passes the synthetic baseline', () => {
    expect(problemsOf(syntheticContentFiles())).toEqual([]);
  });

  it('a missing family file or missing affirmations', () => {
    const files = syntheticContentFiles().filter((file) => file.name !== 'mirror.json' && file.name !== 'affirmations.json');
    expect(problemsOf(files)).toEqual(['mirror.json: missing family file', 'affirmations.json: missing affirmations file']);
  });

  it('missing, extra and duplicate keys', () => {
    const files = mutated('challenge.json', (data) => {
      data.entries[0].key = '9'; // "0" goes missing and "9" is not a challenge key
      data.entries[2].key = '1'; // "2" goes missing, "1" twice
    });
    expect(problemsOf(files)).toEqual(expect.arrayContaining([
      'challenge.json: key "1" appears more than once',
      'challenge.json: missing key "0"',
      'challenge.json: missing key "2"',
      'challenge.json: unexpected key "9"',
    ]));
  });

  it('a sentence repeated in another file (case and punctuation ignored)', () => {
    const files = mutated('destiny.json', (data) => {
      data.entries[3].detailed_meaning += ' SENTENCE 1 for life_path 1 meaning stays unique because its tag names exactly one place in these files!';
    });
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(/^destiny\.json key 4 detailed_meaning: repeats a sentence already used in life_path\.json key 1 meaning/),
    ]);
  });

  it.each([
    ['Lorem ipsum'], ['TODO'], ['tbd'], ['a placeholder'], ['undefined'], ['{name}'],
  ])('the placeholder %s', (text) => {
    const files = mutated('balance.json', (data) => {
      data.entries[0].title = `${text} title`;
    });
    expect(problemsOf(files)).toHaveLength(1);
    expect(problemsOf(files)[0]).toMatch(/^balance\.json key 1 title: contains/);
  });

  it('short texts, bad keyword counts, upper-case keywords and duplicate titles', () => {
    const files = mutated('plane.json', (data) => {
      data.entries[0].meaning = 'Too short to say anything useful here.';
      data.entries[1].detailed_meaning = 'Also far too short for a detailed meaning of a plane.';
      data.entries[2].keywords = ['one', 'two'];
      data.entries[3].keywords = ['one', 'Two', 'three'];
      data.entries[3].title = data.entries[2].title;
    });
    expect(problemsOf(files)).toEqual([
      'plane.json key physical: meaning has 7 words (minimum 20)',
      'plane.json key mental: detailed_meaning has 11 words (minimum 80)',
      'plane.json key emotional: has 2 keywords (3-6 required)',
      'plane.json key intuitive: keyword "Two" is not lower case',
      'plane.json key intuitive: title "plane title emotional" is also the title of key emotional',
    ]);
  });

  it('affirmations: count, distinctness, length and person', () => {
    const files = mutated('affirmations.json', (data) => {
      data.entries[0].affirmations.pop(); // 19 left
      data.entries[1].affirmations[5] = data.entries[1].affirmations[4]; // duplicate
      data.entries[2].affirmations[0] = 'I can.'; // too short
      data.entries[3].affirmations[0] = 'You keep every promise of the day with a calm and steady mind.'; // second person
    });
    const problems = problemsOf(files);
    expect(problems).toEqual(expect.arrayContaining([
      'affirmations.json key 1: has 19 affirmations, 19 distinct (exactly 20 distinct required)',
      'affirmations.json key 2: has 20 affirmations, 19 distinct (exactly 20 distinct required)',
      'affirmations.json key 3 #1: has 2 words (8-25 required)',
      'affirmations.json key 4 #1: is not in the first person (no I, me, my, myself or mine)',
    ]));
  });

  it('format errors: wrong family name, bad JSON, unknown file', () => {
    const files = mutated('life_path.json', (data) => {
      data.family = 'lifepath';
    });
    files.push({ name: 'horoscope.json', data: {} }, { name: 'destiny.json', data: null, parseError: 'Unexpected token' });
    const problems = problemsOf(files);
    expect(problems).toEqual(expect.arrayContaining([
      'life_path.json: "family" must be "life_path" (the file name); got "lifepath"',
      expect.stringMatching(/^horoscope\.json: no such family/),
      'destiny.json: not valid JSON (Unexpected token)',
    ]));
  });
});

describe('normalizedSentences', () => {
  it('splits on sentence ends but not after e.g. or i.e., and normalizes case, quotes and punctuation', () => {
    expect(normalizedSentences('You rest, e.g. on Sundays. Don’t worry!  Really?')).toEqual([
      'you rest e g on sundays', "don't worry", 'really',
    ]);
  });
});
