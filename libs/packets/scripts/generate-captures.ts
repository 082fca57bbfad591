/**
 * Writes the generated captures: the built-in sample served by GET /packets/analyze (committed, at
 * libs/packets/samples/sample.pcap) and one capture per scenario (attacks and benign look-alikes) into a
 * directory of your choice, as pcap, plus a few format variants (pcapng, nanosecond, big-endian, gzip).
 *
 *   node -r @swc-node/register libs/packets/scripts/generate-captures.ts [out-dir]   (default: /tmp/almanac-captures)
 *
 * The output is deterministic: running it again produces identical bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writePcap, writePcapng } from '../src/synth/capture-writer';
import { sampleCapture, SCENARIOS } from '../src/synth/scenarios';

const outDir = resolve(process.argv[2] ?? '/tmp/almanac-captures');
mkdirSync(outDir, { recursive: true });

const samplePath = resolve(__dirname, '../samples/sample.pcap');
mkdirSync(resolve(__dirname, '../samples'), { recursive: true });
const sample = writePcap(sampleCapture());
writeFileSync(samplePath, sample);
console.log(`${samplePath}  ${sample.length} bytes`);

for (const [name, make] of Object.entries(SCENARIOS)) {
  const bytes = writePcap(make());
  writeFileSync(join(outDir, `${name}.pcap`), bytes);
  console.log(`${join(outDir, `${name}.pcap`)}  ${bytes.length} bytes`);
}

const web = SCENARIOS['benign-web']();
const variants: Record<string, Uint8Array> = {
  'variant-nanoseconds-big-endian.pcap': writePcap(web, { nanos: true, bigEndian: true }),
  'variant-two-sections.pcapng': writePcapng([
    { interfaces: [{ linkType: 1, tsresol: 9 }], packets: web.slice(0, 20), extraBlocks: [[0x0a, new Uint8Array(16)]] },
    { interfaces: [{ linkType: 1 }], packets: web.slice(20), bigEndian: true },
  ]),
  'variant-web.pcap.gz': gzipSync(writePcap(web)),
};
for (const [file, bytes] of Object.entries(variants)) {
  writeFileSync(join(outDir, file), bytes);
  console.log(`${join(outDir, file)}  ${bytes.length} bytes`);
}
