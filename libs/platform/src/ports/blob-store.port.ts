/**
 * BlobStore: large inputs (PCAP uploads) spooled to storage so a job carries a reference, never the bytes.
 */
import type { Readable } from 'node:stream';

export interface StoredBlob {
  ref: string;
  size: number;
  sha256: string;
}

export class BlobTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`the body exceeds the limit of ${limitBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

export interface BlobStore {
  readonly driver: 'local';
  /** Streams `source` to storage while hashing it; rejects with BlobTooLargeError past `maxBytes` (nothing is kept). */
  put(source: Readable | AsyncIterable<Uint8Array>, maxBytes: number): Promise<StoredBlob>;
  open(ref: string): Readable;
  stat(ref: string): Promise<{ size: number } | null>;
  delete(ref: string): Promise<void>;
}
