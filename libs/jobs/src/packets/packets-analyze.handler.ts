/**
 * Runs packets.analyze: reads the spooled capture as a stream (memory stays flat whatever its size), reports
 * progress by bytes read, caches the result by content hash + analyzer version, and deletes the blob once the
 * job will not run again. A capture that cannot be read (unknown format, corrupt, too large once unzipped)
 * fails at once with its problem (415/422/413), without retries.
 */
import { performance } from 'node:perf_hooks';
import { analyzeCaptureStream } from '../../../packets/src/analyze-stream';
import { CaptureError } from '../../../packets/src/errors';
import type { BlobStore } from '../../../platform/src/ports/blob-store.port';
import type { Cache } from '../../../platform/src/ports/cache.port';
import { problem } from '../../../platform/src/problems/problem';
import { handleJob, type JobContext, type JobHandler } from '../job-handler';
import { PermanentJobError } from '../permanent-job-error';
import { PACKETS_ANALYZE } from '../contracts';
import { packetsCacheKey, PACKETS_CACHE_TTL_MS, type PacketsAnalyzePayload, type PacketsAnalyzeResult } from './packets-analyze.contract';

const TITLES: Record<number, string> = { 413: 'Content too large', 415: 'Unsupported capture format', 422: 'Unreadable capture' };

export function captureProblem(error: CaptureError): PermanentJobError {
  const extensions = error.offset === null ? {} : { offset: error.offset };
  return new PermanentJobError(problem(error.status, error.code, TITLES[error.status] ?? 'Bad capture', error.message, undefined, extensions));
}

export async function runPacketsAnalyze(
  payload: PacketsAnalyzePayload,
  ctx: JobContext,
  deps: { cache: Cache; blobs: BlobStore },
): Promise<PacketsAnalyzeResult> {
  const key = packetsCacheKey(payload.sha256);
  let finished = false;
  try {
    const cached = await deps.cache.get<PacketsAnalyzeResult>(key);
    if (cached) {
      finished = true;
      return cached;
    }
    if (!(await deps.blobs.stat(payload.blob_ref))) {
      finished = true;
      throw new PermanentJobError(problem(410, 'capture-gone', 'Capture no longer available', 'The uploaded capture is no longer in the spool; upload it again.'));
    }
    const source = deps.blobs.open(payload.blob_ref);
    let result: PacketsAnalyzeResult;
    try {
      result = await analyzeCaptureStream(source, {
        fileSizeBytes: payload.size,
        now: () => performance.now(),
        signal: ctx.signal,
        maxDecompressedBytes: payload.max_decompressed_bytes,
        onProgress: (bytes) => ctx.progress(Math.min(99, Math.floor((bytes / Math.max(1, payload.size)) * 100))),
      });
    } catch (error) {
      if (error instanceof CaptureError) {
        finished = true;
        throw captureProblem(error);
      }
      throw error;
    } finally {
      source.destroy();
    }
    await deps.cache.set(key, result, PACKETS_CACHE_TTL_MS);
    finished = true;
    return result;
  } finally {
    // Keep the blob for a retry after a transient failure, unless this was the last attempt.
    const lastAttempt = ctx.attempt >= (PACKETS_ANALYZE.attempts ?? 1);
    if (payload.delete_blob !== false && (finished || lastAttempt)) await deps.blobs.delete(payload.blob_ref).catch(() => undefined);
  }
}

export function packetsAnalyzeHandler(deps: { cache: Cache; blobs: BlobStore }): JobHandler<PacketsAnalyzePayload, PacketsAnalyzeResult> {
  return handleJob(PACKETS_ANALYZE, (payload, ctx) => runPacketsAnalyze(payload, ctx, deps));
}
