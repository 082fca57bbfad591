import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { FinanceDecimal } from '../core/finance-decimal';
import { seededRandom } from '../testing/float-reference';
import { createMoneyFormatter } from './money-formatter';
import { groupDigits } from './number-style';

describe('MoneyFormatter', () => {
  it('writes the spec forms: symbol first, two decimals, thousands separators', () => {
    expect(createMoneyFormatter({}).minor(123456n)).toBe('$1,234.56');
    expect(createMoneyFormatter({ currency: 'EUR' }).minor(123456n)).toBe('€1,234.56');
    expect(createMoneyFormatter({ currency: 'GBP' }).minor(100000000n)).toBe('£1,000,000.00');
    expect(createMoneyFormatter({}).minor(99999n)).toBe('$999.99');
  });

  it('rounds half-up to whole yen for JPY (0 minor units)', () => {
    const yen = createMoneyFormatter({ currency: 'JPY' });
    expect(yen.decimal(new FinanceDecimal('1234.5'))).toBe('¥1,235');
    expect(yen.decimal(new FinanceDecimal('1234.49'))).toBe('¥1,234');
    expect(createMoneyFormatter({ currency: 'KRW' }).minor(1234567n)).toBe('₩1,234,567');
  });

  it('keeps 2 decimals for HUF and IDR (ISO 4217), unlike Intl', () => {
    expect(createMoneyFormatter({ currency: 'HUF' }).decimal(new FinanceDecimal('1234.565'))).toBe('Ft 1,234.57');
    expect(createMoneyFormatter({ currency: 'IDR' }).decimal(new FinanceDecimal('1500000.5'))).toBe('Rp 1,500,000.50');
  });

  it('rounds half-up on the exact decimal value', () => {
    const usd = createMoneyFormatter({});
    expect(usd.decimal(new FinanceDecimal('0.005'))).toBe('$0.01');
    expect(usd.decimal(new FinanceDecimal('0.00499999999'))).toBe('$0.00');
    expect(usd.decimal(new FinanceDecimal('2.675'))).toBe('$2.68'); // 2.675 is 2.67499... as a binary float
  });

  it('never writes a signed zero and puts the minus before the symbol', () => {
    const usd = createMoneyFormatter({});
    expect(usd.minor(0n)).toBe('$0.00');
    expect(usd.decimal(new FinanceDecimal('-0.004'))).toBe('$0.00');
    expect(usd.minor(-500n)).toBe('-$5.00');
    expect(createMoneyFormatter({ format: 'number' }).minor(0n)).toBe(0);
    expect(Object.is(createMoneyFormatter({ format: 'number' }).decimal(new FinanceDecimal('-0.001')), -0)).toBe(false);
  });

  it('can leave out separators (the /loan style)', () => {
    expect(createMoneyFormatter({}, false).minor(123456789n)).toBe('$1234567.89');
    expect(createMoneyFormatter({ grouping: true }, false).minor(123456789n)).toBe('$1,234,567.89');
  });

  it('groups en-IN amounts in lakhs and crores', () => {
    const inr = createMoneyFormatter({ currency: 'INR', locale: 'en-IN' });
    expect(inr.minor(123456700n)).toBe('₹12,34,567.00');
    expect(inr.minor(12345678900n)).toBe('₹12,34,56,789.00');
    expect(inr.minor(99999n)).toBe('₹999.99');
  });

  it('uses the decimal mark and separator of the locale, symbol still first', () => {
    expect(createMoneyFormatter({ currency: 'EUR', locale: 'de-DE' }).minor(123456n)).toBe('€1.234,56');
    const chf = createMoneyFormatter({ currency: 'CHF', locale: 'de-CH' }).minor(123456750n) as string;
    // de-CH groups with an apostrophe (ASCII or typographic depending on the CLDR version) and uses a point.
    expect(chf).toMatch(/^CHF 1['’]234['’]567\.50$/);
  });

  it('writes exactly what Intl writes for the digits, for many locales and amounts (fast path vs Intl)', () => {
    const rnd = seededRandom(7);
    for (const locale of ['en-US', 'en-IN', 'de-DE', 'de-CH', 'fr-FR', 'es-ES', 'pl-PL', 'sv-SE', 'ja-JP', 'hi-IN', 'pt-BR']) {
      const money = createMoneyFormatter({ locale, currency: 'EUR' });
      const intl = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: 'always',
        numberingSystem: 'latn',
      });
      for (let i = 0; i < 50; i++) {
        const units = BigInt(Math.floor(rnd() * 10 ** Math.floor(rnd() * 15)));
        const text = (units / 100n).toString() + '.' + (units % 100n).toString().padStart(2, '0');
        expect(money.minor(units)).toBe('€' + intl.format(text as Intl.StringNumericLiteral));
      }
    }
  });

  it('formats amounts beyond 2^53 minor units exactly', () => {
    expect(createMoneyFormatter({}).minor(123456789012345678n)).toBe('$1,234,567,890,123,456.78');
    expect(createMoneyFormatter({ format: 'decimal' }).minor(123456789012345678n)).toBe('1234567890123456.78');
  });

  it('offers numbers and plain decimal strings for machine clients', () => {
    expect(createMoneyFormatter({ format: 'number' }).minor(123456n)).toBe(1234.56);
    expect(createMoneyFormatter({ format: 'number', currency: 'JPY' }).minor(1235n)).toBe(1235);
    expect(createMoneyFormatter({ format: 'decimal' }).minor(5n)).toBe('0.05');
    expect(createMoneyFormatter({ format: 'decimal' }).minor(-5n)).toBe('-0.05');
    expect(createMoneyFormatter({ format: 'NUMBER' }).format).toBe('number');
  });

  it('rejects an unknown format or an invalid locale, naming the parameter', () => {
    expect(() => createMoneyFormatter({ format: 'xml' })).toThrow(/format: must be one of string, number, decimal/);
    expect(() => createMoneyFormatter({ locale: 'en_US!' })).toThrow(InvalidParameterError);
    try {
      createMoneyFormatter({ locale: '123' });
    } catch (e) {
      expect((e as InvalidParameterError).issues[0].parameter).toBe('locale');
    }
  });

  it('groupDigits handles primary and secondary group sizes', () => {
    const en = { group: ',', decimal: '.', primary: 3, secondary: 3 };
    const inStyle = { group: ',', decimal: '.', primary: 3, secondary: 2 };
    expect(groupDigits('1', en)).toBe('1');
    expect(groupDigits('123', en)).toBe('123');
    expect(groupDigits('1234', en)).toBe('1,234');
    expect(groupDigits('123456', en)).toBe('123,456');
    expect(groupDigits('1234567', en)).toBe('1,234,567');
    expect(groupDigits('1234567', inStyle)).toBe('12,34,567');
    expect(groupDigits('123456', inStyle)).toBe('1,23,456');
  });
});
