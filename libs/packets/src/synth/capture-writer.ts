/**
 * Writes packets as classic pcap (either byte order, µs or ns) or pcapng (several interfaces with their own
 * link types and timestamp resolutions, optional extra blocks and sections), for the generated captures.
 */
import { concat, type Bytes } from './packet-builder';

export interface SynthPacket {
  /** Seconds since the epoch. */
  ts: number;
  data: Bytes;
  /** pcapng interface index (default 0). */
  iface?: number;
  /** Original length when the packet was truncated by the snapshot length. */
  wireLen?: number;
}

export interface PcapOptions {
  linkType?: number;
  nanos?: boolean;
  bigEndian?: boolean;
  snaplen?: number;
}

export function writePcap(packets: readonly SynthPacket[], o: PcapOptions = {}): Bytes {
  const le = !o.bigEndian;
  const header = Buffer.alloc(24);
  const w32 = (b: Buffer, v: number, at: number): number => (le ? b.writeUInt32LE(v >>> 0, at) : b.writeUInt32BE(v >>> 0, at));
  const w16 = (b: Buffer, v: number, at: number): number => (le ? b.writeUInt16LE(v, at) : b.writeUInt16BE(v, at));
  w32(header, o.nanos ? 0xa1b23c4d : 0xa1b2c3d4, 0);
  w16(header, 2, 4);
  w16(header, 4, 6);
  w32(header, o.snaplen ?? 262144, 16);
  w32(header, o.linkType ?? 1, 20);
  const parts: Bytes[] = [header];
  const scale = o.nanos ? 1e9 : 1e6;
  for (const p of packets) {
    const rec = Buffer.alloc(16);
    const sec = Math.floor(p.ts);
    // Generated times are whole microseconds; rounding there first keeps float noise out of ns files.
    const frac = Math.min(scale - 1, Math.round((p.ts - sec) * 1e6) * (scale / 1e6));
    w32(rec, sec, 0);
    w32(rec, frac, 4);
    w32(rec, p.data.length, 8);
    w32(rec, p.wireLen ?? p.data.length, 12);
    parts.push(rec, p.data);
  }
  return concat(...parts);
}

export interface PcapngInterface {
  linkType: number;
  /** Value of if_tsresol (default 6 = microseconds); 9 = nanoseconds; 0x80|n = 2^-n. */
  tsresol?: number;
  snaplen?: number;
}

export interface PcapngSection {
  interfaces: PcapngInterface[];
  packets: SynthPacket[];
  bigEndian?: boolean;
  /** Raw blocks [type, body] written after the interfaces (e.g. a decryption secrets block to be skipped). */
  extraBlocks?: [number, Bytes][];
}

export function writePcapng(sections: readonly PcapngSection[]): Bytes {
  const parts: Bytes[] = [];
  for (const s of sections) {
    const le = !s.bigEndian;
    const block = (type: number, body: Bytes): Bytes => {
      const pad = (4 - (body.length % 4)) % 4;
      const len = 12 + body.length + pad;
      const b = Buffer.alloc(len);
      if (le) {
        b.writeUInt32LE(type, 0);
        b.writeUInt32LE(len, 4);
        b.writeUInt32LE(len, len - 4);
      } else {
        b.writeUInt32BE(type, 0);
        b.writeUInt32BE(len, 4);
        b.writeUInt32BE(len, len - 4);
      }
      b.set(body, 8);
      return b;
    };
    const shb = Buffer.alloc(16);
    if (le) shb.writeUInt32LE(0x1a2b3c4d, 0);
    else shb.writeUInt32BE(0x1a2b3c4d, 0);
    if (le) shb.writeUInt16LE(1, 4);
    else shb.writeUInt16BE(1, 4);
    shb.writeBigInt64LE(-1n, 8);
    parts.push(block(0x0a0d0d0a, shb));
    for (const i of s.interfaces) {
      const body = Buffer.alloc(i.tsresol === undefined ? 8 : 20);
      if (le) {
        body.writeUInt16LE(i.linkType, 0);
        body.writeUInt32LE(i.snaplen ?? 262144, 4);
      } else {
        body.writeUInt16BE(i.linkType, 0);
        body.writeUInt32BE(i.snaplen ?? 262144, 4);
      }
      if (i.tsresol !== undefined) {
        if (le) {
          body.writeUInt16LE(9, 8);
          body.writeUInt16LE(1, 10);
        } else {
          body.writeUInt16BE(9, 8);
          body.writeUInt16BE(1, 10);
        }
        body[12] = i.tsresol;
        // opt_endofopt at 16..19 is already zero
      }
      parts.push(block(1, body));
    }
    for (const [type, body] of s.extraBlocks ?? []) parts.push(block(type, body));
    for (const p of s.packets) {
      const iface = s.interfaces[p.iface ?? 0];
      const r = iface.tsresol ?? 6;
      const units = r & 0x80 ? 2 ** (r & 0x7f) : 10 ** r;
      const sec = Math.floor(p.ts);
      const micros = Math.round((p.ts - sec) * 1e6);
      const frac = units >= 1e6 && units % 1e6 === 0 ? micros * (units / 1e6) : Math.round((micros / 1e6) * units);
      const total = BigInt(sec) * BigInt(units) + BigInt(frac);
      const body = Buffer.alloc(20 + p.data.length);
      const hi = Number(total >> 32n);
      const lo = Number(total & 0xffffffffn);
      const w = (v: number, at: number): number => (le ? body.writeUInt32LE(v >>> 0, at) : body.writeUInt32BE(v >>> 0, at));
      w(p.iface ?? 0, 0);
      w(hi, 4);
      w(lo, 8);
      w(p.data.length, 12);
      w(p.wireLen ?? p.data.length, 16);
      body.set(p.data, 20);
      parts.push(block(6, body));
    }
  }
  return concat(...parts);
}
