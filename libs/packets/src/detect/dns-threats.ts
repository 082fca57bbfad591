/**
 * DNS used as a channel or by generated domains:
 *  - tunnelling: many distinct names under one domain whose labels are long and random-looking (data encoded
 *    in the name), or a stream of TXT answers carrying data; a few long CDN host names do not qualify;
 *  - DGA: a burst of NXDOMAIN answers for many different domains within five minutes.
 */
import { baseDomain, DNS_TYPE, type DnsMessage } from '../decode/dns';
import { textEntropy } from '../metrics/entropy';
import { addr, CappedMap, CappedSet, isoTime, mitre, round, Span, type Detection } from './detection';

export const TUNNEL_MIN_NAMES = 20;
export const LONG_LABEL = 30;
export const NXDOMAIN_MIN_DOMAINS = 15;
const NX_WINDOW = 300;

class DomainUse {
  constructor(
    readonly client: string,
    readonly base: string,
  ) {}
  readonly span = new Span();
  readonly names = new CappedSet<string>(2048);
  queries = 0;
  encoded = 0;
  txtQueries = 0;
  txtAnswerBytes = 0;
  maxLabel = 0;
  entropySum = 0;
}

class NxWindow {
  readonly span = new Span();
  bucket = -1;
  current = new Set<string>();
  peak = 0;
  sample: string[] = [];
  total = 0;
  entropySum = 0;
}

export class DnsThreatDetector {
  private readonly domains = new CappedMap<string, DomainUse>(50_000);
  private readonly nx = new CappedMap<string, NxWindow>(20_000);

  onQuery(client: string, msg: DnsMessage, ts: number): void {
    if (!msg.qname) return;
    const base = baseDomain(msg.qname);
    const u = this.domains.getOrCreate(`${client}|${base}`, () => new DomainUse(client, base));
    if (!u) return;
    u.queries++;
    u.span.see(ts);
    u.names.add(msg.qname);
    if (msg.qtype === DNS_TYPE.TXT || msg.qtype === DNS_TYPE.NULL) u.txtQueries++;
    const sub = msg.qname.length > base.length ? msg.qname.slice(0, msg.qname.length - base.length - 1) : '';
    let longest = '';
    for (const label of sub.split('.')) if (label.length > longest.length) longest = label;
    if (longest.length > u.maxLabel) u.maxLabel = longest.length;
    if (longest.length >= LONG_LABEL) {
      const h = textEntropy(longest);
      u.entropySum += h;
      if (h >= 3.5) u.encoded++;
    }
  }

  onResponse(client: string, msg: DnsMessage, ts: number): void {
    if (msg.txtBytes > 0 && msg.qname) {
      const u = this.domains.map.get(`${client}|${baseDomain(msg.qname)}`);
      if (u) u.txtAnswerBytes += msg.txtBytes;
    }
    if (msg.rcode !== 3 || !msg.qname) return;
    const w = this.nx.getOrCreate(client, () => new NxWindow());
    if (!w) return;
    w.total++;
    w.span.see(ts);
    const base = baseDomain(msg.qname);
    w.entropySum += textEntropy(base.split('.')[0]);
    const b = Math.floor(ts / NX_WINDOW);
    if (b !== w.bucket) {
      w.bucket = b;
      w.current = new Set();
    }
    if (w.current.size < 10_000) w.current.add(base);
    if (w.current.size > w.peak) {
      w.peak = w.current.size;
      if (w.sample.length < 10) w.sample.push(msg.qname);
    }
  }

  results(): Detection[] {
    const out: Detection[] = [];
    for (const u of this.domains.map.values()) {
      const { client, base } = u;
      const encodedShare = u.encoded / u.queries;
      const viaNames = u.names.size >= TUNNEL_MIN_NAMES && encodedShare >= 0.5;
      const viaTxt = u.txtQueries >= TUNNEL_MIN_NAMES && u.names.size >= TUNNEL_MIN_NAMES / 2;
      if (!viaNames && !viaTxt) continue;
      out.push({
        id: 'dns_tunneling',
        category: 'command_and_control',
        severity: 'high',
        confidence: round(Math.min(0.97, 0.6 + encodedShare * 0.25 + (viaTxt ? 0.1 : 0))),
        title: `DNS tunnelling through ${base}`,
        description:
          `${addr(client)} sent ${u.queries} queries for ${u.names.size} distinct names under ${base}` +
          (viaNames ? `, most with long random-looking labels (up to ${u.maxLabel} characters)` : '') +
          (viaTxt ? `, ${u.txtQueries} of them for TXT records` : '') +
          ': data is being carried inside DNS names and answers.',
        src: addr(client),
        dst: null,
        ports: [53],
        first_seen: isoTime(u.span.first),
        last_seen: isoTime(u.span.last),
        count: u.queries,
        evidence: {
          domain: base,
          distinct_names: u.names.size,
          encoded_label_queries: u.encoded,
          longest_label: u.maxLabel,
          mean_label_entropy: u.encoded ? round(u.entropySum / u.encoded) : null,
          txt_queries: u.txtQueries,
          txt_answer_bytes: u.txtAnswerBytes,
        },
        mitre_attack: mitre('T1071.004', 'T1572'),
      });
    }
    for (const [client, w] of this.nx.map) {
      if (w.peak < NXDOMAIN_MIN_DOMAINS) continue;
      out.push({
        id: 'dga_nxdomain_burst',
        category: 'command_and_control',
        severity: 'high',
        confidence: round(Math.min(0.95, 0.6 + w.peak / 100)),
        title: `NXDOMAIN burst: ${w.peak} non-existent domains looked up by ${addr(client)}`,
        description:
          `${addr(client)} asked for ${w.peak} different domains that do not exist within ${NX_WINDOW / 60} minutes: ` +
          'the signature of malware cycling through algorithmically generated domains to find its controller.',
        src: addr(client),
        dst: null,
        ports: [53],
        first_seen: isoTime(w.span.first),
        last_seen: isoTime(w.span.last),
        count: w.total,
        evidence: { nxdomain_domains_in_window: w.peak, window_seconds: NX_WINDOW, mean_label_entropy: round(w.entropySum / w.total), sample_names: w.sample },
        mitre_attack: mitre('T1568.002'),
      });
    }
    return out;
  }
}
