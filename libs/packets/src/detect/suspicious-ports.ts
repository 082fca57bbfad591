/**
 * Connections that actually exchanged data on ports known from backdoors and trojans, and IRC sessions (a
 * classic botnet control channel) on any port, recognised by their commands. Bare probes of such ports belong
 * to the scan detector, not here.
 */
import type { Flow } from '../flows/flow';
import { addr, CappedMap, isoTime, mitre, Span, type Detection } from './detection';

export const BACKDOOR_PORTS: Record<number, string> = {
  1337: 'common "leet" backdoor port',
  1524: 'ingreslock backdoor shell',
  2323: 'Mirai-style alternate telnet',
  3127: 'MyDoom backdoor',
  4444: 'Metasploit default handler',
  5554: 'Sasser worm FTP server',
  6666: 'IRC / many trojans',
  12345: 'NetBus',
  12346: 'NetBus',
  20034: 'NetBus 2 Pro',
  27374: 'SubSeven',
  31337: 'Back Orifice',
  31338: 'Back Orifice / DeepThroat',
  54320: 'Back Orifice 2000',
  65000: 'Devil / Stacheldraht',
};

export const IRC_PORTS = new Set([194, 6660, 6661, 6662, 6663, 6664, 6665, 6666, 6667, 6668, 6669, 6697, 7000]);

/** NICK (registration), JOIN of a #channel or PRIVMSG: commands that FTP/POP3 (which share USER) never send. */
const IRC_COMMAND = /^(NICK \S+|JOIN [#&]\S*|PRIVMSG \S+ :)/m;

export function looksLikeIrc(text: string): boolean {
  return IRC_COMMAND.test(text);
}

class Use {
  readonly span = new Span();
  sessions = 0;
  bytes = 0;
  constructor(
    readonly client: string,
    readonly server: string,
    readonly port: number,
    readonly irc: boolean,
  ) {}
}

export class SuspiciousPortDetector {
  private readonly uses = new CappedMap<string, Use>(20_000);

  onFlowEnd(flow: Flow): void {
    if (flow.proto !== 6) return;
    const irc = flow.app === 'irc';
    const backdoor = BACKDOOR_PORTS[flow.serverPort] !== undefined && (flow.established || flow.totalBytes > 0) && flow.bytes[0] + flow.bytes[1] > 0;
    if (!irc && !backdoor) return;
    const use = this.uses.getOrCreate(`${irc ? 'i' : 'b'}|${flow.client}|${flow.server}|${flow.serverPort}`, () => new Use(flow.client, flow.server, flow.serverPort, irc));
    if (!use) return;
    use.sessions++;
    use.bytes += flow.totalBytes;
    use.span.see(flow.first);
    use.span.see(flow.last);
  }

  results(): Detection[] {
    return [...this.uses.map.values()].map((u) =>
      u.irc
        ? {
            id: 'irc_session',
            category: 'command_and_control',
            severity: 'medium' as const,
            confidence: 0.8,
            title: `IRC session from ${addr(u.client)} to ${addr(u.server)}:${u.port}`,
            description:
              `${addr(u.client)} spoke IRC (NICK/USER/JOIN) with ${addr(u.server)}. IRC is rare in business networks and a long-standing ` +
              'botnet control channel.',
            src: addr(u.client),
            dst: addr(u.server),
            ports: [u.port],
            first_seen: isoTime(u.span.first),
            last_seen: isoTime(u.span.last),
            count: u.sessions,
            evidence: { sessions: u.sessions, bytes: u.bytes, standard_irc_port: IRC_PORTS.has(u.port) },
            mitre_attack: IRC_PORTS.has(u.port) ? mitre('T1071') : mitre('T1071', 'T1571'),
          }
        : {
            id: 'backdoor_port',
            category: 'command_and_control',
            severity: 'high' as const,
            confidence: 0.7,
            title: `Traffic on backdoor port ${u.port} (${BACKDOOR_PORTS[u.port]})`,
            description: `${addr(u.client)} exchanged data with ${addr(u.server)} on port ${u.port}, a port associated with ${BACKDOOR_PORTS[u.port]}.`,
            src: addr(u.client),
            dst: addr(u.server),
            ports: [u.port],
            first_seen: isoTime(u.span.first),
            last_seen: isoTime(u.span.last),
            count: u.sessions,
            evidence: { sessions: u.sessions, bytes: u.bytes, known_for: BACKDOOR_PORTS[u.port] },
            mitre_attack: mitre('T1571'),
          },
    );
  }
}
