import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';

/**
 * Ge'ez (Ethiopic) numerals. There is no zero and no place value: ones ፩-፱ and tens ፲-፺ write each pair
 * of decimal digits, ፻ (100) follows the hundreds pair and ፼ (10,000) follows the ten-thousands group.
 * A multiplier of one is left out before ፻ and ፼ (100 = ፻, 10000 = ፼, 10100 = ፼፻); 1000 = ፲፻, 2016 = ፳፻፲፮.
 */

export const MAX_GEEZ_NUMBER = 99_999_999;

const ONES = ['', '፩', '፪', '፫', '፬', '፭', '፮', '፯', '፰', '፱'];
const TENS = ['', '፲', '፳', '፴', '፵', '፶', '፷', '፸', '፹', '፺'];
const HUNDRED = '፻';
const TEN_THOUSAND = '፼';

/** 1..99 as tens then ones; '' for 0. */
function pairToGeez(n: number): string {
  return TENS[Math.floor(n / 10)] + ONES[n % 10];
}

/** 1..9999: [hundreds pair]፻[pair], the hundreds multiplier omitted when it is one. */
function groupToGeez(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return pairToGeez(rest);
  return (hundreds === 1 ? '' : pairToGeez(hundreds)) + HUNDRED + pairToGeez(rest);
}

/** Arabic integer (1..99,999,999) to a Ge'ez numeral. */
export function toGeezNumeral(value: number, parameter = 'number'): string {
  if (!Number.isInteger(value) || value < 1 || value > MAX_GEEZ_NUMBER) {
    throw invalidParameter(
      parameter,
      `${parameter} must be a whole number from 1 to ${MAX_GEEZ_NUMBER} (Ge'ez numerals have no zero or fractions); got ${value}`,
    );
  }
  const high = Math.floor(value / 10_000);
  const low = value % 10_000;
  if (high === 0) return groupToGeez(low);
  return (high === 1 ? '' : groupToGeez(high)) + TEN_THOUSAND + groupToGeez(low);
}

// One group: optional "pair ፻" then an optional pair; a pair is an optional ten then an optional one.
const PAIR = '([፲-፺])?([፩-፱])?';
const GROUP = `(?:${PAIR}(፻))?${PAIR}`;
const NUMERAL = new RegExp(`^(?:${GROUP}(፼))?${GROUP}$`, 'u');

function digitValue(symbol: string | undefined, table: string[]): number {
  return symbol ? table.indexOf(symbol) : 0;
}

/**
 * Ge'ez numeral to an integer. Accepts the usual form and the variant that writes an explicit ፩ before
 * ፻ or ፼ (፩፻ = 100); rejects anything else (wrong order, repeated signs, other characters).
 */
export function fromGeezNumeral(text: string, parameter = 'number'): number {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  const match = trimmed === '' ? null : NUMERAL.exec(trimmed);
  if (!match) {
    throw invalidParameter(
      parameter,
      `${parameter} must be a whole number or a Ge'ez numeral written with ፩-፱, ፲-፺, ፻ and ፼ (e.g. ፳፻፲፮ for 2016); got ${JSON.stringify(text)}`,
    );
  }
  const [, t1, o1, h1, t2, o2, myriad, t3, o3, h2, t4, o4] = match;
  const group = (tensA?: string, onesA?: string, hundredSign?: string, tensB?: string, onesB?: string) => {
    const upper = digitValue(tensA, TENS) * 10 + digitValue(onesA, ONES);
    const lower = digitValue(tensB, TENS) * 10 + digitValue(onesB, ONES);
    return hundredSign ? (upper === 0 ? 1 : upper) * 100 + lower : lower;
  };
  const high = myriad ? group(t1, o1, h1, t2, o2) || 1 : 0;
  const low = group(t3, o3, h2, t4, o4);
  const value = high * 10_000 + low;
  if (value === 0) {
    throw invalidParameter(parameter, `${JSON.stringify(text)} is not a Ge'ez numeral`);
  }
  return value;
}

export interface GeezNumeralResult {
  /** What was sent. */
  input: string;
  number: number;
  geez: string;
}

/**
 * `/geez-numeral`: converts either way. A number (or a string of ASCII digits) gives its Ge'ez numeral;
 * a Ge'ez numeral gives its value.
 */
export function geezNumeral(input: number | string): GeezNumeralResult {
  if (typeof input === 'number') {
    return { input: String(input), number: input, geez: toGeezNumeral(input) };
  }
  const text = typeof input === 'string' ? input.trim() : '';
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    return { input, number: value, geez: toGeezNumeral(value) };
  }
  const value = fromGeezNumeral(text);
  return { input, number: value, geez: toGeezNumeral(value) };
}
