/**
 * Response headers for a counted request: the marketplace's `x-ratelimit-requests-*` trio (monthly quota) and
 * the IETF RateLimit-Policy / RateLimit pair (draft-ietf-httpapi-ratelimit-headers, structured fields) carrying
 * both policies: the monthly quota and the per-second burst.
 */
export interface RateLimitState {
  monthlyLimit: number;
  monthlyUsed: number;
  monthlyResetSeconds: number;
  /** Length of the current month in seconds (the policy's window). */
  monthSeconds: number;
  burstLimit: number;
  burstUsed: number;
}

export function rateLimitHeaders(s: RateLimitState): Record<string, string> {
  const monthlyRemaining = Math.max(0, s.monthlyLimit - s.monthlyUsed);
  const burstRemaining = Math.max(0, s.burstLimit - s.burstUsed);
  return {
    'x-ratelimit-requests-limit': String(s.monthlyLimit),
    'x-ratelimit-requests-remaining': String(monthlyRemaining),
    'x-ratelimit-requests-reset': String(s.monthlyResetSeconds),
    'ratelimit-policy': `"monthly";q=${s.monthlyLimit};w=${s.monthSeconds}, "burst";q=${s.burstLimit};w=1`,
    ratelimit: `"monthly";r=${monthlyRemaining};t=${s.monthlyResetSeconds}, "burst";r=${burstRemaining};t=1`,
  };
}
