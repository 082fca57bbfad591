/**
 * Packet-level anomalies used to evade or confuse inspection:
 *  - encrypted-looking data on cleartext ports (client side of a connection to FTP/Telnet/SMTP/HTTP/POP3/IMAP
 *    that does not speak the protocol and has near-random bytes; compressed HTTP bodies go server → client and
 *    are not counted);
 *  - TTL changes inside one direction of a flow (injected packets come from a different distance);
 *  - overlapping IP fragments (the basis of Teardrop and of IDS evasion by overlap), and the IPv4 "evil bit".
 */
import type { DecodedPacket } from '../decode/decoded-packet';
import type { Flow } from '../flows/flow';
import { addr, CappedMap, isoTime, mitre, round, Span, type Detection } from './detection';

export const CLEARTEXT_PORTS: Record<number, string> = { 21: 'FTP', 23: 'Telnet', 25: 'SMTP', 80: 'HTTP', 110: 'POP3', 143: 'IMAP', 8080: 'HTTP' };
export const HIGH_ENTROPY = 7.0;
const MIN_ENTROPY_BYTES = 1024;
const FRAGMENT_TIMEOUT = 30;

class Finding {
  readonly span = new Span();
  count = 0;
  readonly extra: Record<string, number> = {};
  constructor(
    readonly src: string,
    readonly dst: string,
    readonly port: number,
  ) {}
}

interface Datagram {
  ranges: number[];
  last: number;
  overlapReported: boolean;
}

export class AnomalyDetector {
  private readonly entropy = new CappedMap<string, Finding>(10_000);
  private readonly ttl = new CappedMap<string, Finding>(10_000);
  private readonly overlaps = new CappedMap<string, Finding>(10_000);
  private readonly evil = new CappedMap<string, Finding>(10_000);
  private fragments = new Map<string, Datagram>();
  private nextFragmentSweep = -Infinity;

  onFlowEnd(flow: Flow): void {
    const port = flow.serverPort;
    if (flow.proto === 6 && CLEARTEXT_PORTS[port] && flow.clientSpokeProtocol === false && flow.bytes[0] >= MIN_ENTROPY_BYTES) {
      const mean = flow.clientEntropyBytes / flow.bytes[0];
      if (mean >= HIGH_ENTROPY) {
        const f = this.entropy.getOrCreate(`${flow.client}|${flow.server}|${port}`, () => new Finding(flow.client, flow.server, port));
        if (f) {
          f.count++;
          f.span.see(flow.first);
          f.span.see(flow.last);
          f.extra.bytes = (f.extra.bytes ?? 0) + flow.bytes[0];
          f.extra.entropy_sum = (f.extra.entropy_sum ?? 0) + flow.clientEntropyBytes;
        }
      }
    }
    if (flow.ttlOutliers > 0) {
      const f = this.ttl.getOrCreate(`${flow.client}|${flow.server}|${port}`, () => new Finding(flow.client, flow.server, port));
      if (f) {
        f.count += flow.ttlOutliers;
        f.span.see(flow.first);
        f.span.see(flow.last);
        f.extra.client_ttl = flow.ttl[0];
        f.extra.server_ttl = flow.ttl[1];
        f.extra.odd_ttl = flow.ttlOutlierValue;
      }
    }
  }

  onFragment(p: DecodedPacket): void {
    if (p.ts > this.nextFragmentSweep) {
      this.nextFragmentSweep = p.ts + FRAGMENT_TIMEOUT;
      for (const [k, d] of this.fragments) if (p.ts - d.last > FRAGMENT_TIMEOUT) this.fragments.delete(k);
    }
    const key = `${p.src}|${p.dst}|${p.proto}|${p.fragId}`;
    let d = this.fragments.get(key);
    if (!d) {
      if (this.fragments.size >= 20_000) return;
      d = { ranges: [], last: p.ts, overlapReported: false };
      this.fragments.set(key, d);
    }
    d.last = p.ts;
    const start = p.fragOffset;
    const end = start + Math.max(0, p.fragLen);
    for (let i = 0; i < d.ranges.length; i += 2) {
      if (start < d.ranges[i + 1] && d.ranges[i] < end) {
        const f = this.overlaps.getOrCreate(`${p.src}|${p.dst}`, () => new Finding(p.src, p.dst, 0));
        if (f) {
          f.count++;
          f.span.see(p.ts);
        }
        break;
      }
    }
    if (d.ranges.length < 128) d.ranges.push(start, end);
  }

  onEvilBit(p: DecodedPacket): void {
    const f = this.evil.getOrCreate(`${p.src}|${p.dst}`, () => new Finding(p.src, p.dst, 0));
    if (!f) return;
    f.count++;
    f.span.see(p.ts);
  }

  results(): Detection[] {
    const out: Detection[] = [];
    const base = (f: Finding) => ({
      src: addr(f.src),
      dst: addr(f.dst),
      ports: f.port ? [f.port] : [],
      first_seen: isoTime(f.span.first),
      last_seen: isoTime(f.span.last),
      count: f.count,
    });
    for (const f of this.entropy.map.values()) {
      const mean = f.extra.entropy_sum / f.extra.bytes;
      out.push({
        id: 'high_entropy_on_cleartext_port',
        category: 'command_and_control',
        severity: 'medium',
        confidence: round(Math.min(0.9, 0.5 + (mean - HIGH_ENTROPY) / 2)),
        title: `Encrypted-looking data on the ${CLEARTEXT_PORTS[f.port]} port ${f.port}`,
        description:
          `${addr(f.src)} sent ${f.extra.bytes} bytes of near-random data (mean entropy ${mean.toFixed(2)} bits/byte) to ${addr(f.dst)}:${f.port} without ` +
          `speaking ${CLEARTEXT_PORTS[f.port]}: an encrypted or packed channel hiding on a cleartext port.`,
        ...base(f),
        evidence: { bytes: f.extra.bytes, mean_entropy: round(mean), expected_protocol: CLEARTEXT_PORTS[f.port] },
        mitre_attack: mitre('T1573', 'T1571'),
      });
    }
    for (const f of this.ttl.map.values()) {
      out.push({
        id: 'ttl_anomaly',
        category: 'protocol_anomaly',
        severity: 'low',
        confidence: round(Math.min(0.8, 0.4 + f.count / 20)),
        title: `TTL changes inside one connection (${addr(f.src)} ↔ ${addr(f.dst)})`,
        description:
          `${f.count} packet(s) of one direction of this connection arrived with a TTL more than 5 hops away from the rest: packets injected ` +
          'by a third party (e.g. forged resets) or a path being manipulated.',
        ...base(f),
        evidence: { ...f.extra },
        mitre_attack: [],
      });
    }
    for (const f of this.overlaps.map.values()) {
      out.push({
        id: 'overlapping_fragments',
        category: 'evasion',
        severity: 'high',
        confidence: 0.85,
        title: `Overlapping IP fragments from ${addr(f.src)}`,
        description: `${f.count} fragment(s) overlapped data already sent in the same datagram; no normal stack does this. It is used to crash hosts (Teardrop) or to show an IDS different bytes than the target sees.`,
        ...base(f),
        evidence: { overlapping_fragments: f.count },
        mitre_attack: [],
      });
    }
    for (const f of this.evil.map.values()) {
      out.push({
        id: 'ip_reserved_flag',
        category: 'protocol_anomaly',
        severity: 'low',
        confidence: 0.6,
        title: `IPv4 reserved flag set by ${addr(f.src)}`,
        description: 'Packets with the reserved ("evil") bit of the IPv4 header set: never set by real stacks, so these were crafted.',
        ...base(f),
        evidence: { packets: f.count },
        mitre_attack: [],
      });
    }
    return out;
  }
}
