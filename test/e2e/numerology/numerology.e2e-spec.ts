/**
 * The numerology service end to end: every spec endpoint (15 basic, /gematria, 16 newer) and /profile, by GET,
 * by POST with a JSON body and (for some) a form body; values worked out by hand in the comments; the error
 * cases with their problem bodies; hostile inputs that must never produce a 500; and proof that the texts are
 * served from the database (loaded once at start-up, not read from the files or per request).
 * One boot per run: the embedded configuration spends most of its time opening PGlite.
 */
import { createApiApp } from '../../../apps/api/src/create-api-app';
import { seedNumerologyTexts } from '../../../libs/numerology/src/repository/numerology-texts.seed';
import { bootTestApp, type TestApp } from '../../support/boot';
import { expectProblem, http, type HttpResult } from '../../support/http';
import { CONTENT_ENTRY_COUNT, contentEntry, detailOf, meaningOf } from './content-files';

type Body = Record<string, any>;
type Params = Record<string, string | number | boolean>;

interface Case {
  path: string;
  params: Params;
  check: (body: Body) => void;
}

const NAME = 'Thomas John Hancock';

function query(params: Params): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

function expectTexts(body: Body, family: string, key: string | number): void {
  expect(body.title).toBe(contentEntry(family, key).title);
  expect(body.meaning).toBe(meaningOf(family, key));
  expect(body.detailed_meaning).toBe(detailOf(family, key));
  expect(body.keywords).toEqual(contentEntry(family, key).keywords);
  expect(body.meaning.length).toBeGreaterThan(20);
}

/**
 * Every endpoint with inputs whose answers were worked out by hand:
 *  - 18 Jun 1942: month 6; day 18 → 9; year 1942 → 16 → 7; 6 + 9 + 7 = 22 (master, conventions §0).
 *  - 14 Jul 1990: 7 + (14 → 5) + (1990 → 19 → 10 → 1) = 13 → 4 (karmic debt 13).
 *  - Thomas John Hancock: THOMAS 2+8+6+4+1+1 = 22 (kept), JOHN 1+6+8+5 = 20 → 2, HANCOCK 8+1+5+3+6+3+2 = 28 → 10 → 1;
 *    destiny 22 + 2 + 1 = 25 → 7. Vowels: O6+A1 = 7, O6 = 6, A1+O6 = 7 → 20 → 2. Consonants: T2+H8+M4+S1 = 15 → 6,
 *    J1+H8+N5 = 14 → 5, H8+N5+C3+C3+K2 = 21 → 3 → 6+5+3 = 14 → 5. Values present 1 2 3 4 5 6 8: missing 7, 9.
 */
const CASES: Case[] = [
  // ---- basic numerology ----
  {
    path: '/attitude_number',
    params: { birth_day: 8, birth_month: 3 }, // 3 + 8 = 11, kept (conventions §3)
    check: (b) => {
      expect(b).toMatchObject({ attitude_number: 11, master_number: true });
      expect(b.number_summary).toBe(meaningOf('attitude', 11));
    },
  },
  {
    path: '/balance_number',
    params: { initials: 'TJH' }, // T2 + J1 + H8 = 11; balance texts stop at 9 → text of the root 2
    check: (b) => {
      expect(b).toMatchObject({ balance_number: 11, master_number: true, text_key: '2', initials: 'TJH' });
      expect(b.summary).toBe(meaningOf('balance', 2));
    },
  },
  {
    path: '/challenge_number',
    // m 7, d 14 → 5, y 1990 → 1: first |7−5| = 2, second |5−1| = 4, third |2−4| = 2, fourth |7−1| = 6
    params: { birth_year: 1990, birth_month: 7, birth_day: 14 },
    check: (b) => {
      expect(b.challenge_birth).toEqual({ Challenge_number: 2, Challenge_summary: meaningOf('challenge', 2) });
      expect(b.challenge_love).toEqual({ Challenge_number: 4, Challenge_summary: meaningOf('challenge', 4) });
      expect(b.challenge_life).toEqual({ Challenge_number: 2, Challenge_summary: meaningOf('challenge', 2) });
      expect(b.challenge_death).toEqual({ Challenge_number: 6, Challenge_summary: meaningOf('challenge', 6) });
      expect(Object.keys(b.meanings).sort()).toEqual(['Challenge of Birth', 'Challenge of Death', 'Challenge of Life', 'Challenge of Love']);
      expect(b.meanings['Challenge of Death']).toBe(detailOf('challenge', 6));
      expect(b.meanings['Challenge of Love']).not.toBe(b.meanings['Challenge of Death']);
    },
  },
  {
    path: '/karmic_debt',
    params: { year: 1990, month: 7, day: 14 }, // 7 + 5 + 1 = 13 → 4; birth day 14 and year sum 19 are checkpoints too
    check: (b) => {
      expect(b).toMatchObject({ karmic_number: 13, life_path_number: 4, karmic_debt: 13 });
      expect(b.summary).toBe(meaningOf('karmic_debt', 13));
      expect(b.other_checkpoints.map((c: Body) => c.karmic_debt).sort()).toEqual([14, 19]);
    },
  },
  {
    path: '/karmic_lessons',
    params: { full_name: NAME },
    check: (b) => {
      expect(b.karmic_lessons).toEqual([7, 9]);
      expect(b.karmic_lessons_summary).toEqual([meaningOf('karmic_lesson', 7), meaningOf('karmic_lesson', 9)]);
      expect(b.karmic_lessons_summary[0]).not.toBe(b.karmic_lessons_summary[1]);
    },
  },
  {
    path: '/life_path',
    params: { year: 1942, month: 6, day: 18 },
    check: (b) => {
      expect(b).toMatchObject({ life_path_number: 22, master_number: true, method: 'component_reduction' });
      expect(b.summary).toBe(meaningOf('life_path', 22));
      expectTexts(b, 'life_path', 22);
      // the all-digits rival: 1+9+4+2+0+6+1+8 = 31 → 4
      expect(b.alternatives).toEqual(expect.arrayContaining([expect.objectContaining({ number: 4 })]));
    },
  },
  {
    path: '/lucky_numbers',
    // life path 4; destiny 7; soul urge 2 (root 2); inner dream 5; lucky = 4 + (14 → 5) = 9
    params: { birthdate: '1990-07-14', full_name: NAME },
    check: (b) => {
      expect(b.lucky_numbers).toEqual({
        destiny_number: 7, inner_dream_number: 5, life_path_number: 4, lucky_number: 9, soul_number: 2, soul_urge_number: 2,
      });
    },
  },
  {
    path: '/period_cycles',
    // 11 Nov 1939: 11, 11, 1939 → 22 (all kept); life path 44 → 8; Decoz table 8 → second period from 28
    params: { birth_year: 1939, birth_month: 11, birth_day: 11 },
    check: (b) => {
      expect(b.life_path).toEqual({ life_path_number: 8 });
      expect(b.periods.first_period).toMatchObject({ cycle: '0 - 27 yrs', number: 11, number_meaning: meaningOf('period_cycle', 11) });
      expect(b.periods.second_period).toMatchObject({ cycle: '28 - 54 yrs', number: 11 });
      expect(b.periods.third_period).toMatchObject({ cycle: '55 yrs', number: 22, number_meaning: meaningOf('period_cycle', 22) });
    },
  },
  {
    path: '/personality_number',
    params: { first_name: 'Thomas', middle_name: 'John', last_name: 'Hancock' }, // consonants 6 + 5 + 3 = 14 → 5
    check: (b) => {
      expect(b).toMatchObject({ personality_number: 5, karmic_debt: 14, normalized_name: 'THOMAS JOHN HANCOCK' });
      expect(b.summary).toBe(meaningOf('personality', 5));
    },
  },
  {
    path: '/personal_year',
    params: { prediction_year: 1992, birth_month: 7, birth_day: 16 }, // 7 + 16 + 21 = 44 → 8 (spec's example)
    check: (b) => {
      expect(b).toMatchObject({ personal_year_number: 8, master_number: false });
      expect(b.summary).toBe(meaningOf('personal_year', 8));
    },
  },
  {
    path: '/analyze_phone',
    // 1+5+5+5+0+1+0+9+9+9+9 = 53 → 8; 11 digits: 0×2 = 18.2 %, 1×2 = 18.2 %, 5×3 = 27.3 %, 9×4 = 36.4 %
    params: { phone_number: '15550109999' },
    check: (b) => {
      expect(b).toMatchObject({ phone_number: '15550109999', phone_overall_vibration: 8 });
      expect(b.phone_vibration_description).toBe(meaningOf('phone', 8));
      expect(b.overall_minor_numbers.map((m: Body) => [m.number, m.occurrence, m.percentage])).toEqual([
        [0, 2, 18.2], [1, 2, 18.2], [5, 3, 27.3], [9, 4, 36.4],
      ]);
      expect(b.overall_minor_numbers[3].description).toBe(meaningOf('phone', 9));
    },
  },
  {
    path: '/destiny_number',
    params: { first_name: 'Thomas', middle_name: 'John', last_name: 'Hancock' },
    check: (b) => {
      expect(b).toMatchObject({ destiny_number: 7, master_number: false, method: 'per_part_reduction' });
      expect(b.summary).toBe(meaningOf('destiny', 7));
    },
  },
  {
    path: '/heart_desire',
    // Milan Brunclík: I9 + A1 = 10 → 1; U3 + I9 (í folded) = 12 → 3; 1 + 3 = 4 (sum-all would give 22, conventions §0)
    params: { first_name: 'Milan', last_name: 'Brunclík' },
    check: (b) => {
      expect(b).toMatchObject({ heart_desire_number: 4, normalized_name: 'MILAN BRUNCLIK', master_number: false });
      expect(b.summary).toBe(meaningOf('heart_desire', 4));
      expect(b.alternatives).toEqual(expect.arrayContaining([expect.objectContaining({ number: 22 })]));
    },
  },
  {
    path: '/subconscious_number',
    params: { name: NAME }, // 9 values − 2 missing = 7
    check: (b) => {
      expect(b.subconscious_self_number).toBe(7);
      expect(b.meaning).toBe(meaningOf('subconscious_self', 7));
    },
  },
  {
    path: '/thought_number',
    params: { first_name: 'John', birth_day: 16 }, // 20 → 2, 16 → 7, 2 + 7 = 9
    check: (b) => {
      expect(b.rational_thought_number).toBe(9);
      expect(b.meaning).toBe(meaningOf('rational_thought', 9));
    },
  },
  {
    path: '/gematria',
    params: { text: 'love' }, // L12 O15 V22 E5 = 54; reverse 15+12+5+22 = 54; 3+6+4+5 = 18; 20+50+700+5 = 775
    check: (b) => {
      expect(b).toMatchObject({ text: 'love', ordinal_gematria: 54, reverse_ordinal_gematria: 54, pythagorean_gematria: 18, standard_hebrew_gematria: 775 });
      expect(b.ordinal_hidden_meaning).toBe(meaningOf('gematria_hidden', 9)); // 54 → 9
    },
  },
  // ---- newer numerology ----
  {
    path: '/personal-day',
    // 2024: 7 + 14 + 8 = 29 → 11 → 2; month 2 + 3 = 5; day 5 + 8 = 13 → 4
    params: { dob: '1990-07-14', target_date: '2024-03-08' },
    check: (b) => {
      expect(b).toMatchObject({ personal_day_number: 4, date_used: '2024-03-08', dob: '1990-07-14', tz: null });
      expectTexts(b, 'personal_day', 4);
    },
  },
  {
    path: '/personal-month',
    params: { dob: '1992-07-16', target_date: '2024-03-15' }, // 7 + 16 + 8 = 31 → 4; 4 + 3 = 7
    check: (b) => {
      expect(b).toMatchObject({ personal_month_number: 7, personal_year_number: 4, date_used: '2024-03-15' });
      expectTexts(b, 'personal_month', 7);
    },
  },
  {
    path: '/personal-day-affirmations',
    params: { dob: '1990-07-14', target_date: '2024-03-08' }, // personal day 4 (above)
    check: (b) => {
      expect(b).toMatchObject({ personal_day_number: 4, date_used: '2024-03-08', affirmation_count: 20 });
      expect(contentEntry('personal_day_affirmation', 4).affirmations).toContain(b.affirmation);
    },
  },
  {
    path: '/lucky-days-calendar',
    // life path 4, root(14) = 5; March 2024 personal month 5 → day d is root(5 + d): 8th → 4, 9th → 5 are the lucky days
    params: { dob: '1990-07-14', start_date: '2024-03-04', weeks: 1 },
    check: (b) => {
      expect(b).toMatchObject({ start_date: '2024-03-04', weeks: 1, life_path_number: 4, lucky_day_numbers: [4, 5] });
      expect(b.calendar).toHaveLength(1);
      expect(b.calendar[0].days.map((d: Body) => d.personal_day_number)).toEqual([9, 1, 2, 3, 4, 5, 6]);
      expect(b.calendar[0].days[0].weekday).toBe('Monday');
      expect(b.lucky_days).toEqual(['2024-03-08', '2024-03-09']);
    },
  },
  {
    path: '/date-meaning',
    params: { date: '2024-09-05' }, // 2+0+2+4+0+9+0+5 = 22 → 4; the master form 22 is reported
    check: (b) => {
      expect(b).toMatchObject({ universal_day_number: 4, master_form: 22, date: '2024-09-05' });
      expectTexts(b, 'universal_day', 4);
      expect(b.master_form_text.meaning).toBe(meaningOf('universal_day', 22));
    },
  },
  {
    path: '/email-numerology',
    params: { email: 'john99@example.com' }, // J1 O6 H8 N5 9 9 = 38 → 11
    check: (b) => {
      expect(b).toMatchObject({ email_number: 11, master_number: true, local_part: 'john99' });
      expectTexts(b, 'email', 11);
    },
  },
  {
    path: '/cornerstone-letter',
    params: { name: NAME },
    check: (b) => {
      expect(b).toMatchObject({ letter: 'T', letter_value: 2, first_word: 'THOMAS' });
      expectTexts(b, 'cornerstone', 'T');
    },
  },
  {
    path: '/capstone-letter',
    params: { name: 'Jean-Pierre Dupont' }, // the hyphen joins: first word JEANPIERRE ends in E (5)
    check: (b) => {
      expect(b).toMatchObject({ letter: 'E', letter_value: 5, first_word: 'JEANPIERRE' });
      expectTexts(b, 'capstone', 'E');
    },
  },
  {
    path: '/ancestor-reading',
    params: { family_name: 'Hancock' }, // 28 → 10 → 1
    check: (b) => {
      expect(b).toMatchObject({ ancestor_number: 1, family_name: 'Hancock' });
      expect(b.legacy).toBe(detailOf('ancestor', 1));
    },
  },
  {
    path: '/pinnacle-cycles',
    // m 7, d 16 → 7, y 1992 → 3; life path 7 + 7 + 3 = 17 → 8; P1 14 → 5, P2 10 → 1, P3 6, P4 10 → 1; P1 ends at 36 − 8 = 28
    params: { dob: '1992-07-16' },
    check: (b) => {
      expect(b.pinnacles.map((x: Body) => [x.number, x.start_year, x.end_year])).toEqual([
        [5, 1992, 2020], [1, 2020, 2029], [6, 2029, 2038], [1, 2038, null],
      ]);
      expect(b.pinnacles[2].meaning).toBe(meaningOf('pinnacle', 6));
      expect(b.pinnacles[2].detailed_meaning).toBe(detailOf('pinnacle', 6));
    },
  },
  {
    path: '/planes-of-expression',
    // THOMASJOHNHANCOCK: physical M = 1; mental H H H A A J N N = 8; emotional T O O O S = 5; intuitive C C K = 3
    params: { fullname: NAME },
    check: (b) => {
      const counts = Object.fromEntries(Object.entries(b.planes).map(([k, v]) => [k, (v as Body).letter_count]));
      expect(counts).toEqual({ physical: 1, mental: 8, emotional: 5, intuitive: 3 });
      expect(b.dominant_planes).toEqual(['mental']);
      const meanings = Object.values(b.planes).map((v) => (v as Body).meaning);
      expect(new Set(meanings).size).toBe(4);
      expect(b.planes.emotional.meaning).toBe(meaningOf('plane', 'emotional'));
    },
  },
  {
    path: '/maturity-number',
    params: { dob: '1990-07-14', fullname: NAME }, // life path 4 + destiny 7 = 11
    check: (b) => {
      expect(b).toMatchObject({ maturity_number: 11, master_number: true, life_path_number: 4, destiny_number: 7 });
      expectTexts(b, 'maturity', 11);
    },
  },
  {
    path: '/hidden-passion',
    params: { fullname: NAME }, // value 1: A A S J = 4 letters, more than any other value (6 and 8 have 3)
    check: (b) => {
      expect(b).toMatchObject({ hidden_passion_number: 1, hidden_passion_numbers: [1], highest_count: 4 });
      expectTexts(b, 'hidden_passion', 1);
    },
  },
  {
    path: '/hidden-passion-positions',
    // value-1 letters in THOMASJOHNHANCOCK at 5 (A), 6 (S), 7 (J), 12 (A): sum 30 → 3; gaps 1, 1, 5
    params: { fullname: NAME },
    check: (b) => {
      expect(b).toMatchObject({ positions: [5, 6, 7, 12], position_sum: 30, hidden_passion_position_number: 3, gap_vector: [1, 1, 5] });
      expect(b.meaning).toBe(meaningOf('hidden_passion', 3));
    },
  },
  {
    path: '/mirror-path',
    params: { dob: '1990-07-14' }, // life path 4 ↔ 5
    check: (b) => {
      expect(b).toMatchObject({ life_path_number: 4, mirror_path_number: 5, loop: [4, 5, 4] });
      expect(b.life_path_meaning).toBe(meaningOf('life_path', 4));
      expect(b.mirror_path_meaning).toBe(meaningOf('mirror', 5));
    },
  },
  {
    path: '/mirror-numbers',
    params: { base: 2, expanded: true }, // 2 ↔ 7; the circle of roots 2 and 7: [2, 7, 11]
    check: (b) => {
      expect(b.base).toBe(2);
      expect(b.mirrors).toHaveLength(1);
      expect(b.mirrors[0]).toMatchObject({ number: 2, mirror_number: 7, cycle: [2, 7, 11], meaning: meaningOf('mirror', 7) });
      expect(b.mirrors[0].detailed_meaning).toBe(detailOf('mirror', 7));
      expect(b.mirrors[0].keyword).toBe(contentEntry('mirror', 7).keywords![0]);
    },
  },
  // ---- every core number in one call ----
  {
    path: '/profile',
    params: { full_name: NAME, dob: '1990-07-14' },
    check: (b) => {
      expect(b.life_path.life_path_number).toBe(4);
      expect(b.destiny.number).toBe(7);
      expect(b.heart_desire.number).toBe(2);
      expect(b.personality.number).toBe(5);
      expect(b.maturity.maturity_number).toBe(11);
      expect(b.attitude.attitude_number).toBe(3); // 7 + 14 = 21 → 3
      expect(b.rational_thought.rational_thought_number).toBe(9); // THOMAS 22 + (14 → 5) = 27 → 9
      expect(b.balance.balance_number).toBe(11); // T J H
      expect(b.subconscious_self.subconscious_self_number).toBe(7);
      expect(b.karmic_lessons.karmic_lessons).toEqual([7, 9]);
      expect(b.hidden_passion.hidden_passion_number).toBe(1);
      expect([b.cornerstone.letter, b.capstone.letter]).toEqual(['T', 'S']);
      expect(b.challenges.challenge_death.Challenge_number).toBe(6);
      expect(b.pinnacles.pinnacles).toHaveLength(4);
      expect(b.planes_of_expression.dominant_planes).toEqual(['mental']);
      // life path 13; personality 14; birth day 14; year 1990 → 19
      expect(b.karmic_debts).toEqual(expect.arrayContaining([
        { source: 'life_path', karmic_debt: 13 }, { source: 'personality', karmic_debt: 14 },
        { source: 'birth_day', karmic_debt: 14 }, { source: 'year_digit_sum', karmic_debt: 19 },
      ]));
      expect(b.karmic_debts).toHaveLength(4);
    },
  },
];

describe('numerology service', () => {
  let t: TestApp;
  const get = (path: string, params: Params = {}): Promise<HttpResult<Body>> => http(t.baseUrl, `/numerology${path}?${query(params)}`);
  const postJson = (path: string, json: unknown): Promise<HttpResult<Body>> => http(t.baseUrl, `/numerology${path}`, { json });

  beforeAll(async () => {
    t = await bootTestApp({ worker: false });
  }, 60_000);
  afterAll(() => t?.close());

  describe('every endpoint answers the spec fields, by GET and by POST', () => {
    it('covers the 32 numerology endpoints of the spec (15 basic, /gematria, 16 newer) and /profile; the index lists them', async () => {
      const paths = CASES.map((c) => c.path);
      expect(new Set(paths).size).toBe(33);
      const index = await http<Body>(t.baseUrl, '/numerology');
      const listed = index.body.endpoints.map((e: Body) => e.path);
      for (const path of paths) expect(listed).toContain(`/numerology${path}`);
    });

    it.each(CASES.map((c) => [c.path, c] as const))('%s', async (_path, c) => {
      const viaGet = await get(c.path, c.params);
      expect(viaGet.status).toBe(200);
      c.check(viaGet.body);
      const viaPost = await postJson(c.path, c.params);
      expect(viaPost.status).toBe(200);
      expect(viaPost.body).toEqual(viaGet.body);
    });

    it('accepts form bodies (and the body wins over the query string)', async () => {
      const form = await http<Body>(t.baseUrl, '/numerology/life_path?year=1936', { form: { year: '1942', month: '6', day: '18' } });
      expect(form.status).toBe(200);
      expect(form.body.life_path_number).toBe(22);
      const name = await http<Body>(t.baseUrl, '/numerology/destiny_number', { form: { full_name: NAME } });
      expect(name.body.destiny_number).toBe(7);
      const dated = await http<Body>(t.baseUrl, '/numerology/personal-day', { form: { dob: '1990-07-14', target_date: '2024-03-08' } });
      expect(dated.body.personal_day_number).toBe(4);
    });

    it('serves texts that differ between numbers and between families', async () => {
      const results = await Promise.all([
        get('/life_path', { year: 1936, month: 10, day: 12 }), // 1 + 3 + 1 = 5
        get('/life_path', { year: 1992, month: 11, day: 22 }), // 11 + 22 + 3 = 36 → 9
        get('/life_path', { year: 1948, month: 7, day: 13 }), // 7 + 4 + 22 = 33
        get('/destiny_number', { full_name: NAME }), // 7
        get('/personality_number', { full_name: NAME }), // 5
      ]);
      expect(results.map((r) => r.body.number)).toEqual([5, 9, 33, 7, 5]);
      expect(results[2].body.master_number).toBe(true);
      const summaries = results.map((r) => r.body.summary as string);
      expect(summaries.every((s) => s.length > 40)).toBe(true);
      expect(new Set(summaries).size).toBe(summaries.length); // life path 5 and personality 5 read different texts
      const titles = results.map((r) => r.body.title as string);
      expect(new Set(titles).size).toBe(titles.length);
    });
  });

  describe('parameters beyond the minimum', () => {
    it('/lucky_numbers takes name as well as full_name (full_name wins)', async () => {
      const byName = await get('/lucky_numbers', { birthdate: '1990-07-14', name: NAME });
      expect(byName.body.lucky_numbers.destiny_number).toBe(7);
      const both = await get('/lucky_numbers', { birthdate: '1990-07-14', name: 'Ann', full_name: NAME });
      expect(both.body.lucky_numbers.destiny_number).toBe(7);
    });

    it('y_rule changes how Y counts; system=chaldean changes the letter table', async () => {
      // MURRAY: Y after a vowel is a consonant (auto): U3 + A1 = 4; as a vowel U3 + A1 + Y7 = 11 (kept)
      const auto = await get('/heart_desire', { full_name: 'Murray' });
      expect(auto.body).toMatchObject({ heart_desire_number: 4, y_rule: 'auto', vowels_by_part: ['UA'] });
      const vowel = await get('/heart_desire', { full_name: 'Murray', y_rule: 'vowel' });
      expect(vowel.body).toMatchObject({ heart_desire_number: 11, master_number: true, vowels_by_part: ['UAY'] });
      // Chaldean: T4 H5 O7 M4 A1 S3 = 24 → 6; J1 O7 H5 N5 = 18 → 9; H5 A1 N5 C3 O7 C3 K2 = 26 → 8; 6 + 9 + 8 = 23 → 5
      const chaldean = await get('/destiny_number', { full_name: NAME, system: 'chaldean' });
      expect(chaldean.body).toMatchObject({ destiny_number: 5, system: 'chaldean' });
    });

    it('gematria: the whole alphabet, jaels and Hebrew script', async () => {
      const alphabet = await get('/gematria', { text: 'abcdefghijklmnopqrstuvwxyz' });
      expect(alphabet.body).toMatchObject({ ordinal_gematria: 351, reverse_ordinal_gematria: 351, pythagorean_gematria: 126, standard_hebrew_gematria: 4195 });
      expect((await get('/gematria', { text: 'jaels' })).body.standard_hebrew_gematria).toBe(716);
      // שלום: shin 300 + lamed 30 + vav 6 + final mem 40 = 376; ordinals 21 + 12 + 6 + 13 = 52
      const shalom = await get('/gematria', { text: 'שלום' });
      expect(shalom.body).toMatchObject({ standard_hebrew_gematria: 376, ordinal_gematria: 52, script: 'hebrew' });
    });

    it('mirror numbers: the full grid without base, any number reduced with masters kept, and YYYYMMDD on /mirror-path', async () => {
      const grid = await get('/mirror-numbers');
      expect(grid.body.base).toBeNull();
      expect(grid.body.mirrors.map((m: Body) => [m.number, m.mirror_number])).toEqual([
        [1, 8], [2, 7], [3, 6], [4, 5], [5, 4], [6, 3], [7, 2], [8, 1], [9, 9], [11, 7], [22, 5], [33, 3],
      ]);
      expect(grid.body.mirrors[0].cycle).toBeUndefined(); // expanded defaults to false
      const reduced = await get('/mirror-numbers', { base: 29, expanded: 'yes' }); // 29 → 11, root 2 → 7
      expect(reduced.body).toMatchObject({ base: 11, mirrors: [expect.objectContaining({ mirror_number: 7, cycle: [2, 7, 11] })] });
      const compact = await get('/mirror-path', { dob: '19900714', expanded: 'y' });
      expect(compact.body).toMatchObject({ dob: '1990-07-14', life_path_number: 4, mirror_path_number: 5, cycle: [4, 5, 22] }); // roots 4 and 5: 4, 5, 22
    });

    it('time endpoints resolve "today" in tz (default UTC) and echo the date used', async () => {
      const utcToday = new Date().toISOString().slice(0, 10);
      const plain = await get('/personal-day', { dob: '1990-07-14' });
      expect(plain.body.tz).toBe('UTC');
      // the day may turn over between the two reads; either is "today"
      expect([utcToday, new Date().toISOString().slice(0, 10)]).toContain(plain.body.date_used);
      // Kiritimati is UTC+14 and Pago Pago UTC−11: 25 hours apart, so their dates always differ by one day
      const east = await get('/personal-day-affirmations', { dob: '1990-07-14', tz: 'Pacific/Kiritimati' });
      const west = await get('/personal-month', { dob: '1990-07-14', tz: 'Pacific/Pago_Pago' });
      expect(east.body.tz).toBe('Pacific/Kiritimati');
      const dayMs = Date.parse(east.body.date_used) - Date.parse(west.body.date_used);
      expect(dayMs).toBe(86_400_000);
      const calendar = await get('/lucky-days-calendar', { dob: '1990-07-14', tz: 'Pacific/Kiritimati' });
      expect(calendar.body.start_date).toBe(east.body.date_used);
      expect(calendar.body.weeks).toBe(9);
      expect(calendar.body.calendar).toHaveLength(9);
      const explicit = await get('/personal-day', { dob: '1990-07-14', target_date: '2024-03-08', tz: 'Pacific/Kiritimati' });
      expect(explicit.body).toMatchObject({ date_used: '2024-03-08', tz: null });
    });

    it('the same person and day always get the same affirmation', async () => {
      const params = { dob: '1985-02-28', target_date: '2025-01-01' };
      const first = await get('/personal-day-affirmations', params);
      const again = await postJson('/personal-day-affirmations', params);
      expect(again.body.affirmation).toBe(first.body.affirmation);
      expect(first.body.affirmation.length).toBeGreaterThan(20);
    });
  });

  describe('bad input: 400 problem bodies naming the parameter', () => {
    const cases: Array<[string, string, Params, string, RegExp | null]> = [
      ['month 13', '/life_path', { year: 1990, month: 13, day: 1 }, 'month', null],
      ['day 32', '/life_path', { year: 1990, month: 1, day: 32 }, 'day', null],
      ['year 0', '/karmic_debt', { year: 0, month: 1, day: 1 }, 'year', null],
      ['30 February', '/life_path', { year: 2023, month: 2, day: 30 }, 'day', /February 2023 has 28 days/],
      ['29 February 1900', '/challenge_number', { birth_year: 1900, birth_month: 2, birth_day: 29 }, 'birth_day', /not a leap year/],
      ['31 April', '/period_cycles', { birth_year: 1990, birth_month: 4, birth_day: 31 }, 'birth_day', null],
      ['30 February without a year', '/attitude_number', { birth_day: 30, birth_month: 2 }, 'birth_day', null],
      ['dob 30 February', '/personal-day', { dob: '2023-02-30' }, 'dob', null],
      ['dob 29 February 1900', '/pinnacle-cycles', { dob: '1900-02-29' }, 'dob', /1900 is not a leap year/],
      ['dob month 13', '/maturity-number', { dob: '1990-13-01', fullname: NAME }, 'dob', null],
      ['dob year 0', '/mirror-path', { dob: '0000-01-01' }, 'dob', null],
      ['compact dob 30 February', '/mirror-path', { dob: '20230230' }, 'dob', null],
      ['a digit in a name', '/destiny_number', { full_name: 'J0hn Smith' }, 'full_name', /digit "0" at position 2/],
      ['Cyrillic letters', '/karmic_lessons', { full_name: 'Иван Петров' }, 'full_name', /Cyrillic letter "И"/],
      ['a symbol', '/subconscious_number', { name: 'John@Smith' }, 'name', /character "@"/],
      ['an emoji', '/thought_number', { first_name: 'Jo😀hn', birth_day: 5 }, 'first_name', /position 3/],
      ['a digit in middle_name', '/heart_desire', { first_name: 'Ann', middle_name: 'B2', last_name: 'Lee' }, 'middle_name', null],
      ['a digit in name (alias)', '/lucky_numbers', { birthdate: '1990-07-14', name: 'Ann 2' }, 'name', null],
      ['no name at all', '/personality_number', {}, 'first_name', null],
      ['only punctuation', '/planes-of-expression', { fullname: "-'." }, 'fullname', null],
      ['no vowels under auto', '/heart_desire', { full_name: 'Brr Pfft' }, 'full_name', /y_rule=vowel/],
      ['Greek in family_name', '/ancestor-reading', { family_name: 'Παππάς' }, 'family_name', null],
      ['digits in hidden-passion', '/hidden-passion', { fullname: 'Ann 3rd' }, 'fullname', null],
      ['symbols in cornerstone', '/cornerstone-letter', { name: '#1 Fan' }, 'name', null],
      ['letters in a phone', '/analyze_phone', { phone_number: '555-CALL-NOW' }, 'phone_number', null],
      ['too few digits', '/analyze_phone', { phone_number: '12' }, 'phone_number', null],
      ['no letters in gematria', '/gematria', { text: '1234 !!' }, 'text', null],
      ['CJK in gematria', '/gematria', { text: '日本' }, 'text', null],
      ['Latin mixed with Hebrew', '/gematria', { text: 'love שלום' }, 'text', null],
      ['no @ in email', '/email-numerology', { email: 'john.example.com' }, 'email', null],
      ['weeks 0', '/lucky-days-calendar', { dob: '1990-07-14', weeks: 0 }, 'weeks', null],
      ['weeks 13', '/lucky-days-calendar', { dob: '1990-07-14', weeks: 13 }, 'weeks', null],
      ['a calendar past 9999', '/lucky-days-calendar', { dob: '1990-07-14', start_date: '9999-12-30', weeks: 1 }, 'start_date', null],
      ['an unknown time zone', '/personal-day', { dob: '1990-07-14', tz: 'Mars/Olympus_Mons' }, 'tz', null],
      ['an impossible target_date', '/personal-month', { dob: '1990-07-14', target_date: '2024-02-30' }, 'target_date', null],
      ['base 0', '/mirror-numbers', { base: 0 }, 'base', null],
      ['base not a number', '/mirror-numbers', { base: 'seven' }, 'base', null],
      ['expanded maybe', '/mirror-path', { dob: '1990-07-14', expanded: 'maybe' }, 'expanded', null],
      ['an unknown system', '/destiny_number', { full_name: NAME, system: 'klingon' }, 'system', null],
      ['an unknown y_rule', '/heart_desire', { full_name: NAME, y_rule: 'sometimes' }, 'y_rule', null],
      ['a date in another form', '/date-meaning', { date: '08/03/2024' }, 'date', null],
      ['profile with a digit', '/profile', { full_name: 'R2 D2', dob: '1977-05-25' }, 'full_name', null],
      ['personal year in year 0', '/personal_year', { prediction_year: 0, birth_month: 1, birth_day: 1 }, 'prediction_year', null],
      ['initials with a digit', '/balance_number', { initials: 'T1H' }, 'initials', null],
    ];

    // every row has five cells: jest treats a missing trailing argument as a `done` callback and waits for it
    it.each(cases)('%s', async (_label, path, params, parameter, message) => {
      for (const res of [await get(path, params), await postJson(path, params)]) {
        expectProblem(res, 400, 'invalid-parameter');
        expect(res.body.errors.map((e: Body) => e.parameter)).toContain(parameter);
        if (message) expect(res.body.errors.find((e: Body) => e.parameter === parameter).message).toMatch(message);
      }
    });

    it('lists every missing required parameter at once', async () => {
      const res = await get('/life_path');
      expectProblem(res, 400, 'invalid-parameter');
      expect(res.body.errors.map((e: Body) => e.parameter).sort()).toEqual(['day', 'month', 'year']);
      const lucky = await get('/lucky_numbers', { birthdate: '1990-07-14' });
      expectProblem(lucky, 400, 'invalid-parameter');
      expect(lucky.body.errors[0].parameter).toBe('full_name');
    });
  });

  describe('hostile input never produces a 500', () => {
    const huge = '9'.repeat(400);
    const long = 'a'.repeat(5000);
    const probes: Array<[string, Params | null, unknown]> = [
      ['/life_path', { year: huge, month: '1e3', day: '-0' }, { year: 1e308, month: 1.5, day: '7a' }],
      ['/karmic_debt', { year: '١٩٩٠', month: '٧', day: '١٤' }, { year: [1990, 1991], month: { $gt: 1 }, day: null }],
      ['/destiny_number', { full_name: long }, { full_name: ['Thomas', 42], first_name: { a: 1 } }],
      ['/heart_desire', { full_name: '\u0000\u200b\u202e' }, { full_name: 12345 }],
      ['/gematria', { text: '\ud83d\ude00'.repeat(300) }, { text: true }],
      ['/analyze_phone', { phone_number: '+'.repeat(40) }, { phone_number: 1e25 }],
      ['/email-numerology', { email: '@@@' }, { email: ['a@b.c'] }],
      ['/mirror-numbers', { base: huge, expanded: 'TRUE' }, { base: -1, expanded: 'null' }],
      ['/mirror-path', { dob: '9999-99-99' }, { dob: 19900714 }],
      ['/lucky-days-calendar', { dob: '1990-07-14', weeks: '1.5' }, { dob: '1990-07-14', weeks: 12, start_date: '9999-12-01' }],
      ['/personal-day', { dob: '1990-07-14', tz: '../../etc/passwd' }, { dob: '1990-07-14', tz: 42 }],
      ['/balance_number', { initials: '...' }, { initials: 'ǅǈ' }],
      ['/capstone-letter', { name: 'ǅ' }, { name: 'ẞ' }],
      ['/profile', { full_name: 'İ ı ǈ', dob: '2000-02-29' }, { full_name: 'Æsa Øye', dob: '0001-01-01' }],
      ['/planes-of-expression', { fullname: 'Ə' }, { fullname: '\u0301' }],
      ['/personal_year', { prediction_year: 9999, birth_month: 2, birth_day: 29 }, { prediction_year: '99999', birth_month: 2, birth_day: 29 }],
      ['/thought_number', null, '[1,2,3]'],
    ];

    it.each(probes)('%s', async (path, queryParams, body) => {
      const responses: HttpResult<Body>[] = [];
      if (queryParams) responses.push(await get(path, queryParams));
      if (typeof body === 'string') {
        responses.push(await http(t.baseUrl, `/numerology${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
      } else {
        responses.push(await postJson(path, body));
      }
      for (const res of responses) {
        expect([200, 400]).toContain(res.status);
        if (res.status === 400) {
          expectProblem(res, 400);
          expect(res.body.errors?.length ?? 1).toBeGreaterThan(0);
        }
      }
    });

    it('a repeated query parameter counts once (the last value)', async () => {
      const res = await http<Body>(t.baseUrl, '/numerology/life_path?year=1990&year=1942&month=6&day=18');
      expect(res.status).toBe(200);
      expect(res.body.life_path_number).toBe(22);
    });

    it('refuses a broken JSON body and an array body with a 400', async () => {
      const broken = await http(t.baseUrl, '/numerology/life_path', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"year":' });
      expectProblem(broken, 400, 'invalid-body');
      const array = await http<Body>(t.baseUrl, '/numerology/gematria', { json: ['love'] });
      expectProblem(array, 400, 'invalid-parameter');
      expect(array.body.errors[0].parameter).toBe('text');
    });
  });

  describe('OpenAPI', () => {
    it('documents every numerology endpoint for GET and POST with a method description and a real example', async () => {
      const doc = (await http<Body>(t.baseUrl, '/openapi.json')).body;
      for (const c of CASES) {
        const item = doc.paths[`/numerology${c.path}`];
        expect(item).toBeDefined();
        for (const method of ['get', 'post']) {
          expect(item[method].summary.length).toBeGreaterThan(10);
          expect(item[method].description.length).toBeGreaterThan(60);
        }
        expect(item.get.responses['200'].content['application/json'].example).toBeDefined();
      }
      const lifePath = doc.paths['/numerology/life_path'];
      expect(lifePath.get.description).toMatch(/Master numbers 11, 22 and 33 are kept/);
      expect(lifePath.get.responses['200'].content['application/json'].example).toMatchObject({
        life_path_number: 22, master_number: true, summary: meaningOf('life_path', 22),
      });
      expect(doc.paths['/numerology/heart_desire'].get.description).toMatch(/y_rule/);
      expect(doc.paths['/numerology/lucky_numbers'].get.parameters.map((p: Body) => p.name)).toEqual(
        expect.arrayContaining(['birthdate', 'full_name', 'name', 'system', 'y_rule']),
      );
    });
  });

  describe('texts come from the database', () => {
    it('the seed stored one row per content entry, and re-seeding writes nothing', async () => {
      const rows = await t.infra.db.prisma.text.count({ where: { domain: 'numerology' } });
      expect(rows).toBe(CONTENT_ENTRY_COUNT);
      const affirmationRows = await t.infra.db.prisma.text.count({ where: { domain: 'numerology', family: 'personal_day_affirmation' } });
      expect(affirmationRows).toBe(9);
      expect(await seedNumerologyTexts(t.infra.db.prisma)).toBe(0);
    });

    it('an app started after a row changed serves the changed text; the running app keeps its loaded copy', async () => {
      const prisma = t.infra.db.prisma;
      const where = { domain_family_key_lang: { domain: 'numerology', family: 'life_path', key: '22', lang: 'en' } };
      const original = await prisma.text.findUniqueOrThrow({ where });
      const edited = 'An edited sentence that exists only in the database row, written by the e2e test to prove where texts come from.';
      const body = { ...(original.body as Body), meaning: edited };
      await prisma.text.update({ where, data: { body, checksum: 'edited-by-test' } });
      const second = await createApiApp(t.infra);
      try {
        await second.app.listen({ port: 0, host: '127.0.0.1' });
        const url = (await second.app.getUrl()).replace('[::1]', '127.0.0.1');
        const fresh = await http<Body>(url, '/numerology/life_path?year=1942&month=6&day=18');
        expect(fresh.body.summary).toBe(edited);
        expect(fresh.body.detailed_meaning).toBe(detailOf('life_path', 22));
        // the first app loaded its texts at start-up and answers without reading the table again
        const running = await get('/life_path', { year: 1942, month: 6, day: 18 });
        expect(running.body.summary).toBe(meaningOf('life_path', 22));
      } finally {
        await second.close();
        // the seed rewrites the row whose checksum no longer matches the content file
        expect(await seedNumerologyTexts(prisma)).toBe(1);
      }
      const restored = await prisma.text.findUniqueOrThrow({ where });
      expect((restored.body as Body).meaning).toBe(meaningOf('life_path', 22));
    });
  });
});
