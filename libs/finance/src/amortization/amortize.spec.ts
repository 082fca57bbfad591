import { FinanceDecimal } from '../core/finance-decimal';
import { floatSchedule, seededRandom } from '../testing/float-reference';
import { amortize, type AmortizationSchedule } from './amortize';
import { scheduledPayment } from './annuity-payment';
import { periodicRate } from './periodic-rate';
import { loanYear, yearlyTotals } from './yearly-totals';

/**
 * Invariants every schedule must satisfy, whatever the inputs. Returns the violations (checked by hand rather than
 * with expect() per row, which would make the loop slow).
 */
function violations(s: AmortizationSchedule, principal: bigint, payment: bigint, extra: bigint, n: number): string[] {
  const out: string[] = [];
  const rows = s.rows;
  const fail = (what: string) => out.push(`${what} (principal ${principal}, payment ${payment}, extra ${extra}, n ${n})`);
  if (!s.complete) fail('incomplete');
  if (rows.length === 0 || rows.length > n) fail(`row count ${rows.length}`);
  let sumPrincipal = 0n;
  let sumInterest = 0n;
  let sumPayment = 0n;
  let previous = principal;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (r.period !== i + 1) fail(`period ${r.period} at ${i}`);
    if (r.payment !== r.interest + r.principal) fail(`row ${r.period}: payment != interest + principal`);
    if (r.interest < 0n || r.principal <= 0n) fail(`row ${r.period}: negative interest or non-positive principal`);
    if (r.balance !== previous - r.principal) fail(`row ${r.period}: balance does not follow`);
    if (r.balance < 0n) fail(`row ${r.period}: negative balance`);
    if (i < rows.length - 1 && r.payment !== payment + extra) fail(`row ${r.period}: irregular payment`);
    sumPrincipal += r.principal;
    sumInterest += r.interest;
    sumPayment += r.payment;
    previous = r.balance;
  }
  if (rows.length && rows[rows.length - 1].balance !== 0n) fail('final balance not zero');
  if (sumPrincipal !== principal || s.totalPrincipal !== principal) fail('principal column does not sum to amount');
  if (s.totalInterest !== sumInterest) fail('interest total');
  if (s.totalPayment !== sumPayment) fail('payment total');
  return out;
}

describe('amortize', () => {
  it('keeps every invariant over many random loans (seeded property loop)', () => {
    const rnd = seededRandom(20240601);
    const found: string[] = [];
    let checked = 0;
    for (let i = 0; i < 600; i++) {
      const magnitude = Math.floor(rnd() * 15); // up to 1e14 minor units (1e12 in a 2-decimal currency)
      const principal = BigInt(1 + Math.floor(rnd() * 10 ** magnitude));
      const annual = rnd() < 0.1 ? '0' : (Math.floor(rnd() * 10000) / 100).toFixed(2);
      const n = 1 + Math.floor(rnd() * 600);
      const perYear = [12, 24, 26, 52][Math.floor(rnd() * 4)];
      const extra = rnd() < 0.3 ? BigInt(Math.floor(rnd() * Number(principal))) : 0n;
      const rate = periodicRate(new FinanceDecimal(annual), perYear);
      const payment = scheduledPayment(principal, rate, n);
      const s = amortize({ principal, rate, payment, extra, finalPeriod: n });
      found.push(...violations(s, principal, payment, extra, n));
      // Interest of each row is the previous balance × rate, within half a minor unit (float check).
      const r = Number(annual) / 100 / perYear;
      let prev = Number(principal);
      for (const row of s.rows) {
        if (Math.abs(Number(row.interest) - prev * r) > 0.5 + prev * r * 1e-12) found.push(`interest off at ${row.period}`);
        prev = Number(row.balance);
      }
      checked++;
    }
    expect(found).toEqual([]);
    expect(checked).toBe(600);
  });

  it('the invariant check itself catches a broken schedule', () => {
    const rate = periodicRate(new FinanceDecimal('6'), 12);
    const s = amortize({ principal: 100_000n, rate, payment: scheduledPayment(100_000n, rate, 12), finalPeriod: 12 });
    expect(violations(s, 100_000n, s.rows[0].payment, 0n, 12)).toEqual([]);
    const broken = { ...s, rows: s.rows.map((r, i) => (i === 11 ? { ...r, balance: -1n } : r)) };
    expect(violations(broken, 100_000n, s.rows[0].payment, 0n, 12).join()).toMatch(/negative balance/);
  });

  it('reproduces a row-by-row float simulation exactly for ordinary loans', () => {
    const rnd = seededRandom(99);
    for (let i = 0; i < 200; i++) {
      const principal = 100 + Math.floor(rnd() * 1e9);
      const annual = (Math.floor(rnd() * 2000) / 100).toFixed(2);
      const n = 1 + Math.floor(rnd() * 480);
      const extra = rnd() < 0.3 ? Math.floor(rnd() * 50000) : 0;
      const rate = periodicRate(new FinanceDecimal(annual), 12);
      const payment = scheduledPayment(BigInt(principal), rate, n);
      const s = amortize({ principal: BigInt(principal), rate, payment, extra: BigInt(extra), finalPeriod: n });
      const f = floatSchedule(principal, Number(annual), n, Number(payment), extra);
      expect(s.rows.length).toBe(f.length);
      // Float rounding can differ only on exact half-unit ties; allow one unit per row in the totals.
      const floatInterest = f.reduce((a, r) => a + r.interest, 0);
      expect(Math.abs(Number(s.totalInterest) - floatInterest)).toBeLessThanOrEqual(f.length);
    }
  });

  it('repays 0% loans in equal payments with the remainder in the last row', () => {
    const s = amortize({ principal: 100_000n, rate: { num: 0n, den: 1n }, payment: 33_333n, finalPeriod: 3 });
    expect(s.rows.map((r) => r.payment)).toEqual([33_333n, 33_333n, 33_334n]);
    expect(s.totalInterest).toBe(0n);
  });

  it('pays off at once when the extra payment exceeds the balance', () => {
    const rate = periodicRate(new FinanceDecimal('12'), 12);
    const s = amortize({ principal: 100_000n, rate, payment: 8_885n, extra: 500_000n, finalPeriod: 12 });
    expect(s.rows).toHaveLength(1);
    expect(s.rows[0]).toEqual({ period: 1, payment: 101_000n, interest: 1_000n, principal: 100_000n, balance: 0n });
  });

  it('stops incomplete at rowLimit when no final period settles the loan', () => {
    const rate = periodicRate(new FinanceDecimal('12'), 12);
    const s = amortize({ principal: 100_000n, rate, payment: 1_001n, rowLimit: 24 });
    expect(s.complete).toBe(false);
    expect(s.rows).toHaveLength(24);
    expect(s.totalPrincipal).toBe(100_000n - s.rows[23].balance);
  });

  it('yearly totals add up to the schedule totals', () => {
    const rate = periodicRate(new FinanceDecimal('7.5'), 12);
    const principal = 12_345_678n;
    const s = amortize({ principal, rate, payment: scheduledPayment(principal, rate, 100), finalPeriod: 100 });
    const years = yearlyTotals(s.rows, loanYear(12));
    expect(years.map((y) => y.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(years.reduce((a, y) => a + y.payment, 0n)).toBe(s.totalPayment);
    expect(years.reduce((a, y) => a + y.interest, 0n)).toBe(s.totalInterest);
    expect(years.reduce((a, y) => a + y.principal, 0n)).toBe(principal);
    expect(years[0].endingBalance).toBe(s.rows[11].balance);
    expect(years[8].endingBalance).toBe(0n);
  });
});
