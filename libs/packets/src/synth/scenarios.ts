/**
 * The generated test captures: one scenario per detection, and benign traffic that resembles an attack but
 * must not raise one. Deterministic (fixed clock and seeded randomness). Used by the unit and e2e tests, by the
 * built-in sample and by scripts/generate-captures.ts, which writes them to files.
 */
import type { SynthPacket } from './capture-writer';
import { ascii, concat, icmpEcho, ipv4, prng, randomBytes, TCP, tcp, txtData, udp } from './packet-builder';
import { macOf, T0, Traffic } from './traffic';

export const HOST = '10.0.0.23';
export const SERVER = '10.0.0.5';
export const RESOLVER = '10.0.0.2';
export const ATTACKER = '10.0.0.66';
export const C2 = '203.0.113.77';
export const WEB = '198.51.100.10';

const http = (host: string, path = '/', extra = ''): Uint8Array => ascii(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: curl/8.5.0\r\n${extra}\r\n`);
const httpOk = (body: string): Uint8Array => ascii(`HTTP/1.1 200 OK\r\nContent-Length: ${body.length}\r\n\r\n${body}`);

export function benignWeb(start = T0): SynthPacket[] {
  const t = new Traffic();
  const rand = prng(7);
  for (let i = 0; i < 12; i++) {
    const at = start + i * 4.3;
    t.dns(at, HOST, RESOLVER, `www.example${i % 3}.com`, 1, 0, [{ type: 1, data: [198, 51, 100, 10 + (i % 3)] }]);
    t.connection(at + 0.05, HOST, `198.51.100.${10 + (i % 3)}`, 80, [
      [0, http(`www.example${i % 3}.com`, `/page/${i}`)],
      [1, httpOk('<html>' + 'x'.repeat(200 + Math.floor(rand() * 800)) + '</html>')],
    ]);
  }
  return t.sorted();
}

export function tcpSynScan(): SynthPacket[] {
  const t = new Traffic();
  for (let port = 1; port <= 100; port++) t.probe(T0 + port * 0.01, ATTACKER, SERVER, port, port === 22 || port === 80 ? 'half-open' : 'closed');
  return t.sorted();
}

export function tcpConnectScan(): SynthPacket[] {
  const t = new Traffic();
  for (let port = 20; port < 60; port++) t.probe(T0 + port * 0.02, ATTACKER, SERVER, port, port % 5 === 0 ? 'connect' : 'closed', 40000 + port);
  return t.sorted();
}

export function stealthScan(kind: 'null' | 'fin' | 'xmas'): SynthPacket[] {
  const t = new Traffic();
  const flags = kind === 'null' ? 0 : kind === 'fin' ? TCP.FIN : TCP.FIN | TCP.PSH | TCP.URG;
  for (let port = 1; port <= 30; port++) {
    t.ip(T0 + port * 0.01, ATTACKER, SERVER, 6, tcp(61000, port, flags));
    if (port % 3 !== 0) t.ip(T0 + port * 0.01 + 0.001, SERVER, ATTACKER, 6, tcp(port, 61000, TCP.RST | TCP.ACK, undefined, 0, 1));
  }
  return t.sorted();
}

export function udpScan(): SynthPacket[] {
  const t = new Traffic();
  for (let port = 100; port < 140; port++) {
    const probe = udp(50000, port, new Uint8Array(0));
    t.ip(T0 + port * 0.05, ATTACKER, SERVER, 17, probe);
    // Closed ports answer ICMP port unreachable (which carries the original header, not a UDP reply).
    if (port % 2) t.ip(T0 + port * 0.05 + 0.001, SERVER, ATTACKER, 1, concat(new Uint8Array([3, 3, 0, 0, 0, 0, 0, 0]), ipv4(ATTACKER, SERVER, 17, probe)));
  }
  return t.sorted();
}

export function icmpSweep(): SynthPacket[] {
  const t = new Traffic();
  for (let host = 1; host <= 60; host++) t.ping(T0 + host * 0.2, ATTACKER, `10.0.1.${host}`, host, ascii('abcdefghijklmnopqrstuvwabcdefghi'), host % 4 === 0);
  return t.sorted();
}

export function arpSweep(): SynthPacket[] {
  const t = new Traffic();
  for (let host = 1; host <= 50; host++) t.arp(T0 + host * 0.05, 1, macOf(ATTACKER), ATTACKER, '00:00:00:00:00:00', `10.0.0.${100 + host}`);
  return t.sorted();
}

export function synFlood(): SynthPacket[] {
  const t = new Traffic();
  const rand = prng(99);
  for (let i = 0; i < 3000; i++) {
    const src = `${1 + Math.floor(rand() * 222)}.${Math.floor(rand() * 255)}.${Math.floor(rand() * 255)}.${1 + Math.floor(rand() * 254)}`;
    t.ip(T0 + i * 0.002, src, SERVER, 6, tcp(1024 + Math.floor(rand() * 60000), 80, TCP.SYN, undefined, Math.floor(rand() * 1e9)));
    if (i % 3 === 0) t.ip(T0 + i * 0.002 + 0.0005, SERVER, src, 6, tcp(80, 1024, TCP.SYN | TCP.ACK));
  }
  return t.sorted();
}

/** An implant calling home every 60 s (±1 s jitter) with a small fixed-size check-in, for an hour. */
export function c2Beacon(): SynthPacket[] {
  const t = new Traffic();
  const rand = prng(3);
  for (let i = 0; i < 60; i++) {
    const at = T0 + i * 60 + (rand() - 0.5) * 2;
    t.connection(at, HOST, C2, 8443, [
      [0, randomBytes(rand, 180)],
      [1, randomBytes(rand, 64)],
    ]);
  }
  return t.sorted();
}

export function httpBeacon(): SynthPacket[] {
  const t = new Traffic();
  for (let i = 0; i < 40; i++) {
    t.connection(T0 + i * 30 + (i % 3) * 0.2, HOST, C2, 80, [
      [0, http('updates.example-cdn.net', `/check?id=${1000 + i}`)],
      [1, httpOk('{"task":"none"}')],
    ]);
  }
  return t.sorted();
}

export function dnsBeacon(): SynthPacket[] {
  const t = new Traffic();
  for (let i = 0; i < 30; i++) t.dns(T0 + i * 120 + (i % 2) * 0.5, HOST, RESOLVER, 'cfg.beacon-c2.example', 16, 0, [{ type: 16, data: txtData('sleep') }]);
  return t.sorted();
}

export function dnsTunnel(): SynthPacket[] {
  const t = new Traffic();
  const rand = prng(11);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  for (let i = 0; i < 60; i++) {
    let label = '';
    for (let k = 0; k < 52; k++) label += alphabet[Math.floor(rand() * alphabet.length)];
    t.dns(T0 + i * 0.5, HOST, RESOLVER, `${label}.${i}.t.exfil-tunnel.example`, 16, 0, [{ type: 16, data: txtData(Buffer.from(randomBytes(rand, 90)).toString('base64')) }]);
  }
  return t.sorted();
}

export function dgaBurst(): SynthPacket[] {
  const t = new Traffic();
  const rand = prng(5);
  for (let i = 0; i < 40; i++) {
    let name = '';
    for (let k = 0; k < 14; k++) name += String.fromCharCode(97 + Math.floor(rand() * 26));
    t.dns(T0 + i * 0.8, HOST, RESOLVER, `${name}.${['com', 'net', 'info'][i % 3]}`, 1, 3);
  }
  return t.sorted();
}

export function icmpTunnel(): SynthPacket[] {
  const t = new Traffic();
  const rand = prng(13);
  for (let i = 0; i < 40; i++) t.ping(T0 + i * 0.3, HOST, C2, i, randomBytes(rand, 512));
  return t.sorted();
}

export function backdoorPort(): SynthPacket[] {
  const t = new Traffic();
  t.connection(T0, HOST, C2, 4444, [
    [1, ascii('Microsoft Windows [Version 10.0.19045]\r\nC:\\> ')],
    [0, ascii('whoami\r\n')],
    [1, ascii('corp\\alice\r\n')],
  ]);
  return t.sorted();
}

export function ircSession(): SynthPacket[] {
  const t = new Traffic();
  t.connection(T0, HOST, C2, 6667, [
    [0, ascii('NICK bot4821\r\nUSER bot4821 0 * :bot\r\n')],
    [1, ascii(':irc.example 001 bot4821 :Welcome\r\n')],
    [0, ascii('JOIN #cmd\r\n')],
  ]);
  return t.sorted();
}

export function cleartextLogins(): SynthPacket[] {
  const t = new Traffic();
  t.connection(T0, HOST, SERVER, 21, [
    [1, ascii('220 FTP ready\r\n')],
    [0, ascii('USER alice\r\n')],
    [1, ascii('331 Password required\r\n')],
    [0, ascii('PASS s3cret-ftp\r\n')],
    [1, ascii('230 Logged in\r\n')],
  ]);
  t.connection(T0 + 2, HOST, SERVER, 23, [
    [1, ascii('\xff\xfd\x18Ubuntu 22.04\r\nserver login: ')],
    [0, ascii('b')],
    [0, ascii('o')],
    [0, ascii('b')],
    [0, ascii('\r\n')],
    [1, ascii('Password: ')],
    [0, ascii('hunter2\r\n')],
    [1, ascii('Last login: Mon Mar 1\r\nbob@server:~$ ')],
  ]);
  t.connection(T0 + 4, HOST, SERVER, 110, [
    [1, ascii('+OK POP3 ready\r\n')],
    [0, ascii('USER carol\r\n')],
    [1, ascii('+OK\r\n')],
    [0, ascii('PASS pop-pass\r\n')],
    [1, ascii('+OK logged in\r\n')],
  ]);
  t.connection(T0 + 6, HOST, SERVER, 143, [
    [1, ascii('* OK IMAP4rev1 ready\r\n')],
    [0, ascii('a1 LOGIN dave "imap pass"\r\n')],
    [1, ascii('a1 OK LOGIN completed\r\n')],
  ]);
  t.connection(T0 + 8, HOST, SERVER, 25, [
    [1, ascii('220 mail ESMTP\r\n')],
    [0, ascii('EHLO host\r\n')],
    [1, ascii('250 AUTH PLAIN LOGIN\r\n')],
    [0, ascii(`AUTH PLAIN ${Buffer.from('\0erin\0smtp-pass').toString('base64')}\r\n`)],
    [1, ascii('235 Authentication successful\r\n')],
  ]);
  t.connection(T0 + 10, HOST, SERVER, 80, [
    [0, http('intranet.local', '/admin', `Authorization: Basic ${Buffer.from('frank:web-pass').toString('base64')}\r\n`)],
    [1, httpOk('ok')],
  ]);
  return t.sorted();
}

export function ftpBruteForce(): SynthPacket[] {
  const t = new Traffic();
  for (let i = 0; i < 25; i++) {
    t.connection(T0 + i * 2, ATTACKER, SERVER, 21, [
      [1, ascii('220 FTP ready\r\n')],
      [0, ascii('USER admin\r\n')],
      [1, ascii('331 Password required\r\n')],
      [0, ascii(`PASS guess${i}\r\n`)],
      [1, ascii('530 Login incorrect\r\n')],
    ]);
  }
  return t.sorted();
}

export function sshBruteForce(): SynthPacket[] {
  const t = new Traffic();
  const rand = prng(17);
  for (let i = 0; i < 30; i++) {
    t.connection(T0 + i * 3, ATTACKER, SERVER, 22, [
      [1, ascii('SSH-2.0-OpenSSH_9.6\r\n')],
      [0, ascii('SSH-2.0-libssh2_1.10\r\n')],
      [0, randomBytes(rand, 1200)],
      [1, randomBytes(rand, 1100)],
      [0, randomBytes(rand, 300)],
      [1, randomBytes(rand, 80)],
    ]);
  }
  return t.sorted();
}

export function arpSpoofing(): SynthPacket[] {
  const t = new Traffic();
  const gateway = '10.0.0.1';
  const realMac = macOf(gateway);
  const evilMac = '02:66:66:66:66:66';
  for (let i = 0; i < 10; i++) {
    t.arp(T0 + i * 2, 2, realMac, gateway, macOf(HOST), HOST);
    t.arp(T0 + i * 2 + 1, 2, evilMac, gateway, macOf(HOST), HOST);
  }
  return t.sorted();
}

export function exfiltration(): SynthPacket[] {
  const t = new Traffic();
  const rand = prng(19);
  t.connection(T0, HOST, '192.0.2.200', 443, [
    [0, randomBytes(rand, 8_000_000)],
    [1, randomBytes(rand, 2000)],
  ], { gap: 0.0005 });
  return t.sorted();
}

export function highEntropyOnHttpPort(): SynthPacket[] {
  const t = new Traffic();
  const rand = prng(23);
  t.connection(T0, HOST, C2, 80, [
    [0, randomBytes(rand, 6000)],
    [1, randomBytes(rand, 3000)],
  ]);
  return t.sorted();
}

export function ttlAnomaly(): SynthPacket[] {
  const t = new Traffic();
  const end = t.connection(T0, HOST, WEB, 80, [
    [0, http('www.example0.com')],
    [1, httpOk('hello')],
  ], { close: 'none', serverTtl: 52 });
  // A forged reset "from the server" by an on-path device much closer to the client.
  t.ip(end + 0.001, WEB, HOST, 6, tcp(80, 40001, TCP.RST | TCP.ACK, undefined, 6000, 1100), { ttl: 250 });
  return t.sorted();
}

export function overlappingFragments(): SynthPacket[] {
  const t = new Traffic();
  const payload = udp(5000, 53, new Uint8Array(64));
  t.ip(T0, ATTACKER, SERVER, 17, payload.subarray(0, 48), { id: 777, moreFragments: true });
  t.ip(T0 + 0.001, ATTACKER, SERVER, 17, payload.subarray(24, 72), { id: 777, fragOffset: 24 });
  return t.sorted();
}

// ---- benign look-alikes ----

/** Workstations polling the internal NTP server every 64 s: periodic, but internal and expected. */
export function internalNtp(): SynthPacket[] {
  const t = new Traffic();
  const ntp = new Uint8Array(48);
  ntp[0] = 0x23;
  for (let i = 0; i < 60; i++) t.udpExchange(T0 + i * 64, HOST, '10.0.0.3', 123, 123, ntp, ntp);
  return t.sorted();
}

/** A page load that resolves long CDN host names. */
export function cdnDns(): SynthPacket[] {
  const t = new Traffic();
  const names = [
    'e1234.dscx.akamaiedge.net', 'd3ag4hukkh62yn.cloudfront.net', 'r4---sn-4g5ednsl.googlevideo.com',
    'ec2-54-210-123-45.compute-1.amazonaws.com', 'prod-eu-west-1-static-assets-images.s3.eu-west-1.amazonaws.com',
    'scontent-frt3-2.xx.fbcdn.net', 'a1887.g2.akamai.net', 'cdn-production-assets-wordpress-static.azureedge.net',
  ];
  for (let round = 0; round < 3; round++) names.forEach((n, i) => t.dns(T0 + round * 30 + i * 0.1, HOST, RESOLVER, n, 1, 0, [{ type: 1, data: [93, 184, 216, 34] }]));
  return t.sorted();
}

/** A 12 MB download from the internet (bytes flow inwards). */
export function largeDownload(bytes = 12_000_000): SynthPacket[] {
  const t = new Traffic();
  const rand = prng(29);
  t.connection(T0, HOST, WEB, 443, [
    [0, randomBytes(rand, 600)],
    [1, randomBytes(rand, bytes)],
  ], { gap: 0.0002 });
  return t.sorted();
}

/** Large pings with the usual repeated pattern (ping -s 1000), and a monitoring host pinging a few servers. */
export function normalPing(): SynthPacket[] {
  const t = new Traffic();
  for (let i = 0; i < 30; i++) {
    const payload = new Uint8Array(1000);
    payload.set(new Uint8Array(new Float64Array([T0 + i, 0]).buffer), 0);
    for (let k = 16; k < 1000; k++) payload[k] = k & 0xff;
    t.ping(T0 + i, HOST, WEB, i, payload);
    for (let s = 1; s <= 5; s++) t.ping(T0 + i + 0.1 * s, '10.0.0.9', `10.0.0.${10 + s}`, i, new Uint8Array(56));
  }
  return t.sorted();
}

export const SCENARIOS = {
  'benign-web': benignWeb,
  'tcp-syn-scan': tcpSynScan,
  'tcp-connect-scan': tcpConnectScan,
  'tcp-null-scan': () => stealthScan('null'),
  'tcp-fin-scan': () => stealthScan('fin'),
  'tcp-xmas-scan': () => stealthScan('xmas'),
  'udp-scan': udpScan,
  'icmp-sweep': icmpSweep,
  'arp-sweep': arpSweep,
  'syn-flood': synFlood,
  'c2-beacon': c2Beacon,
  'http-beacon': httpBeacon,
  'dns-beacon': dnsBeacon,
  'dns-tunnel': dnsTunnel,
  'dga-nxdomain': dgaBurst,
  'icmp-tunnel': icmpTunnel,
  'backdoor-port': backdoorPort,
  'irc-session': ircSession,
  'cleartext-logins': cleartextLogins,
  'ftp-brute-force': ftpBruteForce,
  'ssh-brute-force': sshBruteForce,
  'arp-spoofing': arpSpoofing,
  exfiltration,
  'high-entropy-http-port': highEntropyOnHttpPort,
  'ttl-anomaly': ttlAnomaly,
  'overlapping-fragments': overlappingFragments,
  'benign-internal-ntp': internalNtp,
  'benign-cdn-dns': cdnDns,
  'benign-large-download': () => largeDownload(),
  'benign-ping': normalPing,
} satisfies Record<string, () => SynthPacket[]>;

export type ScenarioName = keyof typeof SCENARIOS;

/** The built-in sample behind GET /packets/analyze: ordinary web traffic with a few attacks mixed in. */
export function sampleCapture(): SynthPacket[] {
  return [...benignWeb(), ...tcpSynScan(), ...cleartextLogins(), ...dnsTunnel().slice(0, 80), ...icmpSweep().slice(0, 80), ...internalNtp().slice(0, 20)].sort(
    (a, b) => a.ts - b.ts,
  );
}

export { icmpEcho };
