/**
 * TLS ClientHello: the server name (SNI) and the JA4 fingerprint (FoxIO's JA4 "TLS client" method, BSD-3):
 *   t<version><d|i><ciphers:2><extensions:2><alpn first+last char>_<sha256/12 of sorted ciphers>_<sha256/12 of
 *   sorted extensions without SNI and ALPN, then "_" and the signature algorithms in order>
 * GREASE values are ignored everywhere. Only records that start in this segment are read (no reassembly).
 */
import { createHash } from 'node:crypto';

export interface ClientHello {
  sni: string | null;
  ja4: string;
  alpn: string | null;
}

const isGrease = (v: number): boolean => (v & 0x0f0f) === 0x0a0a && v >> 8 === (v & 0xff);
const hex4 = (v: number): string => v.toString(16).padStart(4, '0');
const hash12 = (s: string): string => (s === '' ? '000000000000' : createHash('sha256').update(s).digest('hex').slice(0, 12));

const VERSIONS: Record<number, string> = { 0x0304: '13', 0x0303: '12', 0x0302: '11', 0x0301: '10', 0x0300: 's3', 0x0002: 's2', 0xfeff: 'd1', 0xfefd: 'd2', 0xfefc: 'd3' };

export function looksLikeClientHello(d: Uint8Array, start: number, end: number): boolean {
  return end - start >= 9 && d[start] === 0x16 && d[start + 1] === 0x03 && d[start + 5] === 0x01;
}

export function parseClientHello(d: Uint8Array, start: number, end: number, transport: 't' | 'q' = 't'): ClientHello | null {
  if (!looksLikeClientHello(d, start, end)) return null;
  const u16 = (o: number): number => (d[o] << 8) | d[o + 1];
  const hsLen = (d[start + 6] << 16) | (d[start + 7] << 8) | d[start + 8];
  const stop = Math.min(end, start + 9 + hsLen);
  let o = start + 9;
  if (stop - o < 38) return null;
  const legacyVersion = u16(o);
  o += 34;
  o += 1 + d[o]; // session id
  if (o + 2 > stop) return null;
  const cipherLen = u16(o);
  o += 2;
  if (o + cipherLen > stop) return null;
  const ciphers: number[] = [];
  for (let i = 0; i + 1 < cipherLen; i += 2) {
    const c = u16(o + i);
    if (!isGrease(c)) ciphers.push(c);
  }
  o += cipherLen;
  if (o >= stop) return null;
  o += 1 + d[o]; // compression methods
  const extensions: number[] = [];
  let sni: string | null = null;
  let alpn: string | null = null;
  let sigAlgs: number[] = [];
  let version = legacyVersion;
  if (o + 2 <= stop) {
    const extEnd = Math.min(stop, o + 2 + u16(o));
    o += 2;
    while (o + 4 <= extEnd) {
      const type = u16(o);
      const len = u16(o + 2);
      const v = o + 4;
      if (v + len > extEnd) break;
      if (!isGrease(type)) extensions.push(type);
      if (type === 0x0000 && len >= 5) {
        const nameLen = u16(v + 3);
        if (v + 5 + nameLen <= v + len) sni = Buffer.from(d.subarray(v + 5, v + 5 + nameLen)).toString('latin1');
      } else if (type === 0x0010 && len >= 3) {
        const first = d[v + 2];
        if (first > 0 && v + 3 + first <= v + len) alpn = Buffer.from(d.subarray(v + 3, v + 3 + first)).toString('latin1');
      } else if (type === 0x000d && len >= 2) {
        const n = u16(v);
        sigAlgs = [];
        for (let i = 0; i + 1 < n && v + 2 + i + 1 < v + len; i += 2) {
          const s = u16(v + 2 + i);
          if (!isGrease(s)) sigAlgs.push(s);
        }
      } else if (type === 0x002b && len >= 1) {
        let best = 0;
        for (let i = 1; i + 1 < 1 + d[v] && v + i + 1 < v + len; i += 2) {
          const s = u16(v + i);
          if (!isGrease(s) && s > best) best = s;
        }
        if (best) version = best;
      }
      o = v + len;
    }
  }
  const alpnCode = alpnChars(alpn);
  const count = (n: number): string => String(Math.min(n, 99)).padStart(2, '0');
  const a = `${transport}${VERSIONS[version] ?? '00'}${sni !== null ? 'd' : 'i'}${count(ciphers.length)}${count(extensions.length)}${alpnCode}`;
  const b = hash12(ciphers.map(hex4).sort().join(','));
  const extList = extensions.filter((e) => e !== 0x0000 && e !== 0x0010).map(hex4).sort().join(',');
  const c = extensions.length === 0 ? '000000000000' : hash12(sigAlgs.length ? `${extList}_${sigAlgs.map(hex4).join(',')}` : extList);
  return { sni, alpn, ja4: `${a}_${b}_${c}` };
}

/** First and last character of the first ALPN value; non-alphanumeric ends use the hex of the first/last byte. */
function alpnChars(alpn: string | null): string {
  if (!alpn) return '00';
  const first = alpn[0];
  const last = alpn[alpn.length - 1];
  const alnum = (ch: string): boolean => /^[A-Za-z0-9]$/.test(ch);
  if (alnum(first) && alnum(last)) return first + last;
  const hex = Buffer.from(alpn, 'latin1').toString('hex');
  return hex[0] + hex[hex.length - 1];
}
