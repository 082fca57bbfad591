/**
 * bench:packets — full packet analysis speed (all metrics exact, all detectors on) against tshark's
 * `-z conv,ip` on the same file in the same run.
 *
 *   npm run bench:packets                BENCH_MB=1024 (capture size) BENCH_FILE=/tmp/almanac-bench.pcap
 *
 * 1. Generates (once; reused when the file already has the requested size) a capture of mixed traffic: web and
 *    TLS-like sessions, DNS, scans, pings, beacons and bulk transfers, repeated with shifted times and addresses.
 * 2. Runs our analysis in a child process (streaming the file in 1 MiB chunks, as the worker streams a blob)
 *    and reports MB/s, packets/s and the child's peak RSS.
 * 3. Runs `tshark -q -z conv,ip -r FILE` when tshark is installed, with its peak RSS, and prints the ratio.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, openSync, readFileSync, statSync, writeSync, closeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { analyzeCaptureStream } from '../libs/packets/src/analyze-stream';
import { writePcap } from '../libs/packets/src/synth/capture-writer';
import * as S from '../libs/packets/src/synth/scenarios';

const MB = 1e6;
const TARGET = Number(process.env.BENCH_MB ?? 1024) * 1024 * 1024;
const FILE = process.env.BENCH_FILE ?? '/tmp/almanac-bench.pcap';

interface RunStats {
  seconds: number;
  peakRssMb: number;
  packets?: number;
}

/** One block of varied traffic as pcap records (no file header). */
function block(): Buffer {
  const packets = [
    ...S.benignWeb(),
    ...S.tcpSynScan(),
    ...S.cleartextLogins(),
    ...S.dnsTunnel(),
    ...S.c2Beacon(),
    ...S.icmpSweep(),
    ...S.cdnDns(),
    ...S.sshBruteForce(),
    ...S.largeDownload(6_000_000),
    ...S.exfiltration().slice(0, 2000),
  ].sort((a, b) => a.ts - b.ts);
  return Buffer.from(writePcap(packets).subarray(24));
}

function generate(): void {
  if (existsSync(FILE) && Math.abs(statSync(FILE).size - TARGET) < 64 * MB) return;
  const t = performance.now();
  const records = block();
  const header = Buffer.from(writePcap([]));
  const fd = openSync(FILE, 'w');
  writeSync(fd, header);
  let written = header.length;
  for (let rep = 0; written < TARGET; rep++) {
    const copy = Buffer.from(records);
    // Shift each record in time and give each repetition its own client subnet (3rd octet of IPv4 sources).
    for (let o = 0; o + 16 <= copy.length; ) {
      const capLen = copy.readUInt32LE(o + 8);
      copy.writeUInt32LE(copy.readUInt32LE(o) + rep * 4000, o);
      if (capLen >= 34 && copy[o + 16 + 12] === 0x08 && copy[o + 16 + 13] === 0x00) copy[o + 16 + 14 + 14] = rep & 0xff;
      o += 16 + capLen;
    }
    writeSync(fd, copy);
    written += copy.length;
  }
  closeSync(fd);
  console.log(`generated ${FILE}: ${(written / MB).toFixed(0)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

async function child(): Promise<void> {
  const started = performance.now();
  const source = createReadStream(FILE, { highWaterMark: 1024 * 1024 });
  const result = await analyzeCaptureStream(source, { fileSizeBytes: statSync(FILE).size, now: () => performance.now() });
  const stats: RunStats = { seconds: (performance.now() - started) / 1000, peakRssMb: process.resourceUsage().maxRSS / 1024, packets: result.metrics.packets };
  process.stdout.write(`${JSON.stringify({ ...stats, detections: result.detections.length, threat_score: result.threat_score })}\n`);
}

/** Runs a command and samples its peak RSS (VmHWM) from /proc while it runs. */
function measure(cmd: string, args: string[]): Promise<RunStats & { stdout: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const proc = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    let peak = 0;
    proc.stdout.on('data', (d) => (stdout += d));
    const timer = setInterval(() => {
      try {
        const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'));
        if (m) peak = Math.max(peak, Number(m[1]) / 1024);
      } catch {
        /* exited */
      }
    }, 50);
    proc.on('error', reject);
    proc.on('close', () => {
      clearInterval(timer);
      resolve({ seconds: (performance.now() - started) / 1000, peakRssMb: peak, stdout });
    });
  });
}

async function main(): Promise<void> {
  if (process.argv.includes('--child')) return child();
  generate();
  const size = statSync(FILE).size;
  console.log(`capture: ${FILE}, ${(size / MB).toFixed(0)} MB`);
  const ours = await measure(process.execPath, [...process.execArgv, __filename, '--child']);
  const o = JSON.parse(ours.stdout.trim().split('\n').pop()!) as RunStats & { detections: number; threat_score: number };
  const oursMbs = size / MB / o.seconds;
  console.log(
    `almanac : ${oursMbs.toFixed(0)} MB/s, ${((o.packets ?? 0) / o.seconds / 1000).toFixed(0)} k packets/s, ${o.seconds.toFixed(2)} s, ` +
      `peak RSS ${Math.max(o.peakRssMb, ours.peakRssMb).toFixed(0)} MB (${o.packets} packets, ${o.detections} detections, score ${o.threat_score})`,
  );
  const tshark = ['/usr/bin/tshark', '/usr/local/bin/tshark'].find((p) => existsSync(p));
  if (!tshark) {
    console.log('tshark: not installed (apt-get install -y tshark) — no comparison');
    return;
  }
  const ts = await measure(tshark, ['-q', '-n', '-z', 'conv,ip', '-r', FILE]);
  const tsMbs = size / MB / ts.seconds;
  console.log(`tshark  : ${tsMbs.toFixed(0)} MB/s (-z conv,ip), ${ts.seconds.toFixed(2)} s, peak RSS ${ts.peakRssMb.toFixed(0)} MB`);
  console.log(`ratio   : ${(oursMbs / tsMbs).toFixed(2)}x tshark (target ≥ 4x, RSS < 300 MB)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
