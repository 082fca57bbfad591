/**
 * One reader for every uncompressed format: waits for the magic bytes, then hands the stream to the pcap or
 * pcapng reader. (Gzip is unwrapped before this, in analyze-stream.ts.)
 */
import { CaptureError, unsupportedFormat } from '../errors';
import { sniffFormat, SNIFF_BYTES } from './capture-format';
import type { CaptureReader, PacketSink } from './packet-sink';
import { PcapReader } from './pcap-reader';
import { PcapngReader } from './pcapng-reader';

export class AnyCaptureReader implements CaptureReader {
  private inner: CaptureReader | null = null;
  private head: Uint8Array[] = [];
  private headBytes = 0;
  private total = 0;

  constructor(
    private readonly sink: PacketSink,
    /** Whether this stream came out of gzip (a gzip inside gzip is not a capture). */
    private readonly decompressed = false,
  ) {}

  get offset(): number {
    return this.inner ? this.inner.offset : 0;
  }

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.total += chunk.length;
    if (this.inner) return this.inner.push(chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return;
    this.start();
  }

  private start(): void {
    const joined = new Uint8Array(this.headBytes);
    let o = 0;
    for (const c of this.head) {
      joined.set(c, o);
      o += c.length;
    }
    this.head = [];
    const format = sniffFormat(joined);
    if (format === 'gzip') {
      throw this.decompressed
        ? unsupportedFormat('the gzip stream holds another gzip stream, not a capture')
        : new CaptureError('unsupported-capture-format', 'gzip input must be unwrapped before reading');
    }
    this.inner = format === 'pcap' ? new PcapReader(this.sink) : new PcapngReader(this.sink);
    this.inner.push(joined);
  }

  end(): void {
    if (!this.inner) {
      if (this.total === 0) throw new CaptureError('empty-capture', this.decompressed ? 'the gzip stream is empty' : 'the capture is empty (0 bytes)');
      // Too short to hold any magic number: a format is recognisable only from 4 bytes on.
      const joined = Buffer.concat(this.head);
      sniffFormat(Buffer.concat([joined, Buffer.alloc(SNIFF_BYTES - joined.length)]));
      throw new CaptureError('corrupt-capture', `the capture is only ${this.total} bytes long: too short for any capture header`, 0);
    }
    this.inner.end();
  }
}
