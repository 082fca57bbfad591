/**
 * Host discovery: ICMP echo sweeps and ARP sweeps. Counted per source in one-minute windows of capture time,
 * so a monitoring host that pings a few servers all day stays quiet while a sweep of a subnet does not.
 */
import { formatV4, v4KeyOf } from '../decode/ip-address';
import { addr, CappedMap, isoTime, mitre, round, Span, type Detection } from './detection';

export const SWEEP_MIN_HOSTS = 20;
const WINDOW = 60;

class Window {
  readonly span = new Span();
  bucket = -1;
  current = new Set<string | number>();
  peak = 0;
  peakSample: (string | number)[] = [];
  total = 0;

  see(target: string | number, ts: number): void {
    this.total++;
    this.span.see(ts);
    const b = Math.floor(ts / WINDOW);
    if (b !== this.bucket) {
      this.bucket = b;
      this.current = new Set();
    }
    if (this.current.size < 65536) this.current.add(target);
    if (this.current.size > this.peak) {
      this.peak = this.current.size;
      if (this.peakSample.length < 10) this.peakSample.push(target);
    }
  }
}

export class SweepDetector {
  private readonly icmp = new CappedMap<string, Window>(20_000);
  private readonly arp = new CappedMap<string, Window & { ip: number }>(20_000);

  onEchoRequest(src: string, dst: string, ts: number): void {
    this.icmp.getOrCreate(src, () => new Window())?.see(dst, ts);
  }

  onArpRequest(senderMac: string, senderIp: number, targetIp: number, ts: number): void {
    // ARP probes for the sender's own address (duplicate address detection) are not discovery.
    if (targetIp === senderIp) return;
    this.arp.getOrCreate(senderMac, () => Object.assign(new Window(), { ip: senderIp }))?.see(targetIp, ts);
  }

  results(): Detection[] {
    const out: Detection[] = [];
    for (const [src, w] of this.icmp.map) {
      if (w.peak < SWEEP_MIN_HOSTS) continue;
      out.push({
        id: 'icmp_host_sweep',
        category: 'reconnaissance',
        severity: 'medium',
        confidence: round(Math.min(0.95, 0.6 + w.peak / 200)),
        title: `ICMP ping sweep by ${addr(src)} (${w.peak} hosts in a minute)`,
        description: `${addr(src)} sent echo requests to ${w.peak} different hosts within one minute: a sweep to find live hosts.`,
        src: addr(src),
        dst: null,
        ports: [],
        first_seen: isoTime(w.span.first),
        last_seen: isoTime(w.span.last),
        count: w.total,
        evidence: { hosts_in_busiest_minute: w.peak, sample_targets: w.peakSample.map((t) => addr(t as string)) },
        mitre_attack: mitre('T1018'),
      });
    }
    for (const [mac, w] of this.arp.map) {
      if (w.peak < SWEEP_MIN_HOSTS) continue;
      out.push({
        id: 'arp_host_sweep',
        category: 'reconnaissance',
        severity: 'medium',
        confidence: round(Math.min(0.95, 0.6 + w.peak / 200)),
        title: `ARP sweep from ${mac} (${w.peak} addresses in a minute)`,
        description: `The station ${mac} (${formatV4(w.ip)}) asked for the hardware address of ${w.peak} different IP addresses within one minute: a scan of the local segment.`,
        src: formatV4(w.ip),
        dst: null,
        ports: [],
        first_seen: isoTime(w.span.first),
        last_seen: isoTime(w.span.last),
        count: w.total,
        evidence: { sender_mac: mac, addresses_in_busiest_minute: w.peak, sample_targets: w.peakSample.map((t) => addr(v4KeyOf(t as number))) },
        mitre_attack: mitre('T1018'),
      });
    }
    return out;
  }
}
