/**
 * ARP cache poisoning: one IP address claimed by different hardware addresses, back and forth. A single change
 * (a replaced network card, a DHCP lease moving) is normal; flip-flopping between two stations or repeated
 * unsolicited replies claiming someone else's address is the attack.
 */
import { formatV4 } from '../decode/ip-address';
import { CappedMap, isoTime, mitre, round, Span, type Detection } from './detection';

export const ARP_SPOOF_MIN_CONFLICTS = 3;

class Binding {
  readonly span = new Span();
  readonly macs = new Map<string, number>();
  current = '';
  conflicts = 0;
}

export class ArpSpoofDetector {
  private readonly bindings = new CappedMap<number, Binding>(65_536);

  /** Every ARP packet says "senderIp is at senderMac". */
  onArp(senderIp: number, senderMac: string, ts: number): void {
    if (senderIp === 0) return;
    const b = this.bindings.getOrCreate(senderIp, () => new Binding());
    if (!b) return;
    if (b.macs.size < 16) b.macs.set(senderMac, (b.macs.get(senderMac) ?? 0) + 1);
    if (b.current !== '' && b.current !== senderMac) {
      b.conflicts++;
      b.span.see(ts);
    }
    b.current = senderMac;
  }

  results(): Detection[] {
    const out: Detection[] = [];
    for (const [ip, b] of this.bindings.map) {
      if (b.macs.size < 2 || b.conflicts < ARP_SPOOF_MIN_CONFLICTS) continue;
      const macs = [...b.macs.entries()].sort((x, y) => y[1] - x[1]);
      out.push({
        id: 'arp_spoofing',
        category: 'credential_access',
        severity: 'high',
        confidence: round(Math.min(0.95, 0.6 + b.conflicts / 50)),
        title: `ARP spoofing of ${formatV4(ip)}`,
        description:
          `${formatV4(ip)} was claimed by ${b.macs.size} hardware addresses (${macs.map((m) => m[0]).join(', ')}), switching ${b.conflicts} times: ` +
          'a station is poisoning ARP caches to intercept traffic meant for this address.',
        src: null,
        dst: formatV4(ip),
        ports: [],
        first_seen: isoTime(b.span.first),
        last_seen: isoTime(b.span.last),
        count: b.conflicts,
        evidence: { claimed_ip: formatV4(ip), macs: Object.fromEntries(macs), changes: b.conflicts },
        mitre_attack: mitre('T1557.002'),
      });
    }
    return out;
  }
}
