/**
 * `Accept: text/csv` on the schedule endpoints (/loan, /mortgage, /auto, /fixed-term, /fixed-payment) answers the
 * schedule alone as RFC 4180 CSV; anything else gets the JSON result. The other figures of the result are not in
 * the CSV: it is meant for spreadsheets, one row per payment (or per year for /fixed-term).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { scheduleToCsv } from '../../../../libs/finance/src/index';

const CSV = 'text/csv';
const JSON_TYPE = 'application/json';

/** Quality (0-1) the Accept header gives one exact media type; wildcards do not count, so JSON stays the default. */
function quality(accept: string, mediaType: string): number {
  let best = 0;
  for (const range of accept.split(',')) {
    const [type, ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    if (type !== mediaType) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(value)) best = Math.max(best, Math.min(1, Math.max(0, value)));
  }
  return best;
}

/** True when the client asked for CSV at least as strongly as for JSON. */
export function wantsCsv(request: FastifyRequest): boolean {
  const header = request.headers.accept;
  const accept = Array.isArray(header) ? header.join(',') : (header ?? '');
  const csv = quality(accept, CSV);
  return csv > 0 && csv >= quality(accept, JSON_TYPE);
}

/** Answers `result` as JSON, or its schedule rows as CSV when the client asked for text/csv. */
export function scheduleOrCsv<T>(request: FastifyRequest, reply: FastifyReply, result: T, rows: (result: T) => readonly object[]): T | string {
  reply.header('vary', 'accept');
  if (!wantsCsv(request)) return result;
  reply.header('content-type', `${CSV}; charset=utf-8`);
  return scheduleToCsv(rows(result));
}

export const CSV_NOTE =
  ' Send `Accept: text/csv` to get the schedule alone as CSV (a header line with the field names, one line per row).';
