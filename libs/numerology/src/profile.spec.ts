import { profile } from './profile';
import { stubTexts, thrown } from './testing/stub-texts';

describe('profile', () => {
  it('Thomas John Hancock, 1990-07-14: every core number in one call', () => {
    // Worked in the other specs: life path 4 (13 → 4), destiny 7, heart 2, personality 5 (14 → 5), maturity 11,
    // balance TJH 11, lessons 7 and 9, subconscious 7, hidden passion 1, cornerstone T, capstone S.
    // Birthday 14 → 5 (text of the 14th). Attitude 7 + 14 = 21 → 3. Rational thought THOMAS 22 + 5 = 27 → 9.
    const result = profile('Thomas John Hancock', '1990-07-14', stubTexts);
    expect(result.life_path.number).toBe(4);
    expect(result.destiny.number).toBe(7);
    expect(result.heart_desire.number).toBe(2);
    expect(result.personality.number).toBe(5);
    expect(result.birthday).toMatchObject({ number: 5, birth_day: 14, text_key: '14' });
    expect(result.maturity.number).toBe(11);
    expect(result.attitude.number).toBe(3);
    expect(result.rational_thought.number).toBe(9);
    expect(result.balance.number).toBe(11);
    expect(result.karmic_lessons.karmic_lessons).toEqual([7, 9]);
    expect(result.subconscious_self.number).toBe(7);
    expect(result.hidden_passion.hidden_passion_number).toBe(1);
    expect([result.cornerstone.letter, result.capstone.letter]).toEqual(['T', 'S']);
    expect(result.karmic_debts).toEqual([
      { source: 'life_path', karmic_debt: 13 },
      { source: 'personality', karmic_debt: 14 },
      { source: 'birth_day', karmic_debt: 14 },
      { source: 'year_digit_sum', karmic_debt: 19 },
    ]);
    expect(result.pinnacles.pinnacles).toHaveLength(4);
    expect(result.planes_of_expression.planes.mental.letter_count).toBe(8);
  });

  it('blames full_name and dob', () => {
    expect(thrown(() => profile('Thomas 2', '1990-07-14', stubTexts)).issues?.[0].parameter).toBe('full_name');
    expect(thrown(() => profile('Thomas', '1990-13-14', stubTexts)).issues?.[0].parameter).toBe('dob');
  });
});
