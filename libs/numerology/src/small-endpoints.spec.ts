import { analyzePhone, percentOneDecimal, ZERO_DIGIT_DESCRIPTION } from './analyze-phone';
import { attitudeNumber } from './attitude';
import { capstoneLetter } from './capstone';
import { cornerstoneLetter } from './cornerstone';
import { emailNumerology } from './email';
import { luckyNumbers } from './lucky-numbers';
import { maturityNumber } from './maturity';
import { thoughtNumber } from './rational-thought';
import { stubTexts, thrown } from './testing/stub-texts';

describe('attitudeNumber', () => {
  it('reduces the raw month + day, keeping masters', () => {
    expect(attitudeNumber({ birth_month: 3, birth_day: 8 }, stubTexts)).toMatchObject({
      attitude_number: 11, master_number: true, calculation: 'month 3 + day 8 = 11', number_summary: 'meaning attitude/11',
    });
    expect(attitudeNumber({ birth_month: 12, birth_day: 31 }, stubTexts).attitude_number).toBe(7); // 43 → 7
    expect(attitudeNumber({ birth_month: 6, birth_day: 7 }, stubTexts).karmic_debt).toBe(13); // 13 → 4
    expect(attitudeNumber({ birth_month: 2, birth_day: 29 }, stubTexts).attitude_number).toBe(4); // 31 → 4
  });

  it('rejects days the month does not have and months out of range', () => {
    expect(thrown(() => attitudeNumber({ birth_month: 2, birth_day: 30 }, stubTexts)).issues?.[0].parameter).toBe('birth_day');
    expect(thrown(() => attitudeNumber({ birth_month: 0, birth_day: 1 }, stubTexts)).code).toBe('invalid_month');
  });
});

describe('thoughtNumber', () => {
  it('John + 16 → 2 + 7 = 9 (marketplace doc)', () => {
    // JOHN J1 O6 H8 N5 = 20 → 2; day 16 → 7; 2 + 7 = 9.
    const result = thoughtNumber({ first_name: 'John', birth_day: 16 }, stubTexts);
    expect(result.rational_thought_number).toBe(9);
    expect(result.calculation).toBe('JOHN: J1 O6 H8 N5 = 20 → 2; day 16 → 7; 2 + 7 = 9');
    expect(result.meaning).toBe('meaning rational_thought/9');
    expect(thrown(() => thoughtNumber({ first_name: 'John', birth_day: 32 }, stubTexts)).code).toBe('invalid_day');
  });
});

describe('analyzePhone', () => {
  it('15550109999: 53 → 8, digit shares to one decimal', () => {
    // 1+5+5+5+0+1+0+9+9+9+9 = 53 → 8; 11 digits: 0×2 → 18.2 %, 1×2 → 18.2 %, 5×3 → 27.3 %, 9×4 → 36.4 %.
    const result = analyzePhone({ phone_number: '+1 555 010 9999' }, stubTexts);
    expect(result.phone_number).toBe('15550109999');
    expect(result.phone_overall_vibration).toBe(8);
    expect(result.phone_vibration_description).toBe('meaning phone/8');
    expect(result.overall_minor_numbers).toEqual([
      { number: 0, occurrence: 2, percentage: 18.2, description: ZERO_DIGIT_DESCRIPTION },
      { number: 1, occurrence: 2, percentage: 18.2, description: 'meaning phone/1' },
      { number: 5, occurrence: 3, percentage: 27.3, description: 'meaning phone/5' },
      { number: 9, occurrence: 4, percentage: 36.4, description: 'meaning phone/9' },
    ]);
  });

  it('rounds percentages half up in exact arithmetic', () => {
    expect(percentOneDecimal(1, 16)).toBe(6.3); // 6.25 → 6.3
    expect(percentOneDecimal(1, 3)).toBe(33.3);
    expect(percentOneDecimal(2, 3)).toBe(66.7);
    expect(percentOneDecimal(1, 8)).toBe(12.5);
  });

  it('keeps master vibrations: 290 → 11, while 992 → 20 → 2', () => {
    expect(analyzePhone({ phone_number: 290 }, stubTexts).phone_overall_vibration).toBe(11);
    expect(analyzePhone({ phone_number: 992 }, stubTexts).phone_overall_vibration).toBe(2);
    expect(thrown(() => analyzePhone({ phone_number: '555-CALL-NOW' }, stubTexts)).issues?.[0].parameter).toBe('phone_number');
  });
});

describe('emailNumerology', () => {
  it('counts the local part only: john.smith → 20 + 24 = 44 → 8', () => {
    // J1 O6 H8 N5 = 20; S1 M4 I9 T2 H8 = 24; the dot and the domain are ignored.
    const result = emailNumerology({ email: 'John.Smith@example.com' }, stubTexts);
    expect(result.email_number).toBe(8);
    expect(result.normalized_local_part).toBe('JOHNSMITH');
    expect(result.local_part).toBe('John.Smith');
  });

  it('adds digits at face value: john99 → 20 + 18 = 38 → 11', () => {
    const result = emailNumerology({ email: 'john99@example.com' }, stubTexts);
    expect(result.number).toBe(11);
    expect(result.calculation).toBe('J1 + O6 + H8 + N5 + 9 + 9 = 38 → 11');
  });

  it('rejects malformed addresses and letters without values', () => {
    expect(thrown(() => emailNumerology({ email: 'no-at-sign' }, stubTexts)).code).toBe('invalid_email');
    expect(thrown(() => emailNumerology({ email: '@example.com' }, stubTexts)).code).toBe('invalid_email');
    expect(thrown(() => emailNumerology({ email: 'ivan@' }, stubTexts)).code).toBe('invalid_email');
    expect(thrown(() => emailNumerology({ email: '..@example.com' }, stubTexts)).issues?.[0].message).toMatch(/no letters or digits/);
    expect(thrown(() => emailNumerology({ email: 'иван@example.com' }, stubTexts)).issues?.[0].message)
      .toMatch(/the Cyrillic letter "и" \(U\+0438\) at position 1/);
  });
});

describe('cornerstone and capstone letters', () => {
  it('take the first and last letter of the first word, after folding', () => {
    expect(cornerstoneLetter({ name: 'Thomas John Hancock' }, stubTexts)).toMatchObject({ letter: 'T', letter_value: 2, text_key: 'T' });
    expect(capstoneLetter({ name: 'Thomas John Hancock' }, stubTexts)).toMatchObject({ letter: 'S', letter_value: 1, meaning: 'meaning capstone/S' });
    expect(cornerstoneLetter({ name: 'Émile' }, stubTexts).letter).toBe('E');
    expect(cornerstoneLetter({ name: 'Æsa' }, stubTexts).letter).toBe('A');
    expect(cornerstoneLetter({ name: 'Łukasz' }, stubTexts).letter).toBe('L');
    expect(capstoneLetter({ name: 'Jean-Pierre Dupont' }, stubTexts).letter).toBe('E');
    expect(capstoneLetter({ name: 'Strauß' }, stubTexts).letter).toBe('S');
    expect(thrown(() => cornerstoneLetter({ name: '1Anna' }, stubTexts)).issues?.[0].parameter).toBe('name');
  });
});

describe('luckyNumbers', () => {
  it('Thomas John Hancock, 1990-07-14', () => {
    // life path 4; destiny 7; soul urge (vowels) 2; inner dream (consonants) 5; soul = root(2) = 2;
    // birthday 14 → 5; lucky = 4 + 5 = 9.
    const result = luckyNumbers({ birthdate: '1990-07-14', full_name: 'Thomas John Hancock' }, stubTexts);
    expect(result.lucky_numbers).toEqual({
      destiny_number: 7, inner_dream_number: 5, life_path_number: 4, lucky_number: 9, soul_number: 2, soul_urge_number: 2,
    });
    expect(result.calculation).toBe('life path 4 + birthday 5 (day 14 → 5) = 9');
  });

  it('accepts `name` as well as `full_name` and blames the one sent', () => {
    expect(luckyNumbers({ birthdate: '1990-07-14', name: 'Thomas John Hancock' }).lucky_numbers.destiny_number).toBe(7);
    expect(thrown(() => luckyNumbers({ birthdate: '1990-07-14', name: 'Tom 2' })).issues?.[0].parameter).toBe('name');
    expect(thrown(() => luckyNumbers({ birthdate: '1990-07-14' })).issues?.[0].parameter).toBe('full_name');
    expect(thrown(() => luckyNumbers({ birthdate: '1990-02-30', name: 'Tom' })).issues?.[0].parameter).toBe('birthdate');
  });
});

describe('maturityNumber', () => {
  it('life path 4 + destiny 7 = 11 (master kept)', () => {
    const result = maturityNumber({ dob: '1990-07-14', fullname: 'Thomas John Hancock' }, stubTexts);
    expect(result.maturity_number).toBe(11);
    expect(result.master_number).toBe(true);
    expect(result.calculation.endsWith('life path 4 + destiny 7 = 11')).toBe(true);
  });

  it('uses master forms as computed: 22 + 11 = 33', () => {
    // 1942-06-18 → life path 22; "Bi": B2 I9 = 11 → destiny 11; 22 + 11 = 33.
    const result = maturityNumber({ dob: '1942-06-18', fullname: 'Bi' }, stubTexts);
    expect(result.destiny_number).toBe(11);
    expect(result.maturity_number).toBe(33);
  });
});
