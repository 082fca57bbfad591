import { root } from './reduce';

/** The age span of one of the four pinnacles (and the challenge running alongside it). */
export interface AgeSpan {
  from_age: number;
  /** null for the last, open-ended span. */
  to_age: number | null;
  start_year: number;
  end_year: number | null;
}

/**
 * Pinnacle ages (conventions §5): the first pinnacle ends at 36 − root(life path); the second and third last 9
 * years each; the fourth is open-ended. Boundaries are shared (0-31, 31-40, 40-49, 49-) because a pinnacle turns
 * over during the personal year of that birthday, not on it. Years are birth year + age.
 */
export function pinnacleSpans(lifePathNumber: number, birthYear: number): [AgeSpan, AgeSpan, AgeSpan, AgeSpan] {
  const firstEnd = 36 - root(lifePathNumber);
  const bounds: [number, number | null][] = [
    [0, firstEnd],
    [firstEnd, firstEnd + 9],
    [firstEnd + 9, firstEnd + 18],
    [firstEnd + 18, null],
  ];
  const spans = bounds.map(([from, to]) => ({
    from_age: from,
    to_age: to,
    start_year: birthYear + from,
    end_year: to === null ? null : birthYear + to,
  }));
  return [spans[0], spans[1], spans[2], spans[3]];
}
