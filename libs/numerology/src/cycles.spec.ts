import { challengeNumber } from './challenge';
import { periodCycles, secondPeriodStart } from './period-cycles';
import { pinnacleCycles } from './pinnacle-cycles';
import { stubTexts, thrown } from './testing/stub-texts';

describe('challengeNumber', () => {
  it('16 Jul 1992 → challenge_birth 0 (the marketplace example)', () => {
    // m = 7, d = root(16) = 7, y = root(1992) = 21 → 3.
    // first |7−7| = 0, second |7−3| = 4, third |0−4| = 4, fourth |7−3| = 4.
    const result = challengeNumber({ birth_year: 1992, birth_month: 7, birth_day: 16 }, stubTexts);
    expect(result.challenge_birth).toEqual({ Challenge_number: 0, Challenge_summary: 'meaning challenge/0' });
    expect(result.challenge_love.Challenge_number).toBe(4);
    expect(result.challenge_life.Challenge_number).toBe(4);
    expect(result.challenge_death.Challenge_number).toBe(4);
    expect(result.meanings['Challenge of Birth']).toBe('detail challenge/0');
    expect(Object.keys(result.meanings).sort()).toEqual(['Challenge of Birth', 'Challenge of Death', 'Challenge of Life', 'Challenge of Love']);
  });

  it('18 Jun 1942: challenges 3, 2, 1, 1 with the pinnacle age spans', () => {
    // m = 6, d = 9, y = root(1942) = 7. first |6−9| = 3, second |9−7| = 2, third |3−2| = 1, fourth |6−7| = 1.
    // Life path 22 → root 4 → first span ends at 36 − 4 = 32.
    const result = challengeNumber({ birth_year: 1942, birth_month: 6, birth_day: 18 }, stubTexts);
    expect(result.challenges.map((c) => [c.spec_key, c.number])).toEqual([
      ['challenge_birth', 3], ['challenge_love', 2], ['challenge_life', 1], ['challenge_death', 1],
    ]);
    expect(result.number).toBe(1); // the main (third) challenge
    expect(result.challenges[0]).toMatchObject({ from_age: 0, to_age: 32, start_year: 1942, end_year: 1974 });
    expect(result.challenges[3]).toMatchObject({ from_age: 50, to_age: null, start_year: 1992, end_year: null });
    expect(result.challenges[2].lifelong).toBe(true);
  });

  it('rejects impossible dates on the birth_* parameters', () => {
    expect(thrown(() => challengeNumber({ birth_year: 2023, birth_month: 2, birth_day: 29 }, stubTexts)).issues?.[0].parameter)
      .toBe('birth_day');
  });
});

describe('pinnacleCycles', () => {
  it('18 Jun 1942: P 6, 7, 4, 4 with karmic debts 16 and 13 met', () => {
    // m 6, d 9, y 7: P1 = 6+9 = 15 → 6; P2 = 9+7 = 16 → 7; P3 = 6+7 = 13 → 4; P4 = 6+7 = 13 → 4.
    // Ages: 0-32, 32-41, 41-50, 50- (life path 22, root 4).
    const result = pinnacleCycles({ dob: '1942-06-18' }, stubTexts);
    expect(result.pinnacles.map((p) => p.number)).toEqual([6, 7, 4, 4]);
    expect(result.pinnacles.map((p) => p.karmic_debt)).toEqual([null, 16, 13, 13]);
    expect(result.pinnacles.map((p) => [p.start_year, p.end_year])).toEqual([[1942, 1974], [1974, 1983], [1983, 1992], [1992, null]]);
    expect(result.pinnacles[1].calculation).toBe('P2 = 9 + 7 = 16 → 7');
  });

  it('keeps master pinnacles: 9 Feb 1980 → 11, 9, 2, 11', () => {
    // m 2, d 9, y = 1980 → 18 → 9. P1 = 2+9 = 11; P2 = 9+9 = 18 → 9; P3 = 11+9 = 20 → 2; P4 = 2+9 = 11.
    // Life path 2 + 9 + 9 = 20 → 2 → first pinnacle ends at 34.
    const result = pinnacleCycles({ dob: '1980-02-09' }, stubTexts);
    expect(result.pinnacles.map((p) => p.number)).toEqual([11, 9, 2, 11]);
    expect(result.pinnacles[0]).toMatchObject({ master_number: true, from_age: 0, to_age: 34, text_key: '11' });
  });

  it('rejects a bad dob', () => {
    expect(thrown(() => pinnacleCycles({ dob: '1980-02-30' }, stubTexts)).issues?.[0].parameter).toBe('dob');
  });
});

describe('periodCycles', () => {
  it('second period start follows the Decoz table', () => {
    // Check by the rule behind it: at the start of the calendar year in which you turn A+1 you are A, and that
    // year's personal year ≡ life path + (A+1) (mod 9). It is 1 when A+1 ≡ 1 − lp: lp 7 → A+1 = 30 → A = 29.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33].map(secondPeriodStart)).toEqual([26, 25, 33, 32, 31, 30, 29, 28, 27, 25, 32, 30]);
  });

  it('8 Jul 1990 (life path 7): "0 - 28 yrs", "29 - 55 yrs", "56 yrs" with numbers 7, 8, 1', () => {
    // Life path 7 + 8 + (1990 → 19 → 10 → 1) = 16 → 7. Personal year of 2020 (turning 30): 7 + 8 + 4 = 19 → 1.
    const result = periodCycles({ birth_year: 1990, birth_month: 7, birth_day: 8 }, stubTexts);
    expect(result.life_path).toEqual({ life_path_number: 7 });
    expect(result.periods.first_period).toMatchObject({ cycle: '0 - 28 yrs', number: 7, number_meaning: 'meaning period_cycle/7' });
    expect(result.periods.second_period).toMatchObject({ cycle: '29 - 55 yrs', number: 8 });
    expect(result.periods.third_period).toMatchObject({ cycle: '56 yrs', number: 1, karmic_debt: 19, end_year: null });
  });

  it('11 Nov 1939 → periods 11, 11, 22 (masters kept)', () => {
    // 11 + 11 + (1939 → 22) = 44 → 8 → second period at 28.
    const result = periodCycles({ birth_year: 1939, birth_month: 11, birth_day: 11 }, stubTexts);
    expect([result.periods.first_period.number, result.periods.second_period.number, result.periods.third_period.number]).toEqual([11, 11, 22]);
    expect(result.periods.second_period.cycle).toBe('28 - 54 yrs');
  });
});
