import type { AppConfig } from '../../../../libs/platform/src/config/config';

/**
 * Size limits of the packets service, derived from the validated configuration:
 *  - PCAP_MAX_BYTES (default 512 MiB): the largest capture accepted, as uploaded;
 *  - PCAP_SYNC_MAX_BYTES (default 64 MiB): larger captures answer 202 at once (unless the client sent a Prefer
 *    header), smaller ones wait for the result within the sync wait.
 * The JSON form carries the capture base64-encoded in memory, so it is limited to the smaller of PCAP_MAX_BYTES
 * and 64 MiB decoded; multipart and raw bodies stream to the spool and take the full limit.
 */
export interface PacketsLimits {
  maxBytes: number;
  syncMaxBytes: number;
  /** Largest decoded pcap_b64 capture. */
  jsonMaxBytes: number;
  /** Body limit of the JSON form on /packets/analyze (base64 of jsonMaxBytes plus room for the JSON around it). */
  jsonBodyLimit: number;
  /** Ceiling on decompressed bytes of a gzip capture: 16 times the upload limit. */
  maxDecompressedBytes: number;
}

const MiB = 1024 * 1024;
export const PCAP_JSON_MAX_BYTES = 64 * MiB;

export function packetsLimits(config: Pick<AppConfig, 'pcapMaxBytes' | 'pcapSyncMaxBytes'>): PacketsLimits {
  const maxBytes = config.pcapMaxBytes;
  const jsonMaxBytes = Math.min(maxBytes, PCAP_JSON_MAX_BYTES);
  return {
    maxBytes,
    syncMaxBytes: config.pcapSyncMaxBytes,
    jsonMaxBytes,
    jsonBodyLimit: Math.ceil(jsonMaxBytes / 3) * 4 + 64 * 1024,
    maxDecompressedBytes: maxBytes * 16,
  };
}
