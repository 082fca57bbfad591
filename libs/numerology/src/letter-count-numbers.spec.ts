import { hiddenPassion } from './hidden-passion';
import { hiddenPassionPositions } from './hidden-passion-positions';
import { karmicLessons } from './karmic-lessons';
import { planesOfExpression, PLANE_LETTERS } from './planes-of-expression';
import { subconsciousNumber } from './subconscious-self';
import { stubTexts, thrown } from './testing/stub-texts';

// THOMAS JOHN HANCOCK, letter by letter (Pythagorean), positions 1-17 in the letters-only name:
//  T2 H8 O6 M4 A1 S1 | J1 O6 H8 N5 | H8 A1 N5 C3 O6 C3 K2
// counts: 1×4 (A S J A), 2×2 (T K), 3×2 (C C), 4×1 (M), 5×2 (N N), 6×3 (O O O), 7×0, 8×3 (H H H), 9×0.
const expectedCounts = { 1: 4, 2: 2, 3: 2, 4: 1, 5: 2, 6: 3, 7: 0, 8: 3, 9: 0 };

describe('karmicLessons', () => {
  it('Thomas John Hancock lacks 7 and 9', () => {
    const result = karmicLessons({ full_name: 'Thomas John Hancock' }, stubTexts);
    expect(result.karmic_lessons).toEqual([7, 9]);
    expect(result.karmic_lessons_summary).toEqual(['meaning karmic_lesson/7', 'meaning karmic_lesson/9']);
    expect(result.counts).toEqual(Object.fromEntries(Object.entries(expectedCounts).map(([k, v]) => [k, v])));
  });

  it('Chaldean has no 9, so only 1-8 can be lessons', () => {
    // Chaldean values present: T4 H5 O7 M4 A1 S3 J1 N5 C3 K2 → {1,2,3,4,5,7}; missing 6 and 8.
    expect(karmicLessons({ full_name: 'Thomas John Hancock', system: 'chaldean' }, stubTexts).karmic_lessons).toEqual([6, 8]);
  });

  it('rejects a name with digits', () => {
    expect(thrown(() => karmicLessons({ full_name: 'R2D2' }, stubTexts)).issues?.[0].message)
      .toBe('contains the digit "2" at position 2; names may only contain letters');
  });
});

describe('subconsciousNumber', () => {
  it('counts the distinct values present: 9 − 2 lessons = 7', () => {
    const result = subconsciousNumber({ name: 'Thomas John Hancock' }, stubTexts);
    expect(result.subconscious_self_number).toBe(7);
    expect(result.meaning).toBe('meaning subconscious_self/7');
    expect(result.missing_values).toEqual([7, 9]);
  });
});

describe('hiddenPassion', () => {
  it('Thomas John Hancock: value 1 has the most letters (4)', () => {
    const result = hiddenPassion({ fullname: 'Thomas John Hancock' }, stubTexts);
    expect(result.hidden_passion_number).toBe(1);
    expect(result.hidden_passion_numbers).toEqual([1]);
    expect(result.highest_count).toBe(4);
  });

  it('returns every tied value, ascending', () => {
    // BO: B2 O6, one letter each.
    const result = hiddenPassion({ fullname: 'Bo' }, stubTexts);
    expect(result.hidden_passion_numbers).toEqual([2, 6]);
    expect(result.passions.map((p) => p.text_key)).toEqual(['2', '6']);
  });
});

describe('hiddenPassionPositions', () => {
  it('positions of the value-1 letters, their sum, HPPN and gaps', () => {
    // Value 1 sits at A5, S6, J7, A12; 5 + 6 + 7 + 12 = 30 → 3; gaps 1, 1, 5.
    const result = hiddenPassionPositions({ fullname: 'Thomas John Hancock' }, stubTexts);
    expect(result.positions).toEqual([5, 6, 7, 12]);
    expect(result.position_sum).toBe(30);
    expect(result.hidden_passion_position_number).toBe(3);
    expect(result.gap_vector).toEqual([1, 1, 5]);
    expect(result.positions_by_part).toEqual([
      { part: 'THOMAS', positions: [5, 6] },
      { part: 'JOHN', positions: [1] },
      { part: 'HANCOCK', positions: [2] },
    ]);
    expect(result.calculation).toBe('hidden passion 1; letters with value 1 at 5, 6, 7, 12; 5 + 6 + 7 + 12 = 30 → 3; gaps 1, 1, 5');
  });

  it('a master HPPN is kept and reads the text of its root', () => {
    // BACDEFGHA: A1 twice, every other value (B2 C3 D4 E5 F6 G7 H8) once → passion 1 at positions 2 and 9;
    // 2 + 9 = 11 (master, kept); gap 7. The hidden_passion texts stop at 9, so the "2" entry is read.
    const result = hiddenPassionPositions({ fullname: 'Bacdefgha' }, stubTexts);
    expect(result.positions).toEqual([2, 9]);
    expect(result.hidden_passion_position_number).toBe(11);
    expect(result.master_number).toBe(true);
    expect(result.text_key).toBe('2');
    expect(result.gap_vector).toEqual([7]);
    expect(result.hidden_passion_text.text_key).toBe('1');
  });
});

describe('planesOfExpression', () => {
  it('the four Decoz classes hold each letter exactly once', () => {
    const all = Object.values(PLANE_LETTERS).join('');
    expect(all.length).toBe(26);
    expect(new Set(all).size).toBe(26);
  });

  it('Thomas John Hancock: physical 1, mental 8, emotional 5, intuitive 3', () => {
    // physical EWDM: M; mental AHJNPGL: H A J H N H A N; emotional IORZBSTX: T O S O O; intuitive KFQUYCV: C C K.
    const result = planesOfExpression({ fullname: 'Thomas John Hancock' }, stubTexts);
    expect(result.planes.physical).toMatchObject({ letter_count: 1, letters: 'M' });
    expect(result.planes.mental).toMatchObject({ letter_count: 8, letters: 'HAJHNHAN' });
    expect(result.planes.emotional).toMatchObject({ letter_count: 5, letters: 'TOSOO' });
    expect(result.planes.intuitive).toMatchObject({ letter_count: 3, letters: 'CCK' });
    // Mental values H8 A1 J1 H8 N5 H8 A1 N5 = 37 → 10 → 1.
    expect(result.planes.mental).toMatchObject({ value_sum: 37, reduced_value: 1 });
    expect(result.dominant_planes).toEqual(['mental']);
    expect(result.total_letters).toBe(17);
    expect(result.planes.physical.meaning).toBe('meaning plane/physical');
  });
});
