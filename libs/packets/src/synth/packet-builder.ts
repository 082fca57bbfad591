/**
 * Builds packets byte by byte for the generated test captures (headers as the RFCs lay them out, IPv4 header
 * checksums filled in). Only what the tests and the sample need; not a general packet crafting library.
 */
export type Bytes = Uint8Array;

export const concat = (...parts: Bytes[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
};

export const ascii = (text: string): Bytes => new Uint8Array(Buffer.from(text, 'latin1'));

const u16 = (v: number): number[] => [(v >> 8) & 255, v & 255];
const u32 = (v: number): number[] => [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];

export function v4(text: string): number[] {
  return text.split('.').map(Number);
}

export function v6(text: string): number[] {
  const [head, tail] = text.includes('::') ? text.split('::') : [text, ''];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = [...h, ...new Array(8 - h.length - t.length).fill('0'), ...t].map((g) => parseInt(g, 16));
  return groups.flatMap(u16);
}

export function mac(text: string): number[] {
  return text.split(':').map((h) => parseInt(h, 16));
}

function checksum(bytes: number[]): number {
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 2) sum += (bytes[i] << 8) | (bytes[i + 1] ?? 0);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >> 16);
  return ~sum & 0xffff;
}

export interface Ipv4Options {
  ttl?: number;
  id?: number;
  /** Fragment offset in bytes (multiple of 8). */
  fragOffset?: number;
  moreFragments?: boolean;
  dontFragment?: boolean;
  evil?: boolean;
  /** Overrides the total length field (for malformed packets). */
  totalLength?: number;
}

export function ipv4(src: string, dst: string, proto: number, payload: Bytes, o: Ipv4Options = {}): Bytes {
  const flags = (o.evil ? 0x8000 : 0) | (o.dontFragment ? 0x4000 : 0) | (o.moreFragments ? 0x2000 : 0) | ((o.fragOffset ?? 0) >> 3);
  const header = [0x45, 0, ...u16(o.totalLength ?? 20 + payload.length), ...u16(o.id ?? 1), ...u16(flags), o.ttl ?? 64, proto, 0, 0, ...v4(src), ...v4(dst)];
  const sum = checksum(header);
  header[10] = sum >> 8;
  header[11] = sum & 255;
  return concat(new Uint8Array(header), payload);
}

export function ipv6(src: string, dst: string, next: number, payload: Bytes, hopLimit = 64): Bytes {
  return concat(new Uint8Array([0x60, 0, 0, 0, ...u16(payload.length), next, hopLimit, ...v6(src), ...v6(dst)]), payload);
}

export const TCP = { FIN: 0x01, SYN: 0x02, RST: 0x04, PSH: 0x08, ACK: 0x10, URG: 0x20 } as const;

export function tcp(sport: number, dport: number, flags: number, payload: Bytes = new Uint8Array(0), seq = 1000, ack = 0, window = 64240): Bytes {
  return concat(new Uint8Array([...u16(sport), ...u16(dport), ...u32(seq), ...u32(ack), 0x50, flags, ...u16(window), 0, 0, 0, 0]), payload);
}

export function udp(sport: number, dport: number, payload: Bytes): Bytes {
  return concat(new Uint8Array([...u16(sport), ...u16(dport), ...u16(8 + payload.length), 0, 0]), payload);
}

export function icmpEcho(type: number, id: number, seq: number, payload: Bytes): Bytes {
  return concat(new Uint8Array([type, 0, 0, 0, ...u16(id), ...u16(seq)]), payload);
}

export function icmpUnreachable(code: number, original: Bytes): Bytes {
  return concat(new Uint8Array([3, code, 0, 0, 0, 0, 0, 0]), original.subarray(0, 28));
}

export function ethernet(src: string, dst: string, etherType: number, payload: Bytes, vlans: number[] = []): Bytes {
  const body = [...mac(dst), ...mac(src)];
  if (vlans.length) {
    // Outer tag type first; each tag's TPID precedes its TCI, the last TCI is followed by the real EtherType.
    const out: number[] = [...body];
    vlans.forEach((vid, i) => out.push(...u16(i === 0 && vlans.length > 1 ? 0x88a8 : 0x8100), ...u16(vid)));
    out.push(...u16(etherType));
    return concat(new Uint8Array(out), payload);
  }
  return concat(new Uint8Array([...body, ...u16(etherType)]), payload);
}

export function arp(op: number, senderMac: string, senderIp: string, targetMac: string, targetIp: string): Bytes {
  return new Uint8Array([0, 1, 0x08, 0, 6, 4, ...u16(op), ...mac(senderMac), ...v4(senderIp), ...mac(targetMac), ...v4(targetIp)]);
}

function dnsName(name: string): number[] {
  const out: number[] = [];
  for (const label of name.split('.').filter(Boolean)) out.push(label.length, ...Buffer.from(label, 'latin1'));
  out.push(0);
  return out;
}

export interface DnsAnswer {
  type: number;
  data: number[];
}

export function dnsMessage(id: number, name: string, qtype: number, response: boolean, rcode = 0, answers: DnsAnswer[] = []): Bytes {
  const flags = (response ? 0x8180 : 0x0100) | rcode;
  const out = [...u16(id), ...u16(flags), 0, 1, ...u16(answers.length), 0, 0, 0, 0, ...dnsName(name), ...u16(qtype), 0, 1];
  for (const a of answers) out.push(0xc0, 12, ...u16(a.type), 0, 1, 0, 0, 0, 60, ...u16(a.data.length), ...a.data);
  return new Uint8Array(out);
}

export function txtData(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 255) {
    const part = text.slice(i, i + 255);
    out.push(part.length, ...Buffer.from(part, 'latin1'));
  }
  return out;
}

/** A deterministic pseudo-random generator (mulberry32), so generated captures are identical on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomBytes(rand: () => number, n: number): Bytes {
  const out = new Uint8Array(n);
  const words = new Uint32Array(out.buffer, 0, n >> 2);
  for (let i = 0; i < words.length; i++) words[i] = rand() * 4294967296;
  for (let i = words.length * 4; i < n; i++) out[i] = Math.floor(rand() * 256);
  return out;
}
