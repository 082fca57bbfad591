/**
 * The start of an HTTP/1.x request in one TCP segment: request line, Host, User-Agent and Authorization.
 * Only the first 4 KB are looked at; bodies are never read.
 */
export interface HttpRequest {
  method: string;
  target: string;
  host: string | null;
  userAgent: string | null;
  authorization: string | null;
}

const METHODS = /^(GET|POST|PUT|DELETE|HEAD|OPTIONS|PATCH|CONNECT|TRACE|PROPFIND) (\S{1,2048}) HTTP\/1\.[01]\r?$/;

/** Cheap check before decoding text: an upper-case letter, as every method starts. */
export function mayBeHttpRequest(d: Uint8Array, start: number, end: number): boolean {
  return end - start >= 14 && d[start] >= 0x41 && d[start] <= 0x5a && d[start + 1] >= 0x41 && d[start + 1] <= 0x5a;
}

export function parseHttpRequest(d: Uint8Array, start: number, end: number): HttpRequest | null {
  if (!mayBeHttpRequest(d, start, end)) return null;
  const text = Buffer.from(d.buffer, d.byteOffset + start, Math.min(end - start, 4096)).toString('latin1');
  const lines = text.split('\n');
  const m = METHODS.exec(lines[0]);
  if (!m) return null;
  const req: HttpRequest = { method: m[1], target: m[2], host: null, userAgent: null, authorization: null };
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    if (line === '') break;
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'host') req.host = value.toLowerCase();
    else if (name === 'user-agent') req.userAgent = value;
    else if (name === 'authorization') req.authorization = value;
  }
  return req;
}

/** The user name of an HTTP Basic Authorization value (the password is dropped here, never kept). */
export function basicAuthUser(authorization: string | null): string | null {
  if (!authorization || !/^basic\s+/i.test(authorization)) return null;
  const decoded = Buffer.from(authorization.replace(/^basic\s+/i, ''), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(0, colon) : null;
}
