/**
 * Imports a JSONL or CSV file (optionally gzip-compressed: .jsonl.gz, .csv.gz) into the quotes tables, in
 * batches, deduplicating by content hash. Used by `npm run quotes:import -- FILE`.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip, gunzipSync } from 'node:zlib';
import { csvObjects } from '../import/csv';
import { importRecord, type ImportQuote } from '../import/import-record';
import { DEFAULT_TAG_MAP, type TagMap } from '../import/tag-map';
import type { QuoteRepository } from './quote.repository';

export interface ImportCounts {
  /** Rows read (blank lines excluded). */
  rows: number;
  imported: number;
  duplicate: number;
  rejected: number;
  /** The first rejections, with their row number (1-based; CSV rows count from the first after the header). */
  rejections: { row: number; reason: string }[];
}

export interface ImportOptions {
  tagMap?: TagMap;
  batchSize?: number;
  /** Called after each batch with the counts so far. */
  onProgress?: (counts: ImportCounts) => void | Promise<void>;
}

const MAX_REJECTIONS_KEPT = 20;

export function importFormat(path: string): 'csv' | 'jsonl' {
  return /\.csv(\.gz)?$/i.test(path) ? 'csv' : 'jsonl';
}

async function* records(path: string): AsyncGenerator<{ row: number; record: unknown }> {
  const gz = /\.gz$/i.test(path);
  if (importFormat(path) === 'csv') {
    const raw = await readFile(path);
    const rows = csvObjects((gz ? gunzipSync(raw) : raw).toString('utf8'));
    for (let i = 0; i < rows.length; i++) yield { row: i + 1, record: rows[i] };
    return;
  }
  const stream: Readable = gz ? createReadStream(path).pipe(createGunzip()) : createReadStream(path);
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let row = 0;
  for await (const line of lines) {
    if (line.trim() === '') continue;
    row++;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      record = Symbol.for('invalid-json');
    }
    yield { row, record };
  }
}

export async function importQuotesFile(repository: QuoteRepository, path: string, options: ImportOptions = {}): Promise<ImportCounts> {
  const tagMap = options.tagMap ?? DEFAULT_TAG_MAP;
  const batchSize = options.batchSize ?? 2_000;
  const counts: ImportCounts = { rows: 0, imported: 0, duplicate: 0, rejected: 0, rejections: [] };
  let batch: ImportQuote[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const outcome = await repository.insertMany(batch);
    counts.imported += outcome.inserted;
    counts.duplicate += outcome.duplicates;
    batch = [];
    await options.onProgress?.({ ...counts, rejections: [...counts.rejections] });
  };
  for await (const { row, record } of records(path)) {
    counts.rows++;
    const outcome = typeof record === 'symbol' ? { ok: false as const, reason: 'not valid JSON' } : importRecord(record, tagMap);
    if (!outcome.ok) {
      counts.rejected++;
      if (counts.rejections.length < MAX_REJECTIONS_KEPT) counts.rejections.push({ row, reason: outcome.reason });
      continue;
    }
    batch.push(outcome.quote);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return counts;
}
