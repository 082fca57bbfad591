/**
 * Runs an analysis over a stream of capture bytes: recognises gzip by its magic and unwraps it on the fly
 * (no temporary file, no whole-file buffer), feeds the right reader, reports progress in bytes read, and stops
 * when the signal aborts. The caller passes the clock, so the analysis itself never reads one.
 */
import { constants, createGunzip, gunzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { CaptureAnalysis } from './capture-analysis';
import { CaptureError } from './errors';
import { AnyCaptureReader } from './readers/capture-reader';
import type { AnalysisResult } from './result';

export interface AnalyzeOptions {
  /** Size of the file as uploaded (compressed when gzip), reported as metrics.file_size_bytes. */
  fileSizeBytes: number;
  /** Monotonic clock in milliseconds (e.g. performance.now), used only for analysis_time_seconds. */
  now: () => number;
  /** Called now and then with the number of input bytes consumed so far. */
  onProgress?: (bytesRead: number) => void | Promise<void>;
  signal?: AbortSignal;
  /** Ceiling on decompressed bytes, against gzip bombs. */
  maxDecompressedBytes?: number;
}

const PROGRESS_EVERY_BYTES = 8 * 1024 * 1024;

export async function analyzeCaptureStream(source: AsyncIterable<Uint8Array>, options: AnalyzeOptions): Promise<AnalysisResult> {
  const started = options.now();
  const analysis = new CaptureAnalysis();
  const iterator = source[Symbol.asyncIterator]();
  let bytesRead = 0;
  let nextProgress = PROGRESS_EVERY_BYTES;
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let done = false;
  while (headBytes < 2) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  bytesRead = headBytes;
  const first = head[0] ?? new Uint8Array(0);
  const gzip = headBytes >= 2 && (first.length >= 2 ? first[0] === 0x1f && first[1] === 0x8b : Buffer.concat(head)[0] === 0x1f && Buffer.concat(head)[1] === 0x8b);

  async function* raw(): AsyncGenerator<Uint8Array> {
    for (const chunk of head) yield chunk;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      bytesRead += next.value.length;
      yield next.value;
    }
  }

  const reader = new AnyCaptureReader(analysis, gzip);
  const limit = options.maxDecompressedBytes ?? Infinity;
  let decompressed = 0;
  const input = gzip ? gunzip(raw(), () => bytesRead) : raw();
  for await (const chunk of input) {
    if (options.signal?.aborted) throw options.signal.reason instanceof Error ? options.signal.reason : new Error('analysis cancelled');
    decompressed += chunk.length;
    if (decompressed > limit) {
      throw new CaptureError('capture-too-large', `the capture decompresses to more than ${limit} bytes, the most analysed from one upload`);
    }
    reader.push(chunk);
    if (options.onProgress && bytesRead >= nextProgress) {
      nextProgress = bytesRead + PROGRESS_EVERY_BYTES;
      await options.onProgress(bytesRead);
    }
  }
  reader.end();
  return analysis.finish(options.fileSizeBytes, (options.now() - started) / 1000);
}

/** Gunzip as an async iterable; a corrupt stream becomes a 422 with the compressed offset reached. */
async function* gunzip(source: AsyncIterable<Uint8Array>, offset: () => number): AsyncGenerator<Uint8Array> {
  // Z_SYNC_FLUSH at the end hands out what a cut-off gzip file still holds instead of failing.
  const gz = createGunzip({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 });
  const input = Readable.from(source, { objectMode: false });
  input.on('error', (error) => gz.destroy(error));
  input.pipe(gz);
  try {
    for await (const chunk of gz) yield chunk as Uint8Array;
  } catch (error) {
    if (error instanceof CaptureError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('Z_')) {
      throw new CaptureError('corrupt-capture', `the gzip data is corrupt (${(error as Error).message}) after ${offset()} compressed bytes`, offset());
    }
    throw error;
  } finally {
    input.destroy();
  }
}

/** The same analysis over bytes already in memory (tests, the built-in sample). */
export function analyzeCaptureBytes(bytes: Uint8Array, now: () => number = () => 0): AnalysisResult {
  const started = now();
  const analysis = new CaptureAnalysis();
  const gzip = bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
  let data = bytes;
  if (gzip) {
    try {
      data = gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      throw new CaptureError('corrupt-capture', `the gzip data is corrupt (${(error as Error).message})`, 0);
    }
  }
  const reader = new AnyCaptureReader(analysis, gzip);
  reader.push(data);
  reader.end();
  return analysis.finish(bytes.length, (now() - started) / 1000);
}
