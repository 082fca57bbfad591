/**
 * packets.analyze: one capture, spooled to the BlobStore by the API, analysed on the `packets` queue. The
 * payload names the blob (never carries the bytes); the result is the analysis the API answers.
 */
import type { AnalysisResult } from '../../../packets/src/result';
import { cacheKey } from '../../../platform/src/ports/cache.port';
import { ANALYZER_VERSION } from '../../../packets/src/analyzer-version';

export interface PacketsAnalyzePayload {
  /** BlobStore reference of the uploaded capture; the handler deletes it when done. */
  blob_ref: string;
  /** SHA-256 of the uploaded bytes (the cache key) and their size. */
  sha256: string;
  size: number;
  /** Ceiling on bytes after gzip decompression. */
  max_decompressed_bytes: number;
  /** When false the blob is kept (the built-in sample is not spooled per request). */
  delete_blob?: boolean;
}

export type PacketsAnalyzeResult = AnalysisResult;

/** Results are kept a week: the same bytes always give the same analysis for one analyzer version. */
export const PACKETS_CACHE_TTL_MS = 7 * 24 * 3600_000;

export function packetsCacheKey(sha256: string): string {
  return cacheKey('packets', ANALYZER_VERSION, sha256);
}
