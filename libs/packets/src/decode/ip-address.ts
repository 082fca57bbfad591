/**
 * Addresses are kept as short strings while packets are processed (cheap to hash, no formatting per packet):
 * IPv4 as 2 chars of 16 bits, IPv6 as 8 chars. They become text only when a result is written.
 */
export function v4Key(b: Uint8Array, o: number): string {
  return String.fromCharCode((b[o] << 8) | b[o + 1], (b[o + 2] << 8) | b[o + 3]);
}

export function v6Key(b: Uint8Array, o: number): string {
  return String.fromCharCode(
    (b[o] << 8) | b[o + 1],
    (b[o + 2] << 8) | b[o + 3],
    (b[o + 4] << 8) | b[o + 5],
    (b[o + 6] << 8) | b[o + 7],
    (b[o + 8] << 8) | b[o + 9],
    (b[o + 10] << 8) | b[o + 11],
    (b[o + 12] << 8) | b[o + 13],
    (b[o + 14] << 8) | b[o + 15],
  );
}

export function v4KeyOf(n: number): string {
  return String.fromCharCode((n >>> 16) & 0xffff, n & 0xffff);
}

/** Text form: dotted quad, or RFC 5952 IPv6 (longest zero run compressed, lower case). */
export function formatAddress(key: string): string {
  if (key.length === 2) return formatV4(((key.charCodeAt(0) << 16) | key.charCodeAt(1)) >>> 0);
  if (key.length !== 8) return key;
  const groups = [...key].map((c) => c.charCodeAt(0));
  let bestStart = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLen).join(':')}`;
}

export function formatV4(n: number): string {
  return `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
}

export function parseV4(text: string): number {
  const parts = text.split('.').map(Number);
  return ((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) >>> 0;
}

/**
 * RFC 1918, loopback, link-local, CGNAT, multicast and broadcast: addresses that are not "somewhere on the
 * internet". IPv6: ULA fc00::/7, link-local fe80::/10, loopback, multicast.
 */
export function isInternal(key: string): boolean {
  if (key.length === 2) {
    const hi = key.charCodeAt(0);
    const a = hi >>> 8;
    const b = hi & 255;
    return (
      a === 10 || a === 127 || a === 0 || a >= 224 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) ||
      (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (key.length === 8) {
    const g = key.charCodeAt(0);
    return (g & 0xfe00) === 0xfc00 || (g & 0xffc0) === 0xfe80 || (g & 0xff00) === 0xff00 || key === '\0\0\0\0\0\0\0\u0001';
  }
  return true;
}
