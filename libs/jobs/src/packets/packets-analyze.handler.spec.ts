import { Readable } from 'node:stream';
import { writePcap } from '../../../packets/src/synth/capture-writer';
import { tcpSynScan } from '../../../packets/src/synth/scenarios';
import type { BlobStore } from '../../../platform/src/ports/blob-store.port';
import type { Cache } from '../../../platform/src/ports/cache.port';
import type { JobContext } from '../job-handler';
import { PermanentJobError } from '../permanent-job-error';
import { packetsCacheKey } from './packets-analyze.contract';
import { runPacketsAnalyze } from './packets-analyze.handler';

function fakes(content: Uint8Array) {
  const blobs = new Map<string, Uint8Array>([['b', content]]);
  const cache = new Map<string, unknown>();
  const blobStore: BlobStore = {
    driver: 'local',
    put: async () => ({ ref: 'x', size: 0, sha256: '' }),
    open: (ref) => Readable.from([Buffer.from(blobs.get(ref)!)]),
    stat: async (ref) => (blobs.has(ref) ? { size: blobs.get(ref)!.length } : null),
    delete: async (ref) => void blobs.delete(ref),
  };
  const cachePort: Cache = {
    driver: 'lru',
    get: async <T>(k: string) => cache.get(k) as T | undefined,
    set: async (k, v) => void cache.set(k, v),
    delete: async (k) => void cache.delete(k),
    getOrSet: async () => undefined as never,
  };
  const progress: number[] = [];
  const ctx: JobContext = { id: 'packets-1', attempt: 1, signal: new AbortController().signal, progress: async (p) => void progress.push(p) };
  return { blobs, cache, deps: { blobs: blobStore, cache: cachePort }, ctx, progress };
}

describe('packets.analyze handler', () => {
  it('analyses the spooled capture, caches the result by hash and deletes the blob', async () => {
    const bytes = writePcap(tcpSynScan());
    const f = fakes(bytes);
    const result = await runPacketsAnalyze({ blob_ref: 'b', sha256: 'abc', size: bytes.length, max_decompressed_bytes: 1e9 }, f.ctx, f.deps);
    expect(result.metrics.packets).toBe(tcpSynScan().length);
    expect(result.metrics.file_size_bytes).toBe(bytes.length);
    expect(f.cache.get(packetsCacheKey('abc'))).toEqual(result);
    expect(f.blobs.has('b')).toBe(false);
  });

  it('turns a corrupt capture into a permanent 422 with the offset, and still deletes the blob', async () => {
    const f = fakes(Buffer.from([0xd4, 0xc3, 0xb2, 0xa1, 2, 0, 4, 0]));
    const error = await runPacketsAnalyze({ blob_ref: 'b', sha256: 'x', size: 8, max_decompressed_bytes: 1e9 }, f.ctx, f.deps).catch((e) => e);
    expect(error).toBeInstanceOf(PermanentJobError);
    expect(error.problem).toMatchObject({ status: 422, type: 'https://almanac.dev/problems/corrupt-capture', offset: 8 });
    expect(f.blobs.has('b')).toBe(false);
  });

  it('serves a cached result without reading the blob', async () => {
    const f = fakes(new Uint8Array(0));
    f.cache.set(packetsCacheKey('h'), { status: 'ok' });
    expect(await runPacketsAnalyze({ blob_ref: 'b', sha256: 'h', size: 0, max_decompressed_bytes: 1 }, f.ctx, f.deps)).toEqual({ status: 'ok' });
  });
});
