import { parseDns, baseDomain } from './dns';
import { parseClientHello, looksLikeClientHello } from './tls-client-hello';
import { basicAuthUser, parseHttpRequest } from './http-request';
import { LoginTracker, type LoginEvent } from './cleartext-logins';
import { formatAddress } from './ip-address';
import { ascii, dnsMessage, txtData } from '../synth/packet-builder';
import { corpusFile, decodeAll, describeCorpus } from '../testing/corpus';

describe('DNS', () => {
  it('parses a question and TXT answers, and survives a compression loop', () => {
    const msg = dnsMessage(7, 'A.Example.COM', 16, true, 0, [{ type: 16, data: txtData('hello') }]);
    expect(parseDns(msg, 0, msg.length)).toMatchObject({ id: 7, response: true, rcode: 0, qname: 'a.example.com', qtype: 16, answerTypes: [16], txtBytes: 5 });
    const loop = new Uint8Array([0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0xc0, 12, 0, 1, 0, 1]);
    expect(parseDns(loop, 0, loop.length)).toBeNull();
  });
  it('finds the registrable domain', () => {
    expect(['a.b.example.com', 'x.y.example.co.uk', 'example.org'].map(baseDomain)).toEqual(['example.com', 'example.co.uk', 'example.org']);
  });
});

describe('HTTP and cleartext logins', () => {
  it('reads the request line, Host and Basic user (never keeping the password)', () => {
    const req = ascii(`GET /x HTTP/1.1\r\nHost: Intranet\r\nAuthorization: Basic ${Buffer.from('frank:pw').toString('base64')}\r\n\r\n`);
    const r = parseHttpRequest(req, 0, req.length)!;
    expect([r.method, r.target, r.host, basicAuthUser(r.authorization)]).toEqual(['GET', '/x', 'intranet', 'frank']);
  });
  it('follows SMTP AUTH LOGIN across lines and reports the verdict', () => {
    const t = new LoginTracker(25);
    const out: LoginEvent[] = [];
    const send = (s: string, server = false) => (server ? t.server(ascii(s), 0, s.length, out) : t.client(ascii(s), 0, s.length, out));
    send('AUTH LOGIN\r\n');
    send(`${Buffer.from('erin').toString('base64')}\r\n`);
    send(`${Buffer.from('secret').toString('base64')}\r\n`);
    send('535 5.7.8 Authentication failed\r\n', true);
    expect(out).toEqual([
      { protocol: 'smtp', kind: 'credentials', user: 'erin' },
      { protocol: 'smtp', kind: 'failure', user: 'erin' },
    ]);
  });
});

describeCorpus('TLS ClientHello: SNI and JA4 against the FoxIO reference output', () => {
  for (const file of ['tls-sni.pcapng', 'latest.pcapng', 'ipv6.pcapng', 'badcurveball.pcap']) {
    it(file, () => {
      const expected = JSON.parse(corpusFile(`foxio-ja4/${file}.expected-ja4.json`).toString()) as Record<string, string>[];
      const found = new Map<string, { sni: string | null; ja4: string }>();
      for (const p of decodeAll(corpusFile(`foxio-ja4/${file}`))) {
        if (p.proto !== 6 || !looksLikeClientHello(p.data, p.payloadStart, p.payloadEnd)) continue;
        const hello = parseClientHello(p.data, p.payloadStart, p.payloadEnd);
        if (hello) found.set(`${formatAddress(p.src)}:${p.sport}`, hello);
      }
      const tcpExpected = expected.filter((e) => e['JA4.1']?.startsWith('t'));
      expect(tcpExpected.length).toBeGreaterThan(0);
      for (const e of tcpExpected) {
        const got = found.get(`${e.src}:${e.srcport}`);
        expect([e.src, e.srcport, got?.ja4, got?.sni ?? undefined]).toEqual([e.src, e.srcport, e['JA4.1'], e.domain]);
      }
    });
  }
});

describeCorpus('DNS TXT in a real capture', () => {
  it('sums the TXT strings of the answer (127 + 98 bytes per tshark)', () => {
    const response = decodeAll(corpusFile('zeek/dns-txt-multiple.pcap')).find((p) => p.sport === 53)!;
    const msg = parseDns(response.data, response.payloadStart, response.payloadEnd)!;
    expect(msg.response).toBe(true);
    expect(msg.txtBytes).toBe(127 + 98);
  });
});
