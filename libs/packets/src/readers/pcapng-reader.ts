/**
 * pcapng: any number of sections (each with its own byte order), several interfaces per section with their own
 * link types, snapshot lengths and timestamp resolutions/offsets. Enhanced, Simple and obsolete Packet Blocks
 * carry packets; every other block (name resolution, statistics, decryption secrets, custom...) is skipped.
 */
import { corrupt, unsupportedVersion } from '../errors';
import { ChunkedReader, MAX_RECORD_BYTES, u16be, u16le, u32be, u32le, type PacketSink } from './packet-sink';

const SHB = 0x0a0d0d0a;
const IDB = 1;
const PB = 2;
const SPB = 3;
const EPB = 6;
const BYTE_ORDER_MAGIC = 0x1a2b3c4d;

interface Interface {
  linkType: number;
  snaplen: number;
  /** Timestamp units per second. */
  unitsPerSec: number;
  offsetSec: number;
  /** Cache of the split of hi·2^32 into seconds and remainder units; hi changes rarely. */
  hi: number;
  hiSec: number;
  hiRem: number;
}

export class PcapngReader extends ChunkedReader {
  private little = true;
  private inSection = false;
  private interfaces: Interface[] = [];
  private lastSec = NaN;
  private lastNsec = 0;

  constructor(private readonly sink: PacketSink) {
    super();
  }

  protected parse(): void {
    const b = this.buf;
    let pos = this.pos;
    while (b.length - pos >= 12) {
      const at = this.base + pos;
      const rawType = u32le(b, pos);
      let little = this.little;
      if (rawType === SHB) {
        // The byte order of a section is given by its own header, so read it before the length.
        const magic = u32le(b, pos + 8);
        if (magic === BYTE_ORDER_MAGIC) little = true;
        else if (magic === 0x4d3c2b1a) little = false;
        else {
          this.pos = pos;
          throw corrupt('section header block with an invalid byte-order magic', at + 8);
        }
      } else if (!this.inSection) {
        this.pos = pos;
        throw corrupt('pcapng data does not start with a section header block', at);
      }
      const type = little ? rawType : u32be(b, pos);
      const len = little ? u32le(b, pos + 4) : u32be(b, pos + 4);
      if (len < 12 || len % 4 !== 0 || len > MAX_RECORD_BYTES) {
        this.pos = pos;
        throw corrupt(`block of type 0x${type.toString(16)} declares an impossible length ${len}`, at + 4);
      }
      if (b.length - pos < len) break;
      const trailer = little ? u32le(b, pos + len - 4) : u32be(b, pos + len - 4);
      if (trailer !== len) {
        this.pos = pos;
        throw corrupt(`block of type 0x${type.toString(16)} has a trailing length ${trailer} that differs from its leading length ${len}`, at + len - 4);
      }
      this.pos = pos;
      if (type === SHB) this.section(b, pos, len, little);
      else if (type === EPB) this.enhanced(b, pos, len);
      else if (type === IDB) this.interfaceBlock(b, pos, len);
      else if (type === SPB) this.simple(b, pos, len);
      else if (type === PB) this.obsolete(b, pos, len);
      pos += len;
    }
    this.pos = pos;
  }

  private u16(b: Uint8Array, o: number): number {
    return this.little ? u16le(b, o) : u16be(b, o);
  }

  private u32(b: Uint8Array, o: number): number {
    return this.little ? u32le(b, o) : u32be(b, o);
  }

  private section(b: Uint8Array, pos: number, len: number, little: boolean): void {
    if (len < 28) throw corrupt('section header block is shorter than 28 bytes', this.base + pos + 4);
    this.little = little;
    const major = this.u16(b, pos + 12);
    const minor = this.u16(b, pos + 14);
    if (major !== 1) throw unsupportedVersion(`pcapng version ${major}.${minor} is not supported; only 1.x is defined`);
    this.inSection = true;
    this.interfaces = [];
  }

  private interfaceBlock(b: Uint8Array, pos: number, len: number): void {
    if (len < 20) throw corrupt('interface description block is shorter than 20 bytes', this.base + pos + 4);
    const iface: Interface = {
      linkType: this.u16(b, pos + 8),
      snaplen: this.u32(b, pos + 12),
      unitsPerSec: 1e6,
      offsetSec: 0,
      hi: -1,
      hiSec: 0,
      hiRem: 0,
    };
    let o = pos + 16;
    const end = pos + len - 4;
    while (o + 4 <= end) {
      const code = this.u16(b, o);
      const olen = this.u16(b, o + 2);
      const value = o + 4;
      if (code === 0) break;
      if (value + olen > end) throw corrupt('interface option runs past the end of its block', this.base + o);
      if (code === 9 && olen >= 1) {
        const r = b[value];
        const exp = r & 0x7f;
        iface.unitsPerSec = r & 0x80 ? 2 ** exp : 10 ** exp;
        if (!(iface.unitsPerSec >= 1) || exp > 30) throw corrupt(`interface timestamp resolution byte 0x${r.toString(16)} is out of range`, this.base + value);
      } else if (code === 14 && olen >= 8) {
        const hi = this.u32(b, value + (this.little ? 4 : 0)) | 0;
        const lo = this.u32(b, value + (this.little ? 0 : 4));
        iface.offsetSec = hi * 4294967296 + lo;
      }
      o = value + olen + ((4 - (olen % 4)) % 4);
    }
    this.interfaces.push(iface);
  }

  private iface(id: number, pos: number): Interface {
    const iface = this.interfaces[id];
    if (!iface) throw corrupt(`packet refers to interface ${id}, but the section describes only ${this.interfaces.length}`, this.base + pos + 8);
    return iface;
  }

  private enhanced(b: Uint8Array, pos: number, len: number): void {
    if (len < 32) throw corrupt('enhanced packet block is shorter than 32 bytes', this.base + pos + 4);
    const iface = this.iface(this.u32(b, pos + 8), pos);
    const capLen = this.u32(b, pos + 20);
    const wireLen = this.u32(b, pos + 24);
    if (28 + capLen > len - 4) throw corrupt(`packet captured length ${capLen} runs past the end of its block`, this.base + pos + 20);
    this.time(iface, this.u32(b, pos + 12), this.u32(b, pos + 16));
    this.sink.packet(iface.linkType, this.lastSec, this.lastNsec, b, pos + 28, capLen, wireLen);
  }

  private obsolete(b: Uint8Array, pos: number, len: number): void {
    if (len < 32) throw corrupt('packet block is shorter than 32 bytes', this.base + pos + 4);
    const iface = this.iface(this.u16(b, pos + 8), pos);
    const capLen = this.u32(b, pos + 20);
    const wireLen = this.u32(b, pos + 24);
    if (28 + capLen > len - 4) throw corrupt(`packet captured length ${capLen} runs past the end of its block`, this.base + pos + 20);
    this.time(iface, this.u32(b, pos + 12), this.u32(b, pos + 16));
    this.sink.packet(iface.linkType, this.lastSec, this.lastNsec, b, pos + 28, capLen, wireLen);
  }

  private simple(b: Uint8Array, pos: number, len: number): void {
    const iface = this.iface(0, pos);
    const wireLen = this.u32(b, pos + 8);
    const room = len - 16;
    const capLen = Math.min(wireLen, room, iface.snaplen === 0 ? room : iface.snaplen);
    // A simple packet block has no timestamp; it takes none rather than inventing one.
    this.sink.packet(iface.linkType, NaN, 0, b, pos + 12, capLen, wireLen);
  }

  /** Converts a 64-bit count of interface units to seconds + nanoseconds without losing precision. */
  private time(iface: Interface, hi: number, lo: number): void {
    const units = iface.unitsPerSec;
    if (hi !== iface.hi) {
      const total = BigInt(hi) << 32n;
      const div = BigInt(Math.round(units));
      iface.hi = hi;
      iface.hiSec = Number(total / div);
      iface.hiRem = Number(total % div);
    }
    const rem = iface.hiRem + lo;
    const carry = Math.floor(rem / units);
    const frac = rem - carry * units;
    this.lastSec = iface.hiSec + carry + iface.offsetSec;
    this.lastNsec = units === 1e9 ? frac : units === 1e6 ? frac * 1000 : Math.floor((frac * 1e9) / units);
  }

  protected finish(leftover: number): void {
    if (!this.inSection) throw corrupt('the pcapng section header is truncated', this.base + this.pos + leftover);
    if (leftover > 0) {
      this.sink.warning(
        'truncated-record',
        `the capture ends inside a block at byte offset ${this.base + this.pos} (${leftover} bytes of it present); analysed up to the cut`,
      );
    }
  }
}
