import { NO_KARMIC_DEBT_SUMMARY, karmicDebt } from './karmic-debt';
import { stubTexts, thrown } from './testing/stub-texts';

describe('karmicDebt', () => {
  it('1990-07-14: 7 + 5 + 1 = 13 → 4 carries debt 13; day 14 and year sum 19 are other checkpoints', () => {
    const result = karmicDebt({ year: 1990, month: 7, day: 14 }, stubTexts);
    expect(result.karmic_number).toBe(13);
    expect(result.karmic_debt).toBe(13);
    expect(result.life_path_number).toBe(4);
    expect(result.summary).toBe('meaning karmic_debt/13');
    expect(result.other_checkpoints).toEqual([
      { source: 'birth_day', karmic_debt: 14, calculation: 'birth day 14' },
      { source: 'year_digit_sum', karmic_debt: 19, calculation: 'year 1990 → 19 → 10 → 1' },
    ]);
    expect(Object.keys(result.checkpoint_texts)).toEqual(['14', '19']);
  });

  it('finds 16 and 19 in the total', () => {
    // 2020-07-05: 7 + 5 + (2020 → 4) = 16 → 7.
    expect(karmicDebt({ year: 2020, month: 7, day: 5 }, stubTexts).karmic_number).toBe(16);
    // 1990-09-09: 9 + 9 + 1 = 19 → 10 → 1.
    expect(karmicDebt({ year: 1990, month: 9, day: 9 }, stubTexts).karmic_number).toBe(19);
    // 1990-06-07: 6 + 7 + 1 = 14 → 5.
    expect(karmicDebt({ year: 1990, month: 6, day: 7 }, stubTexts).karmic_number).toBe(14);
  });

  it('reports 0 (and karmic_debt null) when the life path meets no debt', () => {
    // 1936-10-12: 1 + 3 + 1 = 5; only the year's own sum passes 19.
    const result = karmicDebt({ year: 1936, month: 10, day: 12 }, stubTexts);
    expect(result.karmic_number).toBe(0);
    expect(result.karmic_debt).toBeNull();
    expect(result.summary).toBe(NO_KARMIC_DEBT_SUMMARY);
    expect(result.meaning).toBeNull();
    expect(result.other_checkpoints.map((c) => c.karmic_debt)).toEqual([19]);
  });

  it('rejects impossible dates', () => {
    expect(thrown(() => karmicDebt({ year: 2023, month: 2, day: 29 }, stubTexts)).code).toBe('invalid_date');
  });
});
