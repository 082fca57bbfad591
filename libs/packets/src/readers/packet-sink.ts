/**
 * Where a reader delivers what it reads. `data` is only valid during the call (readers hand out views into
 * their current chunk to avoid copying); a consumer that keeps bytes must copy them.
 */
export interface PacketSink {
  /**
   * One packet record. `sec`/`nsec` are the capture timestamp (seconds since the epoch and nanoseconds), or
   * `sec = NaN` when the record carries none (pcapng Simple Packet Block).
   */
  packet(linkType: number, sec: number, nsec: number, data: Uint8Array, start: number, capLen: number, wireLen: number): void;
  warning(code: string, message: string): void;
}

/** A streaming reader of one capture format: feed it chunks in order, then call `end()`. */
export interface CaptureReader {
  push(chunk: Uint8Array): void;
  end(): void;
  /** Bytes of capture consumed so far (complete records only). */
  readonly offset: number;
}

/** Largest record or block we accept: far above any real link MTU, low enough to bound memory. */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;

export const u16le = (b: Uint8Array, o: number): number => b[o] | (b[o + 1] << 8);
export const u16be = (b: Uint8Array, o: number): number => (b[o] << 8) | b[o + 1];
export const u32le = (b: Uint8Array, o: number): number => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0;
export const u32be = (b: Uint8Array, o: number): number => ((b[o] << 24) | (b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]) >>> 0;

/**
 * Keeps the unread tail of the previous chunk so records that straddle chunks are seen whole; everything else
 * is read in place.
 */
export abstract class ChunkedReader implements CaptureReader {
  protected buf: Uint8Array = new Uint8Array(0);
  protected pos = 0;
  /** Absolute offset of buf[0] in the capture. */
  protected base = 0;

  get offset(): number {
    return this.base + this.pos;
  }

  push(chunk: Uint8Array): void {
    if (this.pos < this.buf.length) {
      const rest = this.buf.length - this.pos;
      const joined = new Uint8Array(rest + chunk.length);
      joined.set(this.buf.subarray(this.pos), 0);
      joined.set(chunk, rest);
      this.base += this.pos;
      this.buf = joined;
    } else {
      this.base += this.buf.length;
      this.buf = chunk;
    }
    this.pos = 0;
    this.parse();
  }

  end(): void {
    const left = this.buf.length - this.pos;
    this.finish(left);
  }

  protected abstract parse(): void;
  /** Called at the end with the number of bytes that never formed a complete record. */
  protected abstract finish(leftover: number): void;
}
