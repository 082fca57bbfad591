/**
 * Floods against one target, counted in 10-second windows of capture time: TCP SYNs that rarely become
 * connections (SYN flood) and ICMP echo requests (ping flood). A busy server that completes its handshakes
 * is not a SYN flood, whatever its rate.
 */
import { addr, CappedMap, isoTime, mitre, round, Span, type Detection } from './detection';

export const FLOOD_WINDOW = 10;
export const SYN_FLOOD_MIN = 1000;
export const ICMP_FLOOD_MIN = 2000;

class Target {
  readonly span = new Span();
  bucket = -1;
  inBucket = 0;
  peak = 0;
  total = 0;
  established = 0;
  sources = new Set<string>();
  sourcesOverflow = false;
  ports = new Set<number>();
}

export class FloodDetector {
  private readonly syn = new CappedMap<string, Target>(50_000);
  private readonly icmp = new CappedMap<string, Target>(50_000);

  onSyn(src: string, dst: string, port: number, ts: number): void {
    this.count(this.syn, src, dst, ts)?.ports.add(port);
  }

  onEstablished(dst: string): void {
    const t = this.syn.map.get(dst);
    if (t) t.established++;
  }

  onEchoRequest(src: string, dst: string, ts: number): void {
    this.count(this.icmp, src, dst, ts);
  }

  private count(map: CappedMap<string, Target>, src: string, dst: string, ts: number): Target | undefined {
    const t = map.getOrCreate(dst, () => new Target());
    if (!t) return undefined;
    t.total++;
    t.span.see(ts);
    const b = Math.floor(ts / FLOOD_WINDOW);
    if (b !== t.bucket) {
      t.bucket = b;
      t.inBucket = 0;
    }
    if (++t.inBucket > t.peak) t.peak = t.inBucket;
    if (t.sources.size < 10_000) t.sources.add(src);
    else t.sourcesOverflow = true;
    if (t.ports.size > 64) t.ports.clear();
    return t;
  }

  results(): Detection[] {
    const out: Detection[] = [];
    for (const [dst, t] of this.syn.map) {
      if (t.peak < SYN_FLOOD_MIN) continue;
      const completion = t.established / t.total;
      if (completion > 0.2) continue;
      const spoofed = t.sources.size > 100;
      out.push({
        id: 'syn_flood',
        category: 'denial_of_service',
        severity: 'high',
        confidence: round(Math.min(0.98, 0.7 + (1 - completion) * 0.25)),
        title: `SYN flood against ${addr(dst)}`,
        description:
          `${t.peak} TCP connection requests reached ${addr(dst)} within ${FLOOD_WINDOW} seconds and only ${(completion * 100).toFixed(1)}% ` +
          `completed the handshake${spoofed ? ', from many (probably spoofed) sources' : ''}: an attempt to exhaust its connection table.`,
        src: t.sources.size === 1 ? addr([...t.sources][0]) : null,
        dst: addr(dst),
        ports: [...t.ports].sort((a, b) => a - b).slice(0, 25),
        first_seen: isoTime(t.span.first),
        last_seen: isoTime(t.span.last),
        count: t.total,
        evidence: {
          peak_syns_per_window: t.peak,
          window_seconds: FLOOD_WINDOW,
          handshake_completion_ratio: round(completion, 4),
          distinct_sources: t.sourcesOverflow ? '10000+' : t.sources.size,
        },
        mitre_attack: mitre('T1498.001'),
      });
    }
    for (const [dst, t] of this.icmp.map) {
      if (t.peak < ICMP_FLOOD_MIN) continue;
      out.push({
        id: 'icmp_flood',
        category: 'denial_of_service',
        severity: 'high',
        confidence: 0.85,
        title: `ICMP echo flood against ${addr(dst)}`,
        description: `${t.peak} echo requests reached ${addr(dst)} within ${FLOOD_WINDOW} seconds.`,
        src: t.sources.size === 1 ? addr([...t.sources][0]) : null,
        dst: addr(dst),
        ports: [],
        first_seen: isoTime(t.span.first),
        last_seen: isoTime(t.span.last),
        count: t.total,
        evidence: { peak_requests_per_window: t.peak, window_seconds: FLOOD_WINDOW, distinct_sources: t.sourcesOverflow ? '10000+' : t.sources.size },
        mitre_attack: mitre('T1498.001'),
      });
    }
    return out;
  }
}
