/**
 * Command-and-control beaconing: an internal host that contacts the same outside party at machine-regular
 * intervals with similar sizes. Three series are scored with beacon-score.ts: connections per (client,
 * server, port), HTTP requests per (client, Host) and DNS queries per (client, name). Traffic to internal
 * hosts (e.g. NTP to the office time server) and to NTP/DNS ports is never considered: only connections that
 * leave the network can be C2.
 */
import { isInternal } from '../decode/ip-address';
import type { Flow } from '../flows/flow';
import { beaconScore, type BeaconScore } from './beacon-score';
import { addr, CappedMap, isoTime, mitre, type Detection } from './detection';

export const BEACON_MIN_CONNECTIONS = 10;
export const BEACON_MIN_SCORE = 0.8;
const SERIES_CAP = 5000;

class Series {
  readonly times: number[] = [];
  readonly sizes: number[] = [];

  add(ts: number, bytes: number): void {
    if (this.times.length >= SERIES_CAP) return;
    this.times.push(ts);
    this.sizes.push(bytes);
  }
}

interface SeriesKey {
  kind: 'conn' | 'http' | 'dns';
  client: string;
  server: string | null;
  port: number;
  name: string | null;
}

const IGNORED_PORTS = new Set([53, 123, 5353, 137, 138, 67, 68, 1900]);

export class BeaconDetector {
  private readonly series = new CappedMap<string, { key: SeriesKey; s: Series }>(50_000);

  onFlowEnd(flow: Flow): void {
    if (!isInternal(flow.client) || isInternal(flow.server) || IGNORED_PORTS.has(flow.serverPort)) return;
    if (flow.proto === 6 && !flow.synSeen) return;
    const k = `c${flow.proto}|${flow.client}|${flow.server}|${flow.serverPort}`;
    this.add(k, { kind: 'conn', client: flow.client, server: flow.server, port: flow.serverPort, name: null }, flow.first, flow.totalBytes);
  }

  onHttpRequest(client: string, server: string, host: string, ts: number, bytes: number): void {
    if (!isInternal(client) || isInternal(server)) return;
    this.add(`h|${client}|${host}`, { kind: 'http', client, server, port: 80, name: host }, ts, bytes);
  }

  onDnsQuery(client: string, name: string, ts: number, bytes: number): void {
    if (!isInternal(client) || name === '' || name.endsWith('.local') || name.endsWith('.arpa')) return;
    this.add(`d|${client}|${name}`, { kind: 'dns', client, server: null, port: 53, name }, ts, bytes);
  }

  private add(k: string, key: SeriesKey, ts: number, bytes: number): void {
    this.series.getOrCreate(k, () => ({ key, s: new Series() }))?.s.add(ts, bytes);
  }

  results(captureFirst: number, captureLast: number): Detection[] {
    const found: { key: SeriesKey; d: Detection }[] = [];
    for (const { key, s } of this.series.map.values()) {
      if (s.times.length < BEACON_MIN_CONNECTIONS) continue;
      const score = beaconScore(s.times, s.sizes, captureFirst, captureLast);
      if (score.score < BEACON_MIN_SCORE || score.median_interval_s < 1) continue;
      found.push({ key, d: this.detection(key, s, score) });
    }
    // HTTP beaconing explains the connection-level rhythm to the same server: report it once, as HTTP.
    const http = new Set(found.filter((f) => f.key.kind === 'http').map((f) => `${f.key.client}|${f.key.server}`));
    return found.filter((f) => f.key.kind !== 'conn' || !http.has(`${f.key.client}|${f.key.server}`)).map((f) => f.d);
  }

  private detection(key: SeriesKey, s: Series, score: BeaconScore): Detection {
    const first = Math.min(...s.times);
    const last = Math.max(...s.times);
    const what = key.kind === 'conn' ? `connections to ${addr(key.server)}:${key.port}` : key.kind === 'http' ? `HTTP requests to ${key.name}` : `DNS queries for ${key.name}`;
    return {
      id: key.kind === 'conn' ? 'c2_beaconing' : key.kind === 'http' ? 'http_beaconing' : 'dns_beaconing',
      category: 'command_and_control',
      severity: score.score >= 0.9 ? 'high' : 'medium',
      confidence: score.score,
      title: `Beaconing: ${addr(key.client)} → ${key.name ?? addr(key.server)} every ~${score.median_interval_s} s`,
      description:
        `${addr(key.client)} made ${s.times.length} ${what} at regular intervals (median ${score.median_interval_s} s, ` +
        `deviation ${score.interval_mad_s} s) with similar sizes: the rhythm of malware checking in with its controller.`,
      src: addr(key.client),
      dst: key.server ? addr(key.server) : null,
      ports: [key.port],
      first_seen: isoTime(first),
      last_seen: isoTime(last),
      count: s.times.length,
      evidence: { ...score, ...(key.name ? { name: key.name } : {}) },
      mitre_attack: key.kind === 'conn' ? mitre('T1071') : key.kind === 'http' ? mitre('T1071.001') : mitre('T1071.004'),
    };
  }
}
