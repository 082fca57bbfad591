import { monthWindow, secondsUntil } from './quota-windows';
import { rateLimitHeaders } from './rate-limit-headers';

describe('monthWindow', () => {
  it('is the calendar month in UTC, resetting at the first instant of the next month', () => {
    const w = monthWindow(Date.UTC(2026, 10, 30, 23, 59, 59, 999));
    expect(w).toEqual({ month: '2026-11', startMs: Date.UTC(2026, 10, 1), resetMs: Date.UTC(2026, 11, 1) });
    expect(monthWindow(Date.UTC(2026, 11, 1)).month).toBe('2026-12');
  });

  it('rolls over the year and handles February in leap and common years', () => {
    expect(monthWindow(Date.UTC(2026, 11, 31, 12)).resetMs).toBe(Date.UTC(2027, 0, 1));
    const feb2028 = monthWindow(Date.UTC(2028, 1, 10));
    expect((feb2028.resetMs - feb2028.startMs) / 86_400_000).toBe(29);
    const feb2027 = monthWindow(Date.UTC(2027, 1, 10));
    expect((feb2027.resetMs - feb2027.startMs) / 86_400_000).toBe(28);
  });

  it('counts whole seconds until a reset, never zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_999)).toBe(1);
    expect(secondsUntil(10_000, 10_500)).toBe(1);
  });
});

describe('rateLimitHeaders', () => {
  it('reports both policies and never a negative remainder', () => {
    const h = rateLimitHeaders({ monthlyLimit: 100, monthlyUsed: 101, monthlyResetSeconds: 3600, monthSeconds: 2_592_000, burstLimit: 2, burstUsed: 1 });
    expect(h).toEqual({
      'x-ratelimit-requests-limit': '100',
      'x-ratelimit-requests-remaining': '0',
      'x-ratelimit-requests-reset': '3600',
      'ratelimit-policy': '"monthly";q=100;w=2592000, "burst";q=2;w=1',
      ratelimit: '"monthly";r=0;t=3600, "burst";r=1;t=1',
    });
  });
});
