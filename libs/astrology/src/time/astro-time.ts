/** Building astronomy-engine times from UT, the one direction that is always safe (TT→UT can loop for large |tt|). */
import { AstroTime } from 'astronomy-engine';
import { installDeltaT } from './delta-t';

const MS_PER_DAY = 86_400_000;
const J2000_MS = Date.UTC(2000, 0, 1, 12, 0, 0);

export function timeFromDate(utc: Date): AstroTime {
  installDeltaT();
  return new AstroTime((utc.getTime() - J2000_MS) / MS_PER_DAY);
}

export function timeFromUtDays(ut: number): AstroTime {
  installDeltaT();
  return new AstroTime(ut);
}

/**
 * The time whose TT is `ttDays` (days since J2000 TT), found by fixed-point iteration on UT = TT - Delta-T:
 * Delta-T changes by well under a second a day, so two rounds agree to microseconds.
 */
export function timeFromTtDays(ttDays: number): AstroTime {
  installDeltaT();
  let t = new AstroTime(ttDays);
  for (let i = 0; i < 3; i++) t = new AstroTime(t.ut + (ttDays - t.tt));
  return t;
}

/** Julian centuries of TT since J2000: the argument of every polynomial lunar element. */
export function centuriesTT(t: AstroTime): number {
  return t.tt / 36525;
}

export function julianDayUT(t: AstroTime): number {
  return t.ut + 2451545.0;
}
