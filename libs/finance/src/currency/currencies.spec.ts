import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { currencyTable, resolveCurrency, SUPPORTED_CURRENCIES, symbolNeedsSpace } from './currencies';

describe('currency table', () => {
  // The 31 codes of the spec, in its order.
  const SPEC = 'NOK EUR HKD CZK THB CHF USD ISK GBP JPY BGN CNY IDR TRY NZD SGD DKK AUD BRL ILS SEK CAD HUF ZAR MYR KRW MXN INR PHP PLN RON';

  it('holds exactly the spec codes', () => {
    expect(SUPPORTED_CURRENCIES.join(' ')).toBe(SPEC);
  });

  it('pins ISO 4217 minor units: 0 for JPY, KRW, ISK; 2 for the rest, including HUF and IDR', () => {
    const zero = currencyTable().filter((c) => c.minorUnits === 0).map((c) => c.code).sort();
    expect(zero).toEqual(['ISK', 'JPY', 'KRW']);
    expect(resolveCurrency('HUF').minorUnits).toBe(2);
    expect(resolveCurrency('IDR').minorUnits).toBe(2);
  });

  it('agrees with ICU (a second source) on minor units everywhere except HUF and IDR, where ICU uses cash digits', () => {
    for (const c of currencyTable()) {
      const icu = new Intl.NumberFormat('en', { style: 'currency', currency: c.code }).resolvedOptions()
        .maximumFractionDigits;
      if (c.code === 'HUF' || c.code === 'IDR') expect(icu).toBe(0);
      else expect(c.minorUnits).toBe(icu);
    }
  });

  it('gives every currency a symbol and never gives two dollar or yuan currencies the same one', () => {
    const symbols = currencyTable().map((c) => c.symbol);
    expect(symbols.every((s) => s.length > 0)).toBe(true);
    const dollarsAndYen = symbols.filter((s) => s.includes('$') || s.includes('¥'));
    expect(new Set(dollarsAndYen).size).toBe(dollarsAndYen.length);
  });

  it('is case-insensitive and defaults to USD', () => {
    expect(resolveCurrency('eur').code).toBe('EUR');
    expect(resolveCurrency(undefined).code).toBe('USD');
    expect(resolveCurrency('').code).toBe('USD');
  });

  it('rejects an unknown code on `currency`, listing all 31 codes', () => {
    try {
      resolveCurrency('XYZ');
      throw new Error('expected a throw');
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidParameterError);
      const issue = (e as InvalidParameterError).issues[0];
      expect(issue.parameter).toBe('currency');
      for (const code of SPEC.split(' ')) expect(issue.message).toContain(code);
    }
    expect(() => resolveCurrency(42)).toThrow(InvalidParameterError);
  });

  it('puts a space only after word symbols', () => {
    expect(symbolNeedsSpace('kr')).toBe(true);
    expect(symbolNeedsSpace('CHF')).toBe(true);
    expect(symbolNeedsSpace('$')).toBe(false);
    expect(symbolNeedsSpace('R$')).toBe(false);
    expect(symbolNeedsSpace('₹')).toBe(false);
  });
});
