/**
 * Classic libpcap files: both byte orders, microsecond (a1b2c3d4) and nanosecond (a1b23c4d) timestamps.
 */
import { corrupt, unsupportedVersion } from '../errors';
import { ChunkedReader, MAX_RECORD_BYTES, u32be, u32le, type PacketSink } from './packet-sink';

const HEADER = 24;
const RECORD = 16;

export class PcapReader extends ChunkedReader {
  private headerDone = false;
  private little = true;
  private nanos = false;
  private snaplen = 0;
  private linkType = 0;

  constructor(private readonly sink: PacketSink) {
    super();
  }

  protected parse(): void {
    const b = this.buf;
    if (!this.headerDone) {
      if (b.length - this.pos < HEADER) return;
      this.readHeader();
    }
    const little = this.little;
    const limit = this.snaplen;
    const scale = this.nanos ? 1 : 1000;
    const linkType = this.linkType;
    const sink = this.sink;
    let pos = this.pos;
    const len = b.length;
    while (len - pos >= RECORD) {
      const sec = little ? u32le(b, pos) : u32be(b, pos);
      const frac = little ? u32le(b, pos + 4) : u32be(b, pos + 4);
      const capLen = little ? u32le(b, pos + 8) : u32be(b, pos + 8);
      const wireLen = little ? u32le(b, pos + 12) : u32be(b, pos + 12);
      if (capLen > limit) {
        this.pos = pos;
        throw corrupt(
          capLen >= 0x80000000
            ? `record captured length ${capLen} is 2^31 or more: the record header is damaged`
            : `record captured length ${capLen} exceeds the file's snapshot length ${this.snaplen}`,
          this.base + pos,
        );
      }
      if (len - pos < RECORD + capLen) break;
      let nsec = frac * scale;
      let s = sec;
      if (nsec >= 1e9) {
        // Out-of-range fractions occur in the wild; carry them rather than reject the file.
        s += Math.floor(nsec / 1e9);
        nsec %= 1e9;
      }
      sink.packet(linkType, s, nsec, b, pos + RECORD, capLen, wireLen);
      pos += RECORD + capLen;
    }
    this.pos = pos;
  }

  private readHeader(): void {
    const b = this.buf;
    const o = this.pos;
    const magic = u32be(b, o);
    this.little = magic === 0xd4c3b2a1 || magic === 0x4d3cb2a1;
    this.nanos = magic === 0xa1b23c4d || magic === 0x4d3cb2a1;
    const u16 = (at: number): number => (this.little ? b[at] | (b[at + 1] << 8) : (b[at] << 8) | b[at + 1]);
    const u32 = (at: number): number => (this.little ? u32le(b, at) : u32be(b, at));
    const major = u16(o + 4);
    const minor = u16(o + 6);
    if (major !== 2) throw unsupportedVersion(`pcap version ${major}.${minor} is not supported; only version 2.x exists in practice`);
    const snaplen = u32(o + 16);
    // Some writers leave snaplen 0 or absurd; fall back to the largest packet libpcap itself accepts.
    this.snaplen = snaplen === 0 ? 262144 : Math.min(snaplen, MAX_RECORD_BYTES);
    this.linkType = u32(o + 20) & 0xffff;
    this.headerDone = true;
    this.pos = o + HEADER;
  }

  protected finish(leftover: number): void {
    if (!this.headerDone) {
      throw corrupt(`the pcap file header is truncated: ${leftover} of ${HEADER} bytes`, this.base + this.pos + leftover);
    }
    if (leftover > 0) {
      this.sink.warning(
        'truncated-record',
        `the capture ends inside a packet record at byte offset ${this.base + this.pos} (${leftover} bytes of it present); analysed up to the cut`,
      );
    }
  }
}
