/**
 * Reconnaissance by port: TCP SYN (half-open) and connect scans, NULL/FIN/XMAS scans and UDP scans, each per
 * scanning source. A probe is a connection that carried no data: to one host, many such probes on different
 * ports make a vertical scan; the same port on many hosts, a horizontal one. Odd TCP flag combinations that
 * are too few to be a scan are reported as anomalies.
 */
import type { DecodedPacket } from '../decode/decoded-packet';
import { TCP_ACK, TCP_FIN, TCP_PSH, TCP_RST, TCP_SYN, TCP_URG } from '../decode/decoded-packet';
import type { Flow } from '../flows/flow';
import { addr, CappedMap, CappedSet, isoTime, mitre, portList, round, Span, type Detection } from './detection';

/** Distinct ports on one host (vertical) or hosts on one port (horizontal) that make a scan. */
export const SCAN_MIN_PORTS = 15;
export const SCAN_MIN_HOSTS = 25;
export const STEALTH_MIN_PORTS = 8;

type Kind = 'tcp' | 'udp' | 'null' | 'fin' | 'xmas';

class Probes {
  readonly span = new Span();
  /** host → ports probed on it. */
  readonly byHost = new Map<string, CappedSet<number>>();
  /** port → hosts probed on it. */
  readonly byPort = new Map<number, CappedSet<string>>();
  count = 0;
  halfOpen = 0;
  completed = 0;
  refused = 0;

  add(host: string, port: number, ts: number): void {
    this.count++;
    this.span.see(ts);
    let ports = this.byHost.get(host);
    if (!ports) {
      if (this.byHost.size >= 4096) return;
      ports = new CappedSet<number>(4096);
      this.byHost.set(host, ports);
    }
    ports.add(port);
    let hosts = this.byPort.get(port);
    if (!hosts) {
      if (this.byPort.size >= 4096) return;
      hosts = new CappedSet<string>(4096);
      this.byPort.set(port, hosts);
    }
    hosts.add(host);
  }
}

const ANOMALY_NAMES: Record<string, string> = {
  'syn+fin': 'SYN and FIN together',
  'syn+rst': 'SYN and RST together',
  'fin-no-ack': 'FIN without ACK',
  null: 'no flags at all (NULL)',
  xmas: 'FIN, PSH and URG together (XMAS)',
};

export class ScanDetector {
  private readonly probes = new CappedMap<string, Record<Kind, Probes | undefined>>(20_000);
  private readonly anomalies = new CappedMap<string, { span: Span; kinds: Map<string, number>; dsts: CappedSet<string>; ports: CappedSet<number> }>(20_000);

  private probe(src: string, kind: Kind): Probes | undefined {
    const entry = this.probes.getOrCreate(src, () => ({ tcp: undefined, udp: undefined, null: undefined, fin: undefined, xmas: undefined }));
    if (!entry) return undefined;
    return (entry[kind] ??= new Probes());
  }

  /** Every TCP packet: stealth scan probes and odd flags (outside an established connection). */
  onTcp(p: DecodedPacket, flow: Flow): void {
    const f = p.tcpFlags & 0x3f;
    let kind: string | null = null;
    if (f === 0) kind = 'null';
    else if ((f & (TCP_FIN | TCP_PSH | TCP_URG)) === (TCP_FIN | TCP_PSH | TCP_URG) && !(f & TCP_SYN)) kind = 'xmas';
    else if (f === TCP_FIN) kind = 'fin-no-ack';
    else if ((f & (TCP_SYN | TCP_FIN)) === (TCP_SYN | TCP_FIN)) kind = 'syn+fin';
    else if ((f & (TCP_SYN | TCP_RST)) === (TCP_SYN | TCP_RST)) kind = 'syn+rst';
    if (kind === null || flow.established) return;
    if (kind === 'null' || kind === 'xmas' || kind === 'fin-no-ack') {
      this.probe(p.src, kind === 'fin-no-ack' ? 'fin' : kind)?.add(p.dst, p.dport, p.ts);
    }
    const a = this.anomalies.getOrCreate(p.src, () => ({ span: new Span(), kinds: new Map(), dsts: new CappedSet<string>(64), ports: new CappedSet<number>(256) }));
    if (!a) return;
    a.span.see(p.ts);
    a.kinds.set(kind, (a.kinds.get(kind) ?? 0) + 1);
    a.dsts.add(p.dst);
    a.ports.add(p.dport);
  }

  /** A finished flow: a data-less TCP attempt or an unanswered UDP datagram is a probe. */
  onFlowEnd(flow: Flow): void {
    if (flow.proto === 6) {
      if (!flow.synSeen || flow.totalBytes > 0) return;
      const pr = this.probe(flow.client, 'tcp');
      if (!pr) return;
      pr.add(flow.server, flow.serverPort, flow.first);
      if (flow.established) pr.completed++;
      else if (flow.synAckSeen && flow.rstFromClient) pr.halfOpen++;
      else if (flow.rstFromServer) pr.refused++;
    } else if (flow.proto === 17) {
      // Unanswered, small, and not traceroute's UDP probes (33434-33534) or DNS/NTP chatter.
      if (flow.packets[1] > 0 || flow.packets[0] > 3 || flow.bytes[0] > 512) return;
      const port = flow.serverPort;
      if ((port >= 33434 && port <= 33534) || port === 53 || port === 123 || port === 137 || port === 5353) return;
      this.probe(flow.client, 'udp')?.add(flow.server, port, flow.first);
    }
  }

  results(): Detection[] {
    const out: Detection[] = [];
    const stealthScanners = new Set<string>();
    for (const [src, kinds] of this.probes.map) {
      for (const kind of ['tcp', 'udp', 'null', 'fin', 'xmas'] as Kind[]) {
        const pr = kinds[kind];
        if (!pr) continue;
        const minPorts = kind === 'tcp' || kind === 'udp' ? SCAN_MIN_PORTS : STEALTH_MIN_PORTS;
        for (const [host, ports] of pr.byHost) {
          if (ports.size < minPorts) continue;
          if (kind !== 'tcp' && kind !== 'udp') stealthScanners.add(src);
          out.push(this.scan(src, host, kind, pr, ports));
        }
        if (kind === 'tcp' || kind === 'udp') {
          for (const [port, hosts] of pr.byPort) {
            if (hosts.size < SCAN_MIN_HOSTS) continue;
            out.push({
              id: `${kind}_horizontal_scan`,
              category: 'reconnaissance',
              severity: 'medium',
              confidence: round(Math.min(0.95, 0.6 + hosts.size / 250)),
              title: `${kind.toUpperCase()} sweep of port ${port} across ${hosts.size} hosts`,
              description: `${addr(src)} tried port ${port}/${kind} on ${hosts.size} different hosts without exchanging data: looking for one service across a network.`,
              src: addr(src),
              dst: null,
              ports: [port],
              first_seen: isoTime(pr.span.first),
              last_seen: isoTime(pr.span.last),
              count: hosts.size,
              evidence: { distinct_hosts: hosts.size, sample_hosts: [...hosts.items].slice(0, 10).map(addr) },
              mitre_attack: mitre('T1046'),
            });
          }
        }
      }
    }
    for (const [src, a] of this.anomalies.map) {
      if (stealthScanners.has(src)) continue;
      const total = [...a.kinds.values()].reduce((x, y) => x + y, 0);
      out.push({
        id: 'tcp_flag_anomaly',
        category: 'protocol_anomaly',
        severity: 'low',
        confidence: round(Math.min(0.9, 0.5 + total / 20)),
        title: `Invalid TCP flag combinations from ${addr(src)}`,
        description:
          'TCP packets whose flags no normal connection uses (' + [...a.kinds.keys()].map((k) => ANOMALY_NAMES[k]).join(', ') +
          '): typical of OS fingerprinting, firewall probing or crafted packets.',
        src: addr(src),
        dst: a.dsts.size === 1 ? addr([...a.dsts.items][0]) : null,
        ports: portList(a.ports.items),
        first_seen: isoTime(a.span.first),
        last_seen: isoTime(a.span.last),
        count: total,
        evidence: { flags: Object.fromEntries(a.kinds), distinct_destinations: a.dsts.size },
        mitre_attack: mitre('T1046'),
      });
    }
    return out;
  }

  private scan(src: string, host: string, kind: Kind, pr: Probes, ports: CappedSet<number>): Detection {
    const technique =
      kind === 'tcp' ? (pr.halfOpen >= pr.completed ? 'SYN (half-open)' : 'connect') : kind === 'udp' ? 'UDP' : kind.toUpperCase();
    const evidence: Record<string, unknown> = { technique, distinct_ports: ports.size };
    if (kind === 'tcp') Object.assign(evidence, { half_open: pr.halfOpen, completed_without_data: pr.completed, refused: pr.refused });
    return {
      id: kind === 'tcp' ? 'tcp_port_scan' : kind === 'udp' ? 'udp_port_scan' : `tcp_${kind}_scan`,
      category: 'reconnaissance',
      severity: kind === 'tcp' || kind === 'udp' ? 'medium' : 'high',
      confidence: round(Math.min(0.98, 0.6 + ports.size / 200)),
      title: `${technique} port scan of ${addr(host)} (${ports.size} ports)`,
      description: `${addr(src)} probed ${ports.size} ports of ${addr(host)} without exchanging data, the pattern of a ${technique} port scan.`,
      src: addr(src),
      dst: addr(host),
      ports: portList(ports.items),
      first_seen: isoTime(pr.span.first),
      last_seen: isoTime(pr.span.last),
      count: ports.size,
      evidence,
      mitre_attack: mitre('T1046'),
    };
  }
}

export { TCP_ACK };
