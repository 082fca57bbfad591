/**
 * The built-in sample behind GET /packets/analyze: libs/packets/samples/sample.pcap, written by
 * libs/packets/scripts/generate-captures.ts. Found by walking up from this file, so it is found from the
 * sources (dev, tests) and from dist/ alike.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface SampleCapture {
  path: string;
  bytes: Buffer;
  sha256: string;
}

const RELATIVE = join('libs', 'packets', 'samples', 'sample.pcap');

export function loadSampleCapture(from: string = __dirname): SampleCapture {
  for (let dir = from; ; dir = dirname(dir)) {
    const path = join(dir, RELATIVE);
    if (existsSync(path)) {
      const bytes = readFileSync(path);
      return { path, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    }
    if (dirname(dir) === dir) throw new Error(`the built-in sample capture ${RELATIVE} was not found above ${from}; run libs/packets/scripts/generate-captures.ts`);
  }
}
