/**
 * Delta-T (TT - UT) from the Swiss Ephemeris-derived table in data/delta-t.json (see data/PROVENANCE.md), installed
 * into astronomy-engine: its built-in model runs ~5 s ahead in 2025 and ~109 s in 2100, which moves the Moon.
 */
import { DeltaT_EspenakMeeus, SetDeltaTFunction } from 'astronomy-engine';
import table from '../../data/delta-t.json';

const ROWS = table.rows as [number, number][];
const FIRST = ROWS[0][0];
const LAST = ROWS[ROWS.length - 1][0];
const STEP = 0.5;
/** J2000.0 = 2000-01-01T12:00 UT; a Julian year is 365.25 days. */
const J2000_YEAR = 2000.0 + 0.5 / 365.25;

/** Delta-T in seconds for a decimal year, linearly interpolated in the half-year table. */
export function deltaTSecondsForYear(year: number): number {
  if (year <= FIRST || year >= LAST) return DeltaT_EspenakMeeus((year - J2000_YEAR) * 365.25);
  const i = Math.floor((year - FIRST) / STEP);
  const [y0, v0] = ROWS[i];
  const [, v1] = ROWS[i + 1];
  return v0 + ((v1 - v0) * (year - y0)) / STEP;
}

/** Delta-T in seconds at `ut` days since J2000 (astronomy-engine's time argument). */
export function deltaTSeconds(ut: number): number {
  return deltaTSecondsForYear(J2000_YEAR + ut / 365.25);
}

let installed = false;
/** Makes astronomy-engine use the table. Idempotent; every entry point of this library calls it first. */
export function installDeltaT(): void {
  if (installed) return;
  SetDeltaTFunction(deltaTSeconds);
  installed = true;
}
