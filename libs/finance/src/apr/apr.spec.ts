import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { FinanceDecimal } from '../core/finance-decimal';
import { seededRandom } from '../testing/float-reference';
import { calculateApr, solveApr } from './apr';

/** Independent float bisection for the annual rate (percent) equating n payments with `financed`. */
function floatApr(financed: number, payment: number, n: number): number {
  const pv = (i: number) => (i === 0 ? payment * n : (payment * (1 - Math.pow(1 + i, -n))) / i);
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > financed) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 1200;
}

describe('APR', () => {
  it('equals the nominal rate when there are no fees', () => {
    expect(calculateApr({ loan: 10000, rate: 5, term: 36 }).apr).toBe('5.000%');
    expect(calculateApr({ loan: 200000, rate: 6, term: 360 }).apr).toBe('6.000%');
  });

  it('includes fees: 10,000 at 5% for 36 months with 300 of fees', () => {
    const r = calculateApr({ loan: 10000, rate: 5, term: 36, fees: 300 });
    expect(r.monthly_payment).toBe('$299.71');
    expect(r.amount_financed).toBe('$9,700.00');
    expect(r.apr).toBe(`${floatApr(9700, 299.71, 36).toFixed(3)}%`);
    expect(r.apr).toBe('7.046%');
  });

  it('solveApr recovers the rate of an exact annuity to 1e-9', () => {
    const rnd = seededRandom(5);
    for (let k = 0; k < 20; k++) {
      const annual = 0.5 + rnd() * 30;
      const n = 1 + Math.floor(rnd() * 600);
      const i = new FinanceDecimal(annual).div(1200);
      const payment = new FinanceDecimal(1000).mul(i).div(new FinanceDecimal(1).minus(i.plus(1).pow(-n)));
      const apr = solveApr(new FinanceDecimal(1000), payment, n);
      expect(Math.abs(apr.toNumber() - annual)).toBeLessThan(1e-7); // 1e-9 as a fraction = 1e-7 percent
    }
  });

  it('rejects fees that swallow the loan', () => {
    expect(() => calculateApr({ loan: 1000, rate: 5, term: 12, fees: 1000 })).toThrow(InvalidParameterError);
  });
});
