import { digitSum, formatSum, karmicDebtIn, reduce, reduceNumber, root, sumAndReduce } from './reduce';

describe('reduce', () => {
  it('sums digits until 1-9, keeping 11, 22 and 33', () => {
    expect(digitSum(1942)).toBe(16); // 1+9+4+2
    expect(reduce(16)).toBe(7);
    expect(reduce(29)).toBe(11); // 2+9 = 11, kept
    expect(reduce(38)).toBe(11); // 3+8 = 11, kept
    expect(reduce(99)).toBe(9); // 18 → 9
    expect(reduce(44)).toBe(8); // 44 is not a master number
    expect(reduce(0)).toBe(0);
  });

  it('records the chain and can go down to one digit for short cycles', () => {
    expect(reduceNumber(1990).chain).toEqual([1990, 19, 10, 1]);
    expect(reduceNumber(29, 'single_digit').chain).toEqual([29, 11, 2]);
    expect(reduceNumber(33, 'single_digit').value).toBe(6);
  });

  it('root is the digital root', () => {
    expect([0, 9, 10, 18, 33, 1942].map(root)).toEqual([0, 9, 1, 9, 6, 7]);
  });

  it('finds the karmic debt met on the way down', () => {
    expect(karmicDebtIn(reduceNumber(49).chain)).toBe(13); // 49 → 13 → 4
    expect(karmicDebtIn(reduceNumber(19).chain)).toBe(19);
    expect(karmicDebtIn(reduceNumber(28).chain)).toBeNull(); // 28 → 10 → 1
    expect(karmicDebtIn(reduceNumber(16).chain)).toBe(16);
  });

  it('prints the working', () => {
    expect(formatSum([7, 7, 3], reduceNumber(17))).toBe('7 + 7 + 3 = 17 → 8');
    expect(sumAndReduce([11, 22, 3]).trail).toBe('11 + 22 + 3 = 36 → 9');
    expect(sumAndReduce([7]).trail).toBe('7');
  });
});
