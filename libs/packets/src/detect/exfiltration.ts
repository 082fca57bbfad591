/**
 * Large uploads to a rare outside host: an internal host sends many megabytes to an external address that no
 * (or hardly any) other internal host talks to, and sends far more than it receives. A big download (the bytes
 * flow inwards) is the normal case and never counts.
 */
import { isInternal } from '../decode/ip-address';
import type { Flow } from '../flows/flow';
import { addr, CappedMap, CappedSet, isoTime, mitre, round, Span, type Detection } from './detection';

export const EXFIL_MIN_BYTES = 5_000_000;
export const EXFIL_MAX_PEERS = 2;

class Transfer {
  readonly span = new Span();
  readonly ports = new Set<number>();
  sent = 0;
  received = 0;
  flows = 0;
  constructor(
    readonly client: string,
    readonly server: string,
  ) {}
}

export class ExfiltrationDetector {
  private readonly transfers = new CappedMap<string, Transfer>(50_000);
  private readonly peers = new CappedMap<string, CappedSet<string>>(100_000);

  onFlowEnd(flow: Flow): void {
    if (!isInternal(flow.client) || isInternal(flow.server)) return;
    this.peers.getOrCreate(flow.server, () => new CappedSet<string>(EXFIL_MAX_PEERS + 1))?.add(flow.client);
    const t = this.transfers.getOrCreate(`${flow.client}|${flow.server}`, () => new Transfer(flow.client, flow.server));
    if (!t) return;
    t.sent += flow.bytes[0];
    t.received += flow.bytes[1];
    t.flows++;
    if (t.ports.size < 16) t.ports.add(flow.serverPort);
    t.span.see(flow.first);
    t.span.see(flow.last);
  }

  results(): Detection[] {
    const out: Detection[] = [];
    for (const t of this.transfers.map.values()) {
      if (t.sent < EXFIL_MIN_BYTES || t.sent < 4 * t.received) continue;
      const peers = this.peers.map.get(t.server)?.size ?? 1;
      if (peers > EXFIL_MAX_PEERS) continue;
      out.push({
        id: 'large_outbound_transfer',
        category: 'exfiltration',
        severity: t.sent >= 50_000_000 ? 'high' : 'medium',
        confidence: round(Math.min(0.9, 0.5 + Math.log10(t.sent / EXFIL_MIN_BYTES + 1) * 0.3)),
        title: `${(t.sent / 1e6).toFixed(1)} MB sent to rarely contacted ${addr(t.server)}`,
        description:
          `${addr(t.client)} uploaded ${(t.sent / 1e6).toFixed(1)} MB (and received ${(t.received / 1e6).toFixed(2)} MB) to ${addr(t.server)}, ` +
          `an outside address that only ${peers} internal host(s) contacted: possible data exfiltration.`,
        src: addr(t.client),
        dst: addr(t.server),
        ports: [...t.ports].sort((a, b) => a - b),
        first_seen: isoTime(t.span.first),
        last_seen: isoTime(t.span.last),
        count: t.flows,
        evidence: { bytes_sent: t.sent, bytes_received: t.received, upload_ratio: round(t.sent / Math.max(1, t.sent + t.received)), internal_peers_of_destination: peers },
        mitre_attack: mitre('T1048', 'T1041'),
      });
    }
    return out;
  }
}
