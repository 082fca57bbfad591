import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { Decimal } from 'decimal.js';
import { FinanceDecimal } from '../core/finance-decimal';
import { IssueCollector } from './issue-collector';
import { readTermMonths, readTermYears } from './loan-limits';
import {
  readAmount,
  readDecimal,
  readInteger,
  readOptionalAmount,
  readOptionalBoolean,
  readRate,
} from './numeric-input';

function issueOf(fn: () => unknown): { parameter: string; message: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof InvalidParameterError) return e.issues[0];
    throw e;
  }
  throw new Error('expected an InvalidParameterError');
}

describe('numeric input', () => {
  it('accepts decimal strings, numbers, bigints and Decimals', () => {
    expect(readDecimal('x', ' 1234.50 ').toFixed()).toBe('1234.5');
    expect(readDecimal('x', 12).toFixed()).toBe('12');
    expect(readDecimal('x', 12n).toFixed()).toBe('12');
    expect(readDecimal('x', new FinanceDecimal('0.1')).toFixed()).toBe('0.1');
    expect(readDecimal('x', '.5').toFixed()).toBe('0.5');
    expect(readDecimal('x', new Decimal('1234.5678')).toFixed()).toBe('1234.5678'); // the package's own constructor
  });

  it('rejects anything that is not plain decimal notation, naming the parameter', () => {
    for (const bad of ['abc', '1e5', '0x10', '1,000', 'Infinity', 'NaN', '1.2.3', true, {}, [], Number.NaN]) {
      const issue = issueOf(() => readDecimal('loan', bad));
      expect(issue.parameter).toBe('loan');
    }
    expect(issueOf(() => readDecimal('loan', undefined)).message).toBe('is required');
    expect(issueOf(() => readDecimal('loan', '  ')).message).toBe('is required');
  });

  it('requires positive amounts up to the 1e12 cap', () => {
    expect(issueOf(() => readAmount('loan', '0')).message).toMatch(/greater than 0/);
    expect(issueOf(() => readAmount('loan', '-5')).message).toMatch(/greater than 0; got -5/);
    expect(issueOf(() => readAmount('loan', '1000000000000.01')).message).toMatch(/at most 1000000000000 \(1e12\)/);
    expect(readAmount('loan', '1000000000000').toFixed()).toBe('1000000000000');
    expect(readOptionalAmount('extra', undefined).isZero()).toBe(true);
    expect(readOptionalAmount('extra', '0').isZero()).toBe(true);
    expect(issueOf(() => readOptionalAmount('extra', '-1')).parameter).toBe('extra');
  });

  it('accepts rates from 0 to 100 percent only', () => {
    expect(readRate('rate', '0').isZero()).toBe(true);
    expect(readRate('rate', '100').toFixed()).toBe('100');
    expect(issueOf(() => readRate('rate', '-0.01')).message).toMatch(/between 0 and 100/);
    expect(issueOf(() => readRate('rate', '100.5')).message).toMatch(/between 0 and 100/);
    expect(readRate('rate', '5.123456789012345').toFixed()).toBe('5.123456789'); // 10 decimals kept, half-up
  });

  it('requires whole numbers where counts are expected, and states the term cap', () => {
    expect(readInteger('days_per_week', '5', 1, 7)).toBe(5);
    expect(issueOf(() => readInteger('days_per_week', '5.5', 1, 7)).message).toMatch(/whole number; got 5.5/);
    expect(issueOf(() => readTermMonths('term', '0')).message).toMatch(/between 1 and 600 months \(50 years/);
    expect(issueOf(() => readTermMonths('term', '601')).message).toMatch(/600 months/);
    expect(issueOf(() => readTermYears('term_years', '51')).message).toMatch(/between 1 and 50 years/);
    expect(readTermMonths('term', 600)).toBe(600);
  });

  it('reads booleans in the forms the HTTP layer allows', () => {
    expect(readOptionalBoolean('b', undefined, false)).toBe(false);
    expect(readOptionalBoolean('b', 'YES', false)).toBe(true);
    expect(readOptionalBoolean('b', '0', true)).toBe(false);
    expect(issueOf(() => readOptionalBoolean('b', 'maybe', true)).parameter).toBe('b');
  });

  it('IssueCollector reports every bad parameter at once', () => {
    const v = new IssueCollector();
    v.read(() => readAmount('loan', '-1'));
    v.read(() => readRate('rate', '200'));
    expect(v.read(() => readTermMonths('term', '12'))).toBe(12);
    try {
      v.done();
      throw new Error('expected a throw');
    } catch (e) {
      expect((e as InvalidParameterError).issues.map((i) => i.parameter)).toEqual(['loan', 'rate']);
    }
  });
});
