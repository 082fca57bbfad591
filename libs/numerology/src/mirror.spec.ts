import { mirrorCycle, mirrorNumbers, mirrorOf, mirrorPath } from './mirror';
import { stubTexts, thrown } from './testing/stub-texts';

describe('mirror relation (nine-complement on the 1-9 circle)', () => {
  it('pairs 1↔8, 2↔7, 3↔6, 4↔5, 9↔9; masters use their root', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(mirrorOf)).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 9]);
    expect([11, 22, 33].map(mirrorOf)).toEqual([7, 5, 3]);
    for (let n = 1; n <= 9; n += 1) expect((n + mirrorOf(n)) % 9).toBe(0);
  });

  it('cycles collect the pair and the masters sharing their roots', () => {
    expect(mirrorCycle(2)).toEqual([2, 7, 11]);
    expect(mirrorCycle(22)).toEqual([4, 5, 22]);
    expect(mirrorCycle(9)).toEqual([9]);
    expect(mirrorCycle(33)).toEqual([3, 6, 33]);
  });
});

describe('mirrorNumbers', () => {
  it('returns the full grid without a base', () => {
    const result = mirrorNumbers({}, stubTexts);
    expect(result.mirrors.map((m) => [m.number, m.mirror_number])).toEqual([
      [1, 8], [2, 7], [3, 6], [4, 5], [5, 4], [6, 3], [7, 2], [8, 1], [9, 9], [11, 7], [22, 5], [33, 3],
    ]);
    expect(result.mirrors[0].detailed_meaning).toBeUndefined();
  });

  it('reduces any base (masters kept) and expands on request', () => {
    const result = mirrorNumbers({ base: '29', expanded: 'yes' }, stubTexts);
    expect(result.base).toBe(11); // 29 → 11
    expect(result.mirrors).toHaveLength(1);
    expect(result.mirrors[0]).toMatchObject({
      number: 11, mirror_number: 7, keyword: 'kw-mirror-7', meaning: 'meaning mirror/7', detailed_meaning: 'detail mirror/7',
      cycle: [2, 7, 11], cycle_keywords: ['kw-mirror-2', 'kw-mirror-7', 'kw-mirror-11'],
    });
  });

  it('rejects non-positive or non-numeric bases and bad flags', () => {
    expect(thrown(() => mirrorNumbers({ base: 0 }, stubTexts)).issues?.[0].parameter).toBe('base');
    expect(thrown(() => mirrorNumbers({ base: 'seven' }, stubTexts)).code).toBe('invalid_type');
    expect(thrown(() => mirrorNumbers({ expanded: 'perhaps' }, stubTexts)).issues?.[0].parameter).toBe('expanded');
  });
});

describe('mirrorPath', () => {
  it('life path 4 (1990-07-14, compact form accepted) mirrors to 5', () => {
    const result = mirrorPath({ dob: '19900714' }, stubTexts);
    expect(result).toMatchObject({
      dob: '1990-07-14', life_path_number: 4, mirror_path_number: 5, loop: [4, 5, 4],
      life_path_meaning: 'meaning life_path/4', mirror_path_meaning: 'meaning mirror/5', karmic_debt: 13,
    });
    expect(result.cycle).toBeUndefined();
    expect(mirrorPath({ dob: '1990-07-14', expanded: true }, stubTexts).cycle).toEqual([4, 5, 22]);
    expect(thrown(() => mirrorPath({ dob: '1990-02-30' }, stubTexts)).issues?.[0].parameter).toBe('dob');
  });
});
