import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { BlobTooLargeError, type BlobStore, type StoredBlob } from '../ports/blob-store.port';

/** Blobs in a local directory (BLOB_DIR); shared by API and workers when they share the disk or a volume. */
export class LocalBlobStore implements BlobStore {
  readonly driver = 'local' as const;

  constructor(private readonly dir: string) {}

  private path(ref: string): string {
    if (!/^[a-f0-9-]{36}$/.test(ref)) throw new Error(`invalid blob reference "${ref}"`);
    return join(this.dir, ref);
  }

  async put(source: Readable | AsyncIterable<Uint8Array>, maxBytes: number): Promise<StoredBlob> {
    await mkdir(this.dir, { recursive: true });
    const ref = randomUUID();
    const partial = join(this.dir, `${ref}.partial`);
    const out = createWriteStream(partial);
    const hash = createHash('sha256');
    let size = 0;
    try {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
        hash.update(chunk);
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
      await rename(partial, this.path(ref));
      return { ref, size, sha256: hash.digest('hex') };
    } catch (error) {
      out.destroy();
      await rm(partial, { force: true });
      throw error;
    }
  }

  open(ref: string): Readable {
    return createReadStream(this.path(ref));
  }

  async stat(ref: string): Promise<{ size: number } | null> {
    try {
      return { size: (await stat(this.path(ref))).size };
    } catch {
      return null;
    }
  }

  async delete(ref: string): Promise<void> {
    await rm(this.path(ref), { force: true });
  }
}
