import { CalendarDate, formatIsoDate } from './calendar';
import { AgeSpan, pinnacleSpans } from './cycle-ages';
import { lifePathReduction } from './date-components';
import { IntegerInput } from './params';
import { parseDateParts } from './parse-date';
import { NumberReading, buildReading } from './reading';
import { root } from './reduce';
import { NumberText, TextCatalog, textFor } from './texts';

export interface ChallengeInput {
  birth_year: IntegerInput;
  birth_month: IntegerInput;
  birth_day: IntegerInput;
}

/** The spec's per-challenge object (mixed-case field names are the spec's). */
export interface SpecChallenge {
  Challenge_number: number;
  Challenge_summary: string;
}

export type ChallengeKey = 'challenge_birth' | 'challenge_love' | 'challenge_life' | 'challenge_death';
export type ChallengeLabel = 'Challenge of Birth' | 'Challenge of Love' | 'Challenge of Life' | 'Challenge of Death';

export interface ChallengeDetail extends NumberText, AgeSpan {
  position: 'first' | 'second' | 'third' | 'fourth';
  spec_key: ChallengeKey;
  label: ChallengeLabel;
  number: number;
  calculation: string;
  /** The third (main) challenge is felt throughout life, beside its own span. */
  lifelong: boolean;
}

export interface ChallengeResult extends NumberReading {
  challenge_birth: SpecChallenge;
  challenge_death: SpecChallenge;
  challenge_life: SpecChallenge;
  challenge_love: SpecChallenge;
  meanings: Record<ChallengeLabel, string>;
  birth_date: string;
  challenges: ChallengeDetail[];
}

/**
 * The classical challenges and the spec's keys (conventions §5): the first challenge is `challenge_birth`
 * (confirmed by the marketplace example 1992-07-16 → 0); the second is `challenge_love`, the third (main, lifelong)
 * `challenge_life`, the fourth (last period) `challenge_death` — the last three inferred by meaning.
 */
const MAPPING: readonly { position: ChallengeDetail['position']; key: ChallengeKey; label: ChallengeLabel }[] = [
  { position: 'first', key: 'challenge_birth', label: 'Challenge of Birth' },
  { position: 'second', key: 'challenge_love', label: 'Challenge of Love' },
  { position: 'third', key: 'challenge_life', label: 'Challenge of Life' },
  { position: 'fourth', key: 'challenge_death', label: 'Challenge of Death' },
];

/** The four challenge numbers (0-8) from root(month), root(day), root(year), with their working. */
export function challengeNumbers(date: CalendarDate): { numbers: [number, number, number, number]; steps: string[] } {
  const m = root(date.month);
  const d = root(date.day);
  const y = root(date.year);
  const first = Math.abs(m - d);
  const second = Math.abs(d - y);
  const third = Math.abs(first - second);
  const fourth = Math.abs(m - y);
  return {
    numbers: [first, second, third, fourth],
    steps: [
      `first |${m} − ${d}| = ${first}`,
      `second |${d} − ${y}| = ${second}`,
      `third |${first} − ${second}| = ${third}`,
      `fourth |${m} − ${y}| = ${fourth}`,
    ],
  };
}

export function challengesOf(date: CalendarDate, texts: TextCatalog): ChallengeResult {
  const { numbers, steps } = challengeNumbers(date);
  const spans = pinnacleSpans(lifePathReduction(date).value, date.year);
  const roots = `month ${date.month} → ${root(date.month)}, day ${date.day} → ${root(date.day)}, year ${date.year} → ${root(date.year)}`;
  const details = MAPPING.map((entry, index): ChallengeDetail => {
    const text = textFor(texts, 'challenge', numbers[index]);
    return {
      position: entry.position,
      spec_key: entry.key,
      label: entry.label,
      number: numbers[index],
      calculation: steps[index],
      lifelong: entry.position === 'third',
      ...spans[index],
      title: text.title,
      keywords: text.keywords,
      meaning: text.meaning,
      detailed_meaning: text.detailed_meaning,
    };
  });
  const spec = (index: number): SpecChallenge => ({ Challenge_number: details[index].number, Challenge_summary: details[index].meaning });
  const main = buildReading(
    { number: numbers[2], chain: [numbers[2]], calculation: `${roots}; ${steps.join('; ')}`, method: 'absolute_differences', family: 'challenge' },
    texts,
  );
  return {
    challenge_birth: spec(0),
    challenge_death: spec(3),
    challenge_life: spec(2),
    challenge_love: spec(1),
    meanings: {
      'Challenge of Birth': details[0].detailed_meaning,
      'Challenge of Death': details[3].detailed_meaning,
      'Challenge of Life': details[2].detailed_meaning,
      'Challenge of Love': details[1].detailed_meaning,
    },
    ...main,
    birth_date: formatIsoDate(date),
    challenges: details,
  };
}

/** /challenge_number (birth_year, birth_month, birth_day). The top-level `number` is the main (third) challenge. */
export function challengeNumber(input: ChallengeInput, texts: TextCatalog): ChallengeResult {
  const date = parseDateParts(
    { year: input.birth_year, month: input.birth_month, day: input.birth_day },
    { year: 'birth_year', month: 'birth_month', day: 'birth_day' },
  );
  return challengesOf(date, texts);
}
