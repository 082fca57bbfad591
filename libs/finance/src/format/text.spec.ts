import { FinanceDecimal } from '../core/finance-decimal';
import { formatHours, formatPercent } from './text';

describe('formatPercent', () => {
  it('shows two decimals, more only when the rate has them', () => {
    expect(formatPercent(new FinanceDecimal('5'))).toBe('5.00%');
    expect(formatPercent(new FinanceDecimal('0'))).toBe('0.00%');
    expect(formatPercent(new FinanceDecimal('6.5'))).toBe('6.50%');
    expect(formatPercent(new FinanceDecimal('5.125'))).toBe('5.125%');
  });
});

describe('formatHours', () => {
  it('writes `<n> Hours` with at most two decimals', () => {
    expect(formatHours(new FinanceDecimal(10))).toBe('10 Hours');
    expect(formatHours(new FinanceDecimal(1040).div(12))).toBe('86.67 Hours');
    expect(formatHours(new FinanceDecimal('2.5'))).toBe('2.5 Hours');
    expect(formatHours(new FinanceDecimal(0))).toBe('0 Hours');
  });
});
