import { FinanceDecimal } from '../core/finance-decimal';
import { floatPayment, seededRandom } from '../testing/float-reference';
import { annuityPayment, periodInterest, scheduledPayment } from './annuity-payment';
import { periodicRate } from './periodic-rate';

const rate = (annual: string, perYear = 12) => periodicRate(new FinanceDecimal(annual), perYear);

describe('periodicRate', () => {
  it('is the exact fraction annual% / (100 × periods per year), reduced', () => {
    expect(rate('6')).toEqual({ num: 1n, den: 200n });
    expect(rate('5')).toEqual({ num: 1n, den: 240n });
    expect(rate('5.25', 26)).toEqual({ num: 21n, den: 10400n });
    expect(rate('0').num).toBe(0n);
  });
});

describe('annuityPayment', () => {
  it('matches classic textbook payments', () => {
    expect(annuityPayment(20_000_000n, rate('6'), 360)).toBe(119_910n); // $200,000, 6%, 30 y → $1,199.10
    expect(annuityPayment(1_000_000n, rate('5'), 36)).toBe(29_971n); // $10,000, 5%, 3 y → $299.71
    expect(annuityPayment(10_000_000n, rate('5'), 120)).toBe(106_066n); // $100,000, 5%, 10 y → $1,060.66
    expect(annuityPayment(24_000_000n, rate('6'), 360)).toBe(143_892n); // $240,000, 6%, 30 y → $1,438.92
  });

  it('is amount / n at 0%, rounded half-up', () => {
    expect(annuityPayment(100_000n, rate('0'), 3)).toBe(33_333n);
    expect(annuityPayment(100_000n, rate('0'), 6)).toBe(16_667n);
    expect(annuityPayment(100_000n, rate('0'), 8)).toBe(12_500n);
  });

  it('for a one-period loan is the amount plus one period of interest', () => {
    expect(annuityPayment(100_000n, rate('12'), 1)).toBe(101_000n);
  });

  it('agrees with the closed formula in floating point for random loans (within one minor unit)', () => {
    const rnd = seededRandom(42);
    for (let i = 0; i < 400; i++) {
      const amount = 1 + Math.floor(rnd() * 1e11);
      const annual = (Math.floor(rnd() * 3000) / 100).toFixed(2);
      const n = 1 + Math.floor(rnd() * 600);
      const perYear = [12, 24, 26, 52][i % 4];
      const exact = Number(annuityPayment(BigInt(amount), rate(annual, perYear), n));
      const approx = floatPayment(amount, Number(annual), n, perYear);
      expect(Math.abs(exact - approx)).toBeLessThanOrEqual(0.5 + 1e-9 * approx);
    }
  });
});

describe('scheduledPayment', () => {
  it('is the rounded annuity payment in ordinary cases', () => {
    expect(scheduledPayment(20_000_000n, rate('6'), 360)).toBe(119_910n);
  });

  it('always exceeds the first interest, so the balance falls from the first row', () => {
    // 100% a year over 50 years: the exact principal share of the first payment is far below a cent.
    const r = rate('100');
    const p = scheduledPayment(100_000n, r, 600);
    expect(p).toBeGreaterThan(periodInterest(100_000n, r));
    // A few cents over many months at 0% would round to a zero payment.
    expect(scheduledPayment(5n, rate('0'), 36)).toBe(1n);
  });

  it('periodInterest rounds half-up', () => {
    expect(periodInterest(12_345n, rate('6'))).toBe(62n); // 61.725 → 62
    expect(periodInterest(12_344n, rate('6'))).toBe(62n); // 61.72 → 62
    expect(periodInterest(12_300n, rate('6'))).toBe(62n); // 61.5 → 62
    expect(periodInterest(12_299n, rate('6'))).toBe(61n); // 61.495 → 61
  });
});
