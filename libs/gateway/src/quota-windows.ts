/**
 * The counting windows of a request: the calendar month in UTC (the plan's quota) and the current second (the
 * burst limit). Pure functions of the clock, so month rollover is testable with any instant.
 */
export interface MonthWindow {
  /** `YYYY-MM` */
  month: string;
  startMs: number;
  /** First millisecond of the next month: when the quota resets. */
  resetMs: number;
}

export function monthWindow(nowMs: number): MonthWindow {
  const d = new Date(nowMs);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  const start = new Date(0);
  start.setUTCFullYear(year, month, 1);
  const reset = new Date(0);
  reset.setUTCFullYear(year, month + 1, 1);
  return { month: `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}`, startMs: start.getTime(), resetMs: reset.getTime() };
}

export function secondsUntil(targetMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((targetMs - nowMs) / 1000));
}

export const monthCounterKey = (keyId: string, month: string) => `quota:month:${keyId}:${month}`;
export const secondCounterKey = (keyId: string, nowMs: number) => `quota:second:${keyId}:${Math.floor(nowMs / 1000)}`;
export const revokedFlagKey = (keyId: string) => `revoked:${keyId}`;
