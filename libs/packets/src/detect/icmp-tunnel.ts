/**
 * ICMP tunnelling: echo traffic between two hosts whose payloads are large, varied and random-looking. Normal
 * ping repeats one fixed pattern (a timestamp and a byte sequence, or the Windows alphabet), so its entropy is
 * low and its payloads alike, however large they are made.
 */
import { addr, CappedMap, CappedSet, isoTime, mitre, round, Span, type Detection } from './detection';

export const ICMP_TUNNEL_MIN_PACKETS = 10;

class Pair {
  readonly span = new Span();
  packets = 0;
  bigPackets = 0;
  bytes = 0;
  entropySum = 0;
  readonly shapes = new CappedSet<string>(256);
  constructor(
    readonly a: string,
    readonly b: string,
  ) {}
}

export class IcmpTunnelDetector {
  private readonly pairs = new CappedMap<string, Pair>(20_000);

  /** An echo request or reply with `len` payload bytes of the given entropy; `shape` fingerprints the payload. */
  onEcho(src: string, dst: string, len: number, entropy: number, shape: string, ts: number): void {
    const [a, b] = src < dst ? [src, dst] : [dst, src];
    const pair = this.pairs.getOrCreate(`${a}|${b}`, () => new Pair(a, b));
    if (!pair) return;
    pair.packets++;
    pair.span.see(ts);
    pair.bytes += len;
    if (len > 64) {
      pair.bigPackets++;
      pair.entropySum += entropy;
      pair.shapes.add(shape);
    }
  }

  results(): Detection[] {
    const out: Detection[] = [];
    for (const pair of this.pairs.map.values()) {
      if (pair.bigPackets < ICMP_TUNNEL_MIN_PACKETS) continue;
      const meanEntropy = pair.entropySum / pair.bigPackets;
      const variety = pair.shapes.size / pair.bigPackets;
      if (meanEntropy < 6 || variety < 0.5) continue;
      out.push({
        id: 'icmp_tunnel',
        category: 'command_and_control',
        severity: 'high',
        confidence: round(Math.min(0.95, 0.5 + (meanEntropy - 6) / 4 + variety * 0.2)),
        title: `ICMP tunnel between ${addr(pair.a)} and ${addr(pair.b)}`,
        description:
          `${pair.bigPackets} echo packets between the two hosts carried large payloads that differ from packet to packet and look random ` +
          `(mean entropy ${meanEntropy.toFixed(2)} bits/byte): data is travelling inside ping.`,
        src: addr(pair.a),
        dst: addr(pair.b),
        ports: [],
        first_seen: isoTime(pair.span.first),
        last_seen: isoTime(pair.span.last),
        count: pair.packets,
        evidence: { large_echo_packets: pair.bigPackets, payload_bytes: pair.bytes, mean_payload_entropy: round(meanEntropy), distinct_payloads: pair.shapes.size },
        mitre_attack: mitre('T1095', 'T1572'),
      });
    }
    return out;
  }
}
