/** The BlobStore contract (local directory driver). */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalBlobStore } from '../../libs/platform/src/drivers/local-blob-store';
import { BlobTooLargeError } from '../../libs/platform/src/ports/blob-store.port';

describe('BlobStore contract: local', () => {
  const dir = mkdtempSync(join(tmpdir(), 'almanac-blobs-'));
  const store = new LocalBlobStore(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function readAll(stream: Readable): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('streams a body in, hashing it, and streams it back unchanged', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024 + 7, 0);
    for (let i = 0; i < data.length; i++) data[i] = (i * 31) & 0xff;
    const chunks = Array.from({ length: Math.ceil(data.length / 65536) }, (_, i) => data.subarray(i * 65536, (i + 1) * 65536));
    const blob = await store.put(Readable.from(chunks), 10 * 1024 * 1024);
    expect(blob.size).toBe(data.length);
    expect(blob.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect((await readAll(store.open(blob.ref))).equals(data)).toBe(true);
    expect(await store.stat(blob.ref)).toEqual({ size: data.length });
    await store.delete(blob.ref);
    expect(await store.stat(blob.ref)).toBeNull();
  });

  it('refuses a body over the limit and keeps nothing of it', async () => {
    const before = readdirSync(dir).length;
    await expect(store.put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000)).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(readdirSync(dir).length).toBe(before);
  });

  it('refuses references that could escape the directory', () => {
    expect(() => store.open('../../etc/passwd')).toThrow(/invalid blob reference/);
  });
});
