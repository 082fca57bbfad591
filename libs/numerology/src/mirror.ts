import { formatIsoDate } from './calendar';
import { lifePathReduction } from './date-components';
import { invalidInput, quoteValue } from './errors';
import { BooleanInput, IntegerInput, parseBoolean, parseInteger } from './params';
import { parseIsoDate } from './parse-date';
import { MASTER_NUMBERS, formatChain, reduceNumber, root } from './reduce';
import { KeyedText, TextCatalog, textFor } from './texts';

/** The numbers of the mirror grid, in the order the full grid is returned. */
export const MIRROR_GRID: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, ...MASTER_NUMBERS];

/**
 * The mirror of n (conventions §5): its nine-complement on the 1-9 circle — 1↔8, 2↔7, 3↔6, 4↔5, 9↔9 — taken on
 * the root for master numbers (11→7, 22→5, 33→3). n + mirror(n) ≡ 0 (mod 9), and on a circle of 1-9 it is the
 * reflection across the axis through 9.
 */
export function mirrorOf(n: number): number {
  const r = root(n);
  return r === 9 ? 9 : 9 - r;
}

/**
 * The mirror circle n belongs to: every grid number whose root is root(n) or its mirror, ascending
 * (2 → [2, 7, 11]; 9 → [9]).
 */
export function mirrorCycle(n: number): number[] {
  const roots = new Set([root(n), mirrorOf(n)]);
  return MIRROR_GRID.filter((value) => roots.has(root(value))).sort((a, b) => a - b);
}

export interface MirrorEntry {
  number: number;
  mirror_number: number;
  /** The first keyword of the mirror's text. */
  keyword: string;
  /** The mirror text of the mirror number: what the reflection of this number brings out. */
  meaning: string;
  calculation: string;
  detailed_meaning?: string;
  title?: string;
  keywords?: string[];
  cycle?: number[];
  cycle_keywords?: string[];
}

function mirrorEntry(n: number, expanded: boolean, texts: TextCatalog): MirrorEntry {
  const mirror = mirrorOf(n);
  const text = textFor(texts, 'mirror', mirror);
  const calculation = root(n) === n
    ? `9-circle: ${n} ↔ ${mirror}`
    : `root(${n}) = ${root(n)}; 9-circle: ${root(n)} ↔ ${mirror}`;
  const entry: MirrorEntry = { number: n, mirror_number: mirror, keyword: text.keywords[0] ?? '', meaning: text.meaning, calculation };
  if (expanded) {
    const cycle = mirrorCycle(n);
    entry.title = text.title;
    entry.keywords = text.keywords;
    entry.detailed_meaning = text.detailed_meaning;
    entry.cycle = cycle;
    entry.cycle_keywords = cycle.map((member) => textFor(texts, 'mirror', member).keywords[0] ?? '');
  }
  return entry;
}

export interface MirrorNumbersInput {
  base?: IntegerInput;
  expanded?: BooleanInput;
}

export interface MirrorNumbersResult {
  /** The base as reduced (masters kept), or null when the full grid was asked for. */
  base: number | null;
  base_calculation: string | null;
  expanded: boolean;
  mirrors: MirrorEntry[];
  method: 'nine_complement';
}

/** /mirror-numbers: one base (any positive whole number, reduced with masters kept) or the full grid. */
export function mirrorNumbers(input: MirrorNumbersInput, texts: TextCatalog): MirrorNumbersResult {
  const expanded = parseBoolean(input.expanded, 'expanded');
  const absent = input.base === undefined || input.base === null || (typeof input.base === 'string' && input.base.trim() === '');
  if (absent) {
    return { base: null, base_calculation: null, expanded, mirrors: MIRROR_GRID.map((n) => mirrorEntry(n, expanded, texts)), method: 'nine_complement' };
  }
  const raw = parseInteger(input.base, 'base');
  if (raw < 1) throw invalidInput('invalid_value', 'base', `must be a positive whole number; got ${quoteValue(input.base)}`);
  const reduction = reduceNumber(raw, 'keep_masters');
  return {
    base: reduction.value,
    base_calculation: formatChain(reduction.chain),
    expanded,
    mirrors: [mirrorEntry(reduction.value, expanded, texts)],
    method: 'nine_complement',
  };
}

export interface MirrorPathInput {
  dob: string;
  expanded?: BooleanInput;
}

export interface MirrorPathResult {
  dob: string;
  life_path_number: number;
  mirror_path_number: number;
  life_path_meaning: string;
  mirror_path_meaning: string;
  /** base → mirror → base: the two-step loop the path walks. */
  loop: number[];
  /** The consistent fields: `number` is the mirror path; masters never occur on the 1-9 circle. */
  number: number;
  master_number: boolean;
  /** Karmic debt met while reducing the life path (the only reduction here). */
  karmic_debt: number | null;
  calculation: string;
  method: 'nine_complement';
  expanded: boolean;
  life_path_text?: KeyedText;
  mirror_path_text?: KeyedText;
  cycle?: number[];
  cycle_keywords?: string[];
}

/** /mirror-path: the life path (component method), its mirror, and the loop between them. */
export function mirrorPath(input: MirrorPathInput, texts: TextCatalog): MirrorPathResult {
  const date = parseIsoDate(input.dob, 'dob', { allowCompact: true });
  const expanded = parseBoolean(input.expanded, 'expanded');
  const lifePath = lifePathReduction(date);
  const mirror = mirrorOf(lifePath.value);
  const lifeText = textFor(texts, 'life_path', lifePath.value);
  const mirrorText = textFor(texts, 'mirror', mirror);
  const result: MirrorPathResult = {
    dob: formatIsoDate(date),
    life_path_number: lifePath.value,
    mirror_path_number: mirror,
    life_path_meaning: lifeText.meaning,
    mirror_path_meaning: mirrorText.meaning,
    loop: [lifePath.value, mirror, lifePath.value],
    number: mirror,
    master_number: MASTER_NUMBERS.includes(mirror),
    karmic_debt: lifePath.karmic_debt,
    calculation: `${lifePath.calculation}; ${mirrorEntry(lifePath.value, false, texts).calculation}`,
    method: 'nine_complement',
    expanded,
  };
  if (expanded) {
    const cycle = mirrorCycle(lifePath.value);
    result.life_path_text = lifeText;
    result.mirror_path_text = mirrorText;
    result.cycle = cycle;
    result.cycle_keywords = cycle.map((member) => textFor(texts, 'mirror', member).keywords[0] ?? '');
  }
  return result;
}
