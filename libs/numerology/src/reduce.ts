/**
 * Reduction of totals (conventions §0 and §3). Every method agrees modulo 9; they differ only in whether a master
 * number (11, 22, 33) is kept and which karmic-debt totals (13, 14, 16, 19) are met on the way down, so every
 * reduction here keeps its whole chain of intermediate values.
 */
export const MASTER_NUMBERS: readonly number[] = [11, 22, 33];
export const KARMIC_DEBT_NUMBERS: readonly number[] = [13, 14, 16, 19];

/** `keep_masters`: stop at 11, 22, 33 (long-term numbers); `single_digit`: always go down to 1-9 (short cycles). */
export type ReductionMode = 'keep_masters' | 'single_digit';

/** A total and every value met while reducing it: chain[0] is the total, the last element the result. */
export interface Reduction {
  value: number;
  chain: number[];
}

export function digitSum(n: number): number {
  let sum = 0;
  for (const digit of String(Math.abs(Math.trunc(n)))) sum += Number(digit);
  return sum;
}

export function isMaster(n: number): boolean {
  return MASTER_NUMBERS.includes(n);
}

/** Reduces by repeated digit sums; keeps 11/22/33 when `mode` is keep_masters. 0 stays 0. */
export function reduceNumber(n: number, mode: ReductionMode = 'keep_masters'): Reduction {
  const chain = [n];
  let value = n;
  while (value > 9 && !(mode === 'keep_masters' && isMaster(value))) {
    value = digitSum(value);
    chain.push(value);
  }
  return { value, chain };
}

/** `reduce(n)` of the conventions: digit sums until 1-9 or a master number. */
export function reduce(n: number): number {
  return reduceNumber(n, 'keep_masters').value;
}

/** `root(n)`: the full digital root, 1-9 (0 only for 0). */
export function root(n: number): number {
  return n === 0 ? 0 : 1 + ((n - 1) % 9);
}

/** The karmic-debt number (13, 14, 16 or 19) met in a reduction chain, or null; a chain holds at most one. */
export function karmicDebtIn(chain: readonly number[]): number | null {
  return chain.find((value) => KARMIC_DEBT_NUMBERS.includes(value)) ?? null;
}

/** "28 → 10 → 1"; a value that needed no reduction prints alone ("7"). */
export function formatChain(chain: readonly number[]): string {
  return chain.join(' → ');
}

/** "7 + 7 + 3 = 17 → 8": the terms, their total and its reduction. One term prints as its chain. */
export function formatSum(terms: readonly (number | string)[], reduction: Reduction): string {
  if (terms.length === 1) return formatChain(reduction.chain);
  return `${terms.join(' + ')} = ${formatChain(reduction.chain)}`;
}

/** Sums terms and reduces the total, returning the reduction and its printed trail. */
export function sumAndReduce(terms: readonly number[], mode: ReductionMode = 'keep_masters'): Reduction & { trail: string } {
  const total = terms.reduce((acc, term) => acc + term, 0);
  const reduction = reduceNumber(total, mode);
  return { ...reduction, trail: formatSum(terms, reduction) };
}
