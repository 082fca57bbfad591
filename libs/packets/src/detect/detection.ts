/**
 * The shape of a finding (documented in libs/packets/README.md) and the helpers detectors share.
 */
import { formatAddress } from '../decode/ip-address';

export type Severity = 'low' | 'medium' | 'high' | 'critical';

export interface MitreTechnique {
  id: string;
  name: string;
  tactic: string;
}

export interface Detection {
  /** Rule identifier (several detections share one when the rule fires for several sources or targets). */
  id: string;
  category: string;
  severity: Severity;
  /** 0..1: how sure the rule is that this is what it says. */
  confidence: number;
  title: string;
  description: string;
  src: string | null;
  dst: string | null;
  ports: number[];
  first_seen: string | null;
  last_seen: string | null;
  count: number;
  evidence: Record<string, unknown>;
  mitre_attack: MitreTechnique[];
}

export const MITRE: Record<string, MitreTechnique> = {
  T1046: { id: 'T1046', name: 'Network Service Discovery', tactic: 'discovery' },
  T1018: { id: 'T1018', name: 'Remote System Discovery', tactic: 'discovery' },
  'T1498.001': { id: 'T1498.001', name: 'Network Denial of Service: Direct Network Flood', tactic: 'impact' },
  T1071: { id: 'T1071', name: 'Application Layer Protocol', tactic: 'command-and-control' },
  'T1071.001': { id: 'T1071.001', name: 'Application Layer Protocol: Web Protocols', tactic: 'command-and-control' },
  'T1071.004': { id: 'T1071.004', name: 'Application Layer Protocol: DNS', tactic: 'command-and-control' },
  T1572: { id: 'T1572', name: 'Protocol Tunneling', tactic: 'command-and-control' },
  'T1568.002': { id: 'T1568.002', name: 'Dynamic Resolution: Domain Generation Algorithms', tactic: 'command-and-control' },
  T1095: { id: 'T1095', name: 'Non-Application Layer Protocol', tactic: 'command-and-control' },
  T1571: { id: 'T1571', name: 'Non-Standard Port', tactic: 'command-and-control' },
  T1573: { id: 'T1573', name: 'Encrypted Channel', tactic: 'command-and-control' },
  T1040: { id: 'T1040', name: 'Network Sniffing', tactic: 'credential-access' },
  T1552: { id: 'T1552', name: 'Unsecured Credentials', tactic: 'credential-access' },
  'T1110.001': { id: 'T1110.001', name: 'Brute Force: Password Guessing', tactic: 'credential-access' },
  'T1557.002': { id: 'T1557.002', name: 'Adversary-in-the-Middle: ARP Cache Poisoning', tactic: 'credential-access' },
  T1048: { id: 'T1048', name: 'Exfiltration Over Alternative Protocol', tactic: 'exfiltration' },
  T1041: { id: 'T1041', name: 'Exfiltration Over C2 Channel', tactic: 'exfiltration' },
};

export const mitre = (...ids: string[]): MitreTechnique[] => ids.map((id) => MITRE[id]);

/** ISO 8601 (UTC, milliseconds) of a capture time, or null when there is none or it is out of range. */
export function isoTime(ts: number): string | null {
  if (!Number.isFinite(ts)) return null;
  const d = new Date(ts * 1000);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export const addr = (key: string | null): string | null => (key === null ? null : formatAddress(key));

/** Sorted ports, at most `max` of them (the evidence carries the full count). */
export function portList(ports: Iterable<number>, max = 25): number[] {
  return [...ports].sort((a, b) => a - b).slice(0, max);
}

export const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** A set that stops growing at `cap` (it still counts how many it refused). */
export class CappedSet<T> {
  readonly items = new Set<T>();
  overflow = 0;

  constructor(private readonly cap: number) {}

  add(v: T): void {
    if (this.items.has(v)) return;
    if (this.items.size >= this.cap) this.overflow++;
    else this.items.add(v);
  }

  get size(): number {
    return this.items.size + this.overflow;
  }
}

/** A map that stops taking new keys at `cap`, so a detector's memory has a ceiling whatever the traffic. */
export class CappedMap<K, V> {
  readonly map = new Map<K, V>();
  refused = 0;

  constructor(private readonly cap: number) {}

  getOrCreate(key: K, create: () => V): V | undefined {
    let v = this.map.get(key);
    if (v !== undefined) return v;
    if (this.map.size >= this.cap) {
      this.refused++;
      return undefined;
    }
    v = create();
    this.map.set(key, v);
    return v;
  }
}

/** Capture-time span of a finding. */
export class Span {
  first = Infinity;
  last = -Infinity;
  see(ts: number): void {
    if (ts < this.first) this.first = ts;
    if (ts > this.last) this.last = ts;
  }
}
