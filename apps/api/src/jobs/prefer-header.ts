/**
 * RFC 7240 `Prefer`: `respond-async` asks for a 202 at once; `wait=N` (seconds) sets how long to wait for the
 * result before answering 202. Unknown preferences are ignored, as the RFC requires.
 */
export interface Preferences {
  respondAsync: boolean;
  waitSeconds: number | null;
}

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { respondAsync: false, waitSeconds: null };
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const value of values) {
    for (const token of value.split(',')) {
      const [name, arg] = token.split(';')[0].trim().split('=').map((s) => s.trim().replace(/^"|"$/g, ''));
      if (name.toLowerCase() === 'respond-async') prefs.respondAsync = true;
      if (name.toLowerCase() === 'wait' && arg !== undefined && /^\d+$/.test(arg)) prefs.waitSeconds = Number(arg);
    }
  }
  return prefs;
}
