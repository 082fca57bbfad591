/**
 * The whole analysis of one capture as a packet sink: decode each packet, keep the exact metrics, maintain the
 * bounded flow table and feed the detectors. Pure computation: the caller supplies the bytes (through a reader)
 * and, at the end, the file size and the time the analysis took.
 */
import { LoginTracker, type LoginEvent } from './decode/cleartext-logins';
import { DecodedPacket, L3, TCP_ACK, TCP_FIN, TCP_RST, TCP_SYN } from './decode/decoded-packet';
import { parseDns } from './decode/dns';
import { mayBeHttpRequest, parseHttpRequest } from './decode/http-request';
import { formatAddress } from './decode/ip-address';
import { linkTypeName } from './decode/link-types';
import { PacketDecoder } from './decode/packet-decoder';
import { looksLikeClientHello } from './decode/tls-client-hello';
import { AnomalyDetector, CLEARTEXT_PORTS } from './detect/anomalies';
import { ArpSpoofDetector } from './detect/arp-spoofing';
import { BeaconDetector } from './detect/beaconing';
import { CredentialDetector } from './detect/credentials';
import type { Detection } from './detect/detection';
import { DnsThreatDetector } from './detect/dns-threats';
import { ExfiltrationDetector } from './detect/exfiltration';
import { FloodDetector } from './detect/floods';
import { IcmpTunnelDetector } from './detect/icmp-tunnel';
import { ScanDetector } from './detect/scans';
import { looksLikeIrc, SuspiciousPortDetector } from './detect/suspicious-ports';
import { SweepDetector } from './detect/sweeps';
import { Flow } from './flows/flow';
import { DEFAULT_FLOW_OPTIONS, FlowTable, type FlowTableOptions } from './flows/flow-table';
import { byteEntropy } from './metrics/entropy';
import { U32Set } from './metrics/u32-set';
import type { PacketSink } from './readers/packet-sink';
import type { AnalysisResult, AnalysisWarning } from './result';
import { threatLevel, threatScore } from './score/threat-score';

const UDP_SESSION_GAP = 30;
const MAX_DETECTIONS = 500;
const SEVERITY_RANK = { critical: 0, high: 1, medium: 2, low: 3 } as const;
const LOGIN_PORTS = new Set([21, 23, 25, 110, 143, 587, 2525]);

export interface AnalysisOptions {
  flows?: FlowTableOptions;
}

export class CaptureAnalysis implements PacketSink {
  private readonly p = new DecodedPacket();
  private readonly decoder = new PacketDecoder();
  private readonly flows: FlowTable;
  private readonly logins: LoginEvent[] = [];

  private packets = 0;
  private analyzed = 0;
  private malformed = 0;
  private firstSec = Infinity;
  private firstNsec = 0;
  private lastSec = -Infinity;
  private lastNsec = 0;
  private lastTs = 0;
  private entropySum = 0;
  private entropyPackets = 0;
  private readonly srcV4 = new U32Set();
  private readonly dstV4 = new U32Set();
  private readonly srcV6 = new Set<string>();
  private readonly dstV6 = new Set<string>();
  private readonly protocols = new Map<string, number>();
  private readonly ports = new Uint32Array(65536);
  private readonly unsupported = new Map<number, number>();
  private readonly readerWarnings: AnalysisWarning[] = [];

  private readonly scans = new ScanDetector();
  private readonly sweeps = new SweepDetector();
  private readonly floods = new FloodDetector();
  private readonly beacons = new BeaconDetector();
  private readonly dns = new DnsThreatDetector();
  private readonly icmpTunnels = new IcmpTunnelDetector();
  private readonly suspicious = new SuspiciousPortDetector();
  private readonly credentials = new CredentialDetector();
  private readonly arp = new ArpSpoofDetector();
  private readonly exfil = new ExfiltrationDetector();
  private readonly anomalies = new AnomalyDetector();

  constructor(options: AnalysisOptions = {}) {
    this.flows = new FlowTable((flow) => this.flowEnded(flow), options.flows ?? DEFAULT_FLOW_OPTIONS);
  }

  warning(code: string, message: string): void {
    this.readerWarnings.push({ code, message });
  }

  packet(linkType: number, sec: number, nsec: number, data: Uint8Array, start: number, capLen: number, wireLen: number): void {
    this.packets++;
    const p = this.p;
    p.reset(data, capLen, wireLen);
    if (!this.decoder.decode(p, linkType, start)) {
      this.unsupported.set(linkType, (this.unsupported.get(linkType) ?? 0) + 1);
      return;
    }
    this.analyzed++;
    if (sec === sec) {
      if (sec < this.firstSec || (sec === this.firstSec && nsec < this.firstNsec)) {
        this.firstSec = sec;
        this.firstNsec = nsec;
      }
      if (sec > this.lastSec || (sec === this.lastSec && nsec > this.lastNsec)) {
        this.lastSec = sec;
        this.lastNsec = nsec;
      }
      this.lastTs = sec + nsec / 1e9;
    }
    p.ts = this.lastTs;
    if (p.label !== '') this.protocols.set(p.label, (this.protocols.get(p.label) ?? 0) + 1);
    if (p.malformed) this.malformed++;
    if (p.l3 === L3.ARP) {
      if (p.arpOp === 1) this.sweeps.onArpRequest(p.arpSenderMac, p.arpSenderIp, p.arpTargetIp, p.ts);
      this.arp.onArp(p.arpSenderIp, p.arpSenderMac, p.ts);
      return;
    }
    if (p.l3 === L3.None) return;
    if (p.l3 === L3.IPv4) {
      this.srcV4.add(p.srcV4);
      this.dstV4.add(p.dstV4);
      if (p.ipEvil) this.anomalies.onEvilBit(p);
    } else {
      if (this.srcV6.size < 4_000_000) this.srcV6.add(p.src);
      if (this.dstV6.size < 4_000_000) this.dstV6.add(p.dst);
    }
    let entropy = 0;
    const len = p.payloadEnd - p.payloadStart;
    if (len > 0) {
      entropy = byteEntropy(p.data, p.payloadStart, p.payloadEnd);
      this.entropySum += entropy;
      this.entropyPackets++;
    }
    if (p.fragment) {
      this.anomalies.onFragment(p);
      if (p.fragOffset > 0) return;
    }
    if (p.proto === 6 && p.sport + p.dport > 0) this.tcp(p, len, entropy);
    else if (p.proto === 17 && p.sport + p.dport > 0) this.udp(p, len);
    else if (p.proto === 1 || p.proto === 58) this.icmp(p, len, entropy);
    this.flows.sweep(p.ts);
  }

  private flowFor(p: DecodedPacket, clientIsSrc: boolean): { flow: Flow; dir: 0 | 1 } {
    const fwd = p.src < p.dst || (p.src === p.dst && p.sport < p.dport);
    const key = fwd
      ? String.fromCharCode(p.proto, p.sport, p.dport) + p.src + p.dst
      : String.fromCharCode(p.proto, p.dport, p.sport) + p.dst + p.src;
    let flow = this.flows.get(key);
    if (flow && p.proto !== 6 && p.ts - flow.last > UDP_SESSION_GAP) {
      this.flows.close(flow);
      flow = undefined;
    }
    if (!flow) {
      flow = clientIsSrc
        ? new Flow(key, p.proto, p.src, p.dst, p.sport, p.dport, p.ts)
        : new Flow(key, p.proto, p.dst, p.src, p.dport, p.sport, p.ts);
      this.flows.add(flow);
    }
    const dir = p.src === flow.client && p.sport === flow.clientPort ? 0 : 1;
    return { flow, dir };
  }

  private tcp(p: DecodedPacket, len: number, entropy: number): void {
    const f = p.tcpFlags;
    const synOnly = (f & (TCP_SYN | TCP_ACK)) === TCP_SYN;
    const clientIsSrc = !((f & TCP_SYN && f & TCP_ACK) || (!(f & TCP_SYN) && p.sport < 1024 && p.dport >= 1024));
    const { flow, dir } = this.flowFor(p, clientIsSrc);
    this.ports[flow.serverPort]++;
    flow.packets[dir]++;
    flow.bytes[dir] += len;
    flow.last = p.ts;
    if (synOnly && dir === 0) {
      flow.synSeen = true;
      this.floods.onSyn(p.src, p.dst, p.dport, p.ts);
    } else if (f & TCP_SYN && f & TCP_ACK && dir === 1) flow.synAckSeen = true;
    else if (f & TCP_ACK && dir === 0 && flow.synAckSeen && !flow.established && !(f & TCP_RST)) {
      flow.established = true;
      this.floods.onEstablished(flow.server);
    }
    if (f & TCP_RST) {
      if (dir === 0) flow.rstFromClient = true;
      else flow.rstFromServer = true;
      flow.closedAt = p.ts;
    }
    if (f & TCP_FIN && ++flow.finSeen >= 2) flow.closedAt = p.ts;
    const firstTtl = flow.ttl[dir];
    if (firstTtl < 0) flow.ttl[dir] = p.ttl;
    else if (p.ttl - firstTtl > 5 || firstTtl - p.ttl > 5) {
      flow.ttlOutliers++;
      flow.ttlOutlierValue = p.ttl;
    }
    if ((f & 0x3f) === 0 || !(f & TCP_ACK) || (f & (TCP_SYN | TCP_FIN)) === (TCP_SYN | TCP_FIN)) this.scans.onTcp(p, flow);
    if (len === 0) return;
    // Login protocols start with a server greeting or prompt, so follow them from the first payload either way.
    if (flow.logins === null && LOGIN_PORTS.has(flow.serverPort)) flow.logins = new LoginTracker(flow.serverPort);
    const d = p.data;
    const s = p.payloadStart;
    const e = p.payloadEnd;
    if (dir === 0) {
      flow.clientEntropyBytes += entropy * len;
      if (flow.clientSpokeProtocol === null) {
        flow.clientSpokeProtocol = this.speaksExpected(flow.serverPort, d, s, e);
        if (looksLikeClientHello(d, s, e)) flow.app = 'tls';
        else if (d[s] === 0x53 && d[s + 1] === 0x53 && d[s + 2] === 0x48 && d[s + 3] === 0x2d) flow.app = 'ssh';
      }
      if (flow.app === '' && d[s] >= 0x41 && d[s] <= 0x5a && looksLikeIrc(text(d, s, e, 512))) flow.app = 'irc';
      if ((flow.app === '' || flow.app === 'http') && mayBeHttpRequest(d, s, e)) {
        const req = parseHttpRequest(d, s, e);
        if (req) {
          flow.app = 'http';
          this.beacons.onHttpRequest(flow.client, flow.server, req.host ?? formatAddress(flow.server), p.ts, len);
        }
      }
      if (flow.logins === null && flow.app === 'http') flow.logins = new LoginTracker(flow.serverPort);
      if (flow.logins) {
        flow.logins.client(d, s, e, this.logins);
        this.drainLogins(flow, p.ts);
      }
    } else {
      if (flow.app === '' && len >= 4 && d[s] === 0x53 && d[s + 1] === 0x53 && d[s + 2] === 0x48 && d[s + 3] === 0x2d) flow.app = 'ssh';
      if (flow.logins) {
        flow.logins.server(d, s, e, this.logins);
        this.drainLogins(flow, p.ts);
      }
    }
  }

  private drainLogins(flow: Flow, ts: number): void {
    for (const ev of this.logins) this.credentials.onLogin(ev, flow, ts);
    this.logins.length = 0;
  }

  /** Whether a client's first bytes fit the cleartext protocol its server port promises (true when none). */
  private speaksExpected(port: number, d: Uint8Array, s: number, e: number): boolean {
    const expected = CLEARTEXT_PORTS[port];
    if (!expected) return true;
    if (expected === 'HTTP') return parseHttpRequest(d, s, e) !== null;
    let printable = 0;
    const n = Math.min(e - s, 256);
    for (let i = s; i < s + n; i++) {
      const c = d[i];
      if ((c >= 0x20 && c < 0x7f) || c === 9 || c === 10 || c === 13 || (expected === 'Telnet' && c >= 0xf0)) printable++;
    }
    return printable >= n * 0.9;
  }

  private udp(p: DecodedPacket, len: number): void {
    const clientIsSrc = !(p.sport < 1024 && p.dport >= 1024);
    const { flow, dir } = this.flowFor(p, clientIsSrc);
    this.ports[flow.serverPort]++;
    flow.packets[dir]++;
    flow.bytes[dir] += len;
    flow.last = p.ts;
    if (len >= 12 && (p.dport === 53 || p.sport === 53)) {
      const msg = parseDns(p.data, p.payloadStart, p.payloadEnd);
      if (!msg) return;
      if (!msg.response) {
        this.dns.onQuery(p.src, msg, p.ts);
        this.beacons.onDnsQuery(p.src, msg.qname, p.ts, len);
      } else this.dns.onResponse(p.dst, msg, p.ts);
    }
  }

  private icmp(p: DecodedPacket, len: number, entropy: number): void {
    const t = p.icmpType;
    const request = (p.proto === 1 && t === 8) || (p.proto === 58 && t === 128);
    const reply = (p.proto === 1 && t === 0) || (p.proto === 58 && t === 129);
    if (request) {
      this.sweeps.onEchoRequest(p.src, p.dst, p.ts);
      this.floods.onEchoRequest(p.src, p.dst, p.ts);
    }
    if (request || reply) this.icmpTunnels.onEcho(p.src, p.dst, len, entropy, len > 64 ? shape(p.data, p.payloadStart, p.payloadEnd) : '', p.ts);
  }

  private flowEnded(flow: Flow): void {
    this.scans.onFlowEnd(flow);
    this.beacons.onFlowEnd(flow);
    this.suspicious.onFlowEnd(flow);
    this.credentials.onFlowEnd(flow);
    this.exfil.onFlowEnd(flow);
    this.anomalies.onFlowEnd(flow);
  }

  /** Ends every open flow and assembles the result. */
  finish(fileSizeBytes: number, analysisSeconds: number): AnalysisResult {
    this.flows.drain();
    const hasTime = this.firstSec !== Infinity;
    const duration = hasTime ? Number(((this.lastSec - this.firstSec) + (this.lastNsec - this.firstNsec) / 1e9).toFixed(9)) : 0;
    const firstTs = hasTime ? this.firstSec + this.firstNsec / 1e9 : 0;
    const lastTs = hasTime ? this.lastSec + this.lastNsec / 1e9 : 0;
    let detections: Detection[] = [
      ...this.scans.results(),
      ...this.sweeps.results(),
      ...this.floods.results(),
      ...this.beacons.results(firstTs, lastTs),
      ...this.dns.results(),
      ...this.icmpTunnels.results(),
      ...this.suspicious.results(),
      ...this.credentials.results(),
      ...this.arp.results(),
      ...this.exfil.results(),
      ...this.anomalies.results(),
    ];
    detections.sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.confidence - a.confidence || a.id.localeCompare(b.id));
    const warnings = [...this.readerWarnings];
    for (const [linkType, count] of this.unsupported) {
      warnings.push({
        code: 'unsupported-link-type',
        message: `${count} packet(s) use ${linkTypeName(linkType)} (link type ${linkType}), which is not decoded; they are counted in metrics.packets but not analysed`,
        count,
      });
    }
    if (this.malformed > 0) {
      warnings.push({ code: 'malformed-packets', message: `${this.malformed} packet(s) had headers cut short or inconsistent; they were analysed as far as they go`, count: this.malformed });
    }
    if (this.flows.evicted > 0) {
      warnings.push({
        code: 'flow-table-full',
        message: `more than ${DEFAULT_FLOW_OPTIONS.maxFlows} flows were open at once; ${this.flows.evicted} were closed early (metrics stay exact; per-connection detections may split)`,
        count: this.flows.evicted,
      });
    }
    if (detections.length > MAX_DETECTIONS) {
      warnings.push({ code: 'detections-truncated', message: `${detections.length} detections; the ${MAX_DETECTIONS} most severe are listed`, count: detections.length });
      detections = detections.slice(0, MAX_DETECTIONS);
    }
    const score = threatScore(detections);
    const uniqueSrc = this.srcV4.size + this.srcV6.size;
    const uniqueDst = this.dstV4.size + this.dstV6.size;
    const topPorts: [number, number][] = [];
    for (let port = 0; port < 65536; port++) if (this.ports[port] > 0) topPorts.push([port, this.ports[port]]);
    topPorts.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const topProtocols = [...this.protocols.entries()]
      .map(([proto, count]) => ({ count, proto }))
      .sort((a, b) => b.count - a.count || a.proto.localeCompare(b.proto))
      .slice(0, 10);
    return {
      status: 'ok',
      threat_score: score,
      detections,
      summary: {
        duration_seconds: duration,
        packets_analyzed: this.analyzed,
        threat_level: threatLevel(score),
        unique_dst_count: uniqueDst,
        unique_src_count: uniqueSrc,
      },
      metrics: {
        analysis_time_seconds: Math.round(analysisSeconds * 1e6) / 1e6,
        average_payload_entropy: this.entropyPackets ? Math.round((this.entropySum / this.entropyPackets) * 1e6) / 1e6 : 0,
        duration_seconds: duration,
        file_size_bytes: fileSizeBytes,
        packets: this.packets,
        top_ports: topPorts.slice(0, 10),
        top_protocols: topProtocols,
        unique_dst_ips: uniqueDst,
        unique_src_ips: uniqueSrc,
      },
      warnings,
    };
  }
}

function text(d: Uint8Array, s: number, e: number, max: number): string {
  return Buffer.from(d.buffer, d.byteOffset + s, Math.min(e - s, max)).toString('latin1');
}

/** Length plus bytes 16..48 of an echo payload: ping's timestamp sits in the first 16, its fixed pattern after. */
function shape(d: Uint8Array, s: number, e: number): string {
  return `${e - s}:${Buffer.from(d.buffer, d.byteOffset + s + 16, Math.max(0, Math.min(32, e - s - 16))).toString('hex')}`;
}

export { TCP_FIN };
