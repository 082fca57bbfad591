import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { floatPayment, floatSchedule, minorOf } from '../testing/float-reference';
import { calculateAutoLoan } from './auto-loan';

const car = {
  price: '35000',
  rate: '5',
  term_months: '60',
  discount: '1000',
  sales_tax_rate: '7',
  down_payment: '5000',
  other_fees: '500',
  trade_in_value: '3000',
};

function firstParam(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as InvalidParameterError).issues[0].parameter;
  }
  return 'no error';
}

describe('calculateAutoLoan (/auto)', () => {
  it('taxes price − discount − trade-in and finances it less the down payment (by hand)', () => {
    const r = calculateAutoLoan(car);
    // taxable = 35,000 − 1,000 − 3,000 = 31,000; tax = 7% = 2,170; loan = 31,000 − 5,000 = 26,000.
    expect(r.sales_tax).toBe('$2,170.00');
    expect(r.loan_amount).toBe('$26,000.00');
    // upfront = down 5,000 + tax 2,170 + fees 500.
    expect(r.upfront_pay).toBe('$7,670.00');
    expect(r.term_months).toBe(60);
    expect(r.interest_rate).toBe('5.00%');
    const payment = Math.round(floatPayment(2_600_000, 5, 60));
    expect(minorOf(r.monthly_payment)).toBe(BigInt(payment)); // $490.65
    const f = floatSchedule(2_600_000, 5, 60, payment);
    const totalPayments = f.reduce((a, x) => a + x.payment, 0);
    expect(minorOf(r.total_monthly_payments)).toBe(BigInt(totalPayments));
    expect(minorOf(r.total_interest)).toBe(BigInt(totalPayments - 2_600_000));
    expect(minorOf(r.total_loan_cost)).toBe(BigInt(totalPayments + 767_000));
    expect(r.amortization_schedule[59].remaining_balance).toBe('$0.00');
    expect(r.finance_tax_and_fees).toBe(false);
  });

  it('can finance the tax and fees instead', () => {
    const r = calculateAutoLoan({ ...car, finance_tax_and_fees: true });
    expect(r.loan_amount).toBe('$28,670.00'); // 26,000 + 2,170 + 500
    expect(r.upfront_pay).toBe('$5,000.00');
    expect(minorOf(r.monthly_payment)).toBe(BigInt(Math.round(floatPayment(2_867_000, 5, 60))));
  });

  it('needs only price, rate and term', () => {
    const r = calculateAutoLoan({ price: '20000', rate: '0', term_months: '48' });
    expect(r.monthly_payment).toBe('$416.67'); // 20,000 / 48 = 416.666…
    expect(r.sales_tax).toBe('$0.00');
    expect(r.upfront_pay).toBe('$0.00');
    expect(r.total_loan_cost).toBe('$20,000.00');
  });

  it('rounds the sales tax half-up to cents', () => {
    // taxable 10,000.10 × 6.25% = 625.00625 → 625.01
    expect(calculateAutoLoan({ price: '10000.10', rate: '3', term_months: '12', sales_tax_rate: '6.25' }).sales_tax).toBe('$625.01');
  });

  it('rejects deductions that leave nothing to finance', () => {
    expect(firstParam(() => calculateAutoLoan({ ...car, discount: '40000' }))).toBe('discount');
    expect(firstParam(() => calculateAutoLoan({ ...car, trade_in_value: '34500' }))).toBe('trade_in_value');
    expect(firstParam(() => calculateAutoLoan({ ...car, down_payment: '31000' }))).toBe('down_payment');
    expect(firstParam(() => calculateAutoLoan({ ...car, sales_tax_rate: '101' }))).toBe('sales_tax_rate');
    expect(firstParam(() => calculateAutoLoan({ ...car, term_months: '0' }))).toBe('term_months');
  });
});
