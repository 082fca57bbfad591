/**
 * Logins in clear text, one finding per (protocol, client, server, user), and password guessing: many failed
 * logins (FTP, Telnet, POP3, IMAP, SMTP, HTTP Basic) from one client to one server, or many short SSH sessions
 * (SSH hides the verdict, so the shape of the sessions is what shows the guessing).
 */
import type { LoginEvent, LoginProtocol } from '../decode/cleartext-logins';
import type { Flow } from '../flows/flow';
import { addr, CappedMap, CappedSet, isoTime, mitre, round, Span, type Detection } from './detection';

export const BRUTE_MIN_FAILURES = 5;
export const BRUTE_MIN_ATTEMPTS = 10;
export const SSH_BRUTE_MIN_SESSIONS = 10;

class Logins {
  readonly span = new Span();
  readonly users = new CappedSet<string>(100);
  credentials = 0;
  failures = 0;
  successes = 0;
  constructor(
    readonly protocol: LoginProtocol,
    readonly client: string,
    readonly server: string,
    readonly port: number,
  ) {}
}

class SshSessions {
  readonly span = new Span();
  short = 0;
  total = 0;
  constructor(
    readonly client: string,
    readonly server: string,
    readonly port: number,
  ) {}
}

export class CredentialDetector {
  private readonly logins = new CappedMap<string, Logins>(20_000);
  private readonly ssh = new CappedMap<string, SshSessions>(20_000);

  onLogin(event: LoginEvent, flow: Flow, ts: number): void {
    const l = this.logins.getOrCreate(`${event.protocol}|${flow.client}|${flow.server}`, () => new Logins(event.protocol, flow.client, flow.server, flow.serverPort));
    if (!l) return;
    l.span.see(ts);
    if (event.kind === 'credentials') {
      l.credentials++;
      if (event.user !== null) l.users.add(event.user);
    } else if (event.kind === 'failure') l.failures++;
    else l.successes++;
  }

  onFlowEnd(flow: Flow): void {
    if (flow.proto !== 6 || (flow.serverPort !== 22 && flow.app !== 'ssh') || !flow.synSeen) return;
    const s = this.ssh.getOrCreate(`${flow.client}|${flow.server}|${flow.serverPort}`, () => new SshSessions(flow.client, flow.server, flow.serverPort));
    if (!s) return;
    s.total++;
    s.span.see(flow.first);
    s.span.see(flow.last);
    // A guess: the handshake and one or a few password prompts, then the server hangs up; under ~30 s and small.
    if (flow.last - flow.first < 30 && flow.totalBytes < 12_000 && flow.bytes[1] > 0) s.short++;
  }

  results(): Detection[] {
    const out: Detection[] = [];
    for (const l of this.logins.map.values()) {
      if (l.credentials > 0) {
        const users = [...l.users.items];
        out.push({
          id: 'cleartext_credentials',
          category: 'credential_exposure',
          severity: 'medium',
          confidence: 0.95,
          title: `Cleartext ${l.protocol.toUpperCase()} login${users.length === 1 ? ` for user "${users[0]}"` : 's'}`,
          description:
            `A ${l.protocol.toUpperCase()} password was sent unencrypted from ${addr(l.client)} to ${addr(l.server)}; anyone on the path can read it. ` +
            'The password itself is not reported.',
          src: addr(l.client),
          dst: addr(l.server),
          ports: [l.port],
          first_seen: isoTime(l.span.first),
          last_seen: isoTime(l.span.last),
          count: l.credentials,
          evidence: { protocol: l.protocol, users: users.slice(0, 20), distinct_users: l.users.size, accepted: l.successes, rejected: l.failures },
          mitre_attack: mitre('T1040', 'T1552'),
        });
      }
      if (l.failures >= BRUTE_MIN_FAILURES || l.credentials >= BRUTE_MIN_ATTEMPTS) {
        out.push({
          id: `${l.protocol}_brute_force`,
          category: 'credential_access',
          severity: l.successes > 0 ? 'critical' : 'high',
          confidence: round(Math.min(0.98, 0.6 + Math.max(l.failures, l.credentials) / 100)),
          title: `${l.protocol.toUpperCase()} password guessing against ${addr(l.server)}`,
          description:
            `${addr(l.client)} tried ${l.credentials} logins (${l.failures} rejected) against ${addr(l.server)}` +
            (l.successes > 0 ? `, and ${l.successes} succeeded` : '') + '.',
          src: addr(l.client),
          dst: addr(l.server),
          ports: [l.port],
          first_seen: isoTime(l.span.first),
          last_seen: isoTime(l.span.last),
          count: Math.max(l.credentials, l.failures),
          evidence: { protocol: l.protocol, attempts: l.credentials, failures: l.failures, successes: l.successes, distinct_users: l.users.size },
          mitre_attack: mitre('T1110.001'),
        });
      }
    }
    for (const s of this.ssh.map.values()) {
      if (s.short < SSH_BRUTE_MIN_SESSIONS) continue;
      out.push({
        id: 'ssh_brute_force',
        category: 'credential_access',
        severity: 'high',
        confidence: round(Math.min(0.95, 0.55 + s.short / 100)),
        title: `SSH password guessing against ${addr(s.server)}`,
        description: `${addr(s.client)} opened ${s.short} short SSH sessions to ${addr(s.server)} that ended right after authentication: the pattern of a password-guessing tool.`,
        src: addr(s.client),
        dst: addr(s.server),
        ports: [s.port],
        first_seen: isoTime(s.span.first),
        last_seen: isoTime(s.span.last),
        count: s.short,
        evidence: { short_sessions: s.short, sessions: s.total },
        mitre_attack: mitre('T1110.001'),
      });
    }
    return out;
  }
}
