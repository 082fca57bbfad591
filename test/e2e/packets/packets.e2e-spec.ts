/**
 * /packets/analyze end to end: the three upload forms, the built-in sample, the cache, the 202 + polling path
 * and every kind of bad input. Expected metrics of the sample were read with Wireshark's capinfos/tshark, not
 * from our own output. Runs against BullMQ + Redis + PostgreSQL and in the embedded configuration.
 */
import { gzipSync } from 'node:zlib';
import { writePcap, writePcapng } from '../../../libs/packets/src/synth/capture-writer';
import { largeDownload, SCENARIOS } from '../../../libs/packets/src/synth/scenarios';
import { bootTestApp, type TestApp } from '../../support/boot';
import { eventually, expectProblem, http, type HttpResult } from '../../support/http';

const MAX = 2_000_000;
const SYNC_MAX = 1_500_000;

const pcapHeader = (o: { magic?: number; major?: number; snaplen?: number } = {}): Buffer => {
  const b = Buffer.alloc(24);
  b.writeUInt32LE(o.magic ?? 0xa1b2c3d4, 0);
  b.writeUInt16LE(o.major ?? 2, 4);
  b.writeUInt16LE(4, 6);
  b.writeUInt32LE(o.snaplen ?? 65535, 16);
  b.writeUInt32LE(1, 20);
  return b;
};
const record = (capLen: number, data = Buffer.alloc(0)): Buffer => {
  const r = Buffer.alloc(16);
  r.writeUInt32LE(1_700_000_000, 0);
  r.writeUInt32LE(capLen, 8);
  r.writeUInt32LE(capLen, 12);
  return Buffer.concat([r, data]);
};

async function raw(t: TestApp, body: Uint8Array, type = 'application/vnd.tcpdump.pcap', headers: Record<string, string> = {}): Promise<HttpResult<any>> {
  return http(t.baseUrl, '/packets/analyze', { method: 'POST', body, headers: { 'content-type': type, ...headers } });
}

async function multipart(t: TestApp, parts: { name: string; bytes?: Uint8Array; value?: string }[]): Promise<HttpResult<any>> {
  const form = new FormData();
  for (const p of parts) {
    if (p.bytes) form.append(p.name, new Blob([p.bytes], { type: 'application/octet-stream' }), `${p.name}.bin`);
    else form.append(p.name, p.value ?? '');
  }
  const res = await fetch(`${t.baseUrl}/packets/analyze`, { method: 'POST', body: form });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : text, text };
}

const ids = (res: HttpResult<any>): string[] => res.body.detections.map((d: { id: string }) => d.id);

describe('packets /analyze', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp({ env: { SYNC_WAIT_MS: '10000', PCAP_MAX_BYTES: String(MAX), PCAP_SYNC_MAX_BYTES: String(SYNC_MAX) } });
  });
  afterAll(() => t.close());

  it('GET analyses the built-in sample with exact metrics, then serves it from the cache', async () => {
    const res = await http(t.baseUrl, '/packets/analyze');
    expect(res.status).toBe(200);
    const b = res.body;
    expect(Object.keys(b).sort()).toEqual(['detections', 'metrics', 'status', 'summary', 'threat_score', 'warnings']);
    expect(b.status).toBe('ok');
    // capinfos: 561 packets, 576.002000 s; tshark -T fields -e ip.src / ip.dst | sort -u: 23 and 68 addresses.
    expect(b.metrics).toMatchObject({ packets: 561, duration_seconds: 576.002, unique_src_ips: 23, unique_dst_ips: 68, file_size_bytes: 62787 });
    expect(b.summary).toMatchObject({ packets_analyzed: 561, duration_seconds: 576.002, unique_src_count: 23, unique_dst_count: 68 });
    // tshark -z io,phs: 362 TCP, 124 UDP, 75 ICMP frames.
    expect(b.metrics.top_protocols).toEqual([{ count: 362, proto: 'TCP' }, { count: 124, proto: 'UDP' }, { count: 75, proto: 'ICMP' }]);
    expect(b.metrics.top_ports[0]).toEqual([80, 107]);
    expect(b.threat_score).toBeGreaterThanOrEqual(75);
    expect(b.summary.threat_level).toBe('critical');
    expect(ids(res)).toEqual(expect.arrayContaining(['tcp_port_scan', 'cleartext_credentials', 'dns_tunneling', 'icmp_host_sweep']));
    for (const d of b.detections) {
      expect(Object.keys(d).sort()).toEqual(
        ['category', 'confidence', 'count', 'description', 'dst', 'evidence', 'first_seen', 'id', 'last_seen', 'mitre_attack', 'ports', 'severity', 'src', 'title'].sort(),
      );
    }
    const again = await http(t.baseUrl, '/packets/analyze', { method: 'POST', json: { pcap_b64: '' } });
    expectProblem(again, 400, 'empty-body');
    const cached = await http(t.baseUrl, '/packets/analyze');
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(cached.body).toEqual(b);
  });

  it('POST raw bytes (pcap, vnd.tcpdump.pcap) finds the attack in a generated capture', async () => {
    const bytes = writePcap(SCENARIOS['ftp-brute-force']());
    const res = await raw(t, bytes);
    expect(res.status).toBe(200);
    expect(res.body.metrics.file_size_bytes).toBe(bytes.length);
    expect(ids(res)).toEqual(expect.arrayContaining(['ftp_brute_force', 'cleartext_credentials']));
    const creds = res.body.detections.find((d: { id: string }) => d.id === 'cleartext_credentials');
    expect(creds.evidence.users).toEqual(['admin']);
    expect(JSON.stringify(res.body)).not.toContain('guess1'); // passwords are never returned
  });

  it('POST octet-stream of a gzip-compressed two-section pcapng', async () => {
    const web = SCENARIOS['benign-web']();
    const ng = writePcapng([
      { interfaces: [{ linkType: 1, tsresol: 9 }], packets: web.slice(0, 30), extraBlocks: [[0x0a, new Uint8Array(20)]] },
      { interfaces: [{ linkType: 1 }], packets: web.slice(30), bigEndian: true },
    ]);
    const gz = gzipSync(ng);
    const res = await raw(t, gz, 'application/octet-stream');
    expect(res.status).toBe(200);
    expect(res.body.metrics.packets).toBe(web.length);
    expect(res.body.metrics.file_size_bytes).toBe(gz.length);
    expect(res.body.threat_score).toBe(0);
    expect(res.body.summary.threat_level).toBe('low');
  });

  it('POST multipart: field `file`, or the only file part under another name', async () => {
    const bytes = writePcap(SCENARIOS['tcp-syn-scan']());
    const named = await multipart(t, [{ name: 'note', value: 'hello' }, { name: 'file', bytes }]);
    expect(named.status).toBe(200);
    expect(ids(named)).toContain('tcp_port_scan');
    const other = await multipart(t, [{ name: 'capture', bytes: writePcap(SCENARIOS['arp-spoofing']()) }]);
    expect(other.status).toBe(200);
    expect(ids(other)).toContain('arp_spoofing');
    const none = await multipart(t, [{ name: 'note', value: 'no file here' }]);
    expectProblem(none, 400, 'invalid-parameter');
    expect(none.body.errors[0].parameter).toBe('file');
  });

  it('POST JSON pcap_b64, and its bad forms', async () => {
    const bytes = writePcap(SCENARIOS['dns-tunnel']());
    const ok = await http(t.baseUrl, '/packets/analyze', { json: { pcap_b64: Buffer.from(bytes).toString('base64') } });
    expect(ok.status).toBe(200);
    expect(ids(ok)).toContain('dns_tunneling');
    for (const [body, message] of [
      [{ pcap_b64: 'not base64!!' }, /base64/],
      [{ pcap_b64: 12 }, /string/],
      [{ pcap_b64: ['a'] }, /string/],
      [{ other: 'x' }, /required/],
      [[1, 2], /JSON object/],
    ] as const) {
      const res = await http(t.baseUrl, '/packets/analyze', { json: body });
      expectProblem(res, 400, 'invalid-parameter');
      expect(res.body.errors[0].parameter).toBe('pcap_b64');
      expect(res.body.errors[0].message).toMatch(message);
    }
    const garbled = await http(t.baseUrl, '/packets/analyze', { method: 'POST', body: '{"pcap_b64": ', headers: { 'content-type': 'application/json' } });
    expectProblem(garbled, 400);
  });

  it('the same bytes are analysed once: the second upload is a cache hit with the identical result', async () => {
    const bytes = writePcap(SCENARIOS['icmp-tunnel']());
    const first = await raw(t, bytes);
    expect(first.headers.get('x-cache')).toBe('miss');
    const second = await multipart(t, [{ name: 'file', bytes }]);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.body).toEqual(first.body);
  });

  it('Prefer: respond-async answers 202 and the job is polled to the result (progress by bytes read)', async () => {
    const bytes = writePcap(SCENARIOS['c2-beacon']());
    const res = await raw(t, bytes, 'application/vnd.tcpdump.pcap', { prefer: 'respond-async' });
    expect(res.status).toBe(202);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/jobs\/packets-/);
    const done = await eventually(() => http(t.baseUrl, location), (job) => job.body.status === 'completed');
    expect(done.body).toMatchObject({ queue: 'packets', name: 'packets.analyze', progress: 100 });
    expect(done.body.result.detections.map((d: { id: string }) => d.id)).toContain('c2_beaconing');
  });

  it('a capture larger than PCAP_SYNC_MAX_BYTES answers 202 by itself; over PCAP_MAX_BYTES it is a 413', async () => {
    const big = writePcap(largeDownload(1_650_000));
    expect(big.length).toBeGreaterThan(SYNC_MAX);
    expect(big.length).toBeLessThan(MAX);
    const res = await raw(t, big);
    expect(res.status).toBe(202);
    await eventually(() => http(t.baseUrl, res.headers.get('location')!), (job) => job.body.status === 'completed');
    const huge = Buffer.concat([Buffer.from(big), Buffer.alloc(MAX)]);
    const started = Date.now();
    expectProblem(await raw(t, huge), 413, 'body-too-large');
    expectProblem(await multipart(t, [{ name: 'file', bytes: huge }]), 413, 'body-too-large');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('bad input answers a problem within a second: 400, 415 or 422 with the byte offset', async () => {
    const cases: { name: string; body: Uint8Array; type?: string; status: number; code: string; offset?: number }[] = [
      { name: 'empty body', body: new Uint8Array(0), status: 400, code: 'empty-body' },
      { name: 'random bytes', body: Buffer.from([0x13, 0x37, 0xbe, 0xef, 1, 2, 3, 4, 5, 6]), status: 415, code: 'unsupported-capture-format' },
      { name: 'text', body: Buffer.from('hello, this is not a capture'), status: 415, code: 'unsupported-capture-format' },
      { name: 'HTML', body: Buffer.from('<!doctype html><html><body>x</body></html>'), status: 415, code: 'unsupported-capture-format' },
      { name: 'zip', body: Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0, 0]), status: 415, code: 'unsupported-capture-format' },
      { name: 'truncated header', body: pcapHeader().subarray(0, 10), status: 422, code: 'corrupt-capture', offset: 10 },
      { name: 'caplen 2^31', body: Buffer.concat([pcapHeader(), record(0x80000000)]), status: 422, code: 'corrupt-capture', offset: 24 },
      { name: 'caplen above snaplen', body: Buffer.concat([pcapHeader({ snaplen: 100 }), record(200, Buffer.alloc(200))]), status: 422, code: 'corrupt-capture', offset: 24 },
      { name: 'unknown version', body: pcapHeader({ major: 3 }), status: 415, code: 'unsupported-capture-version' },
      { name: 'corrupt pcapng', body: Buffer.from([0x0a, 0x0d, 0x0d, 0x0a, 7, 0, 0, 0, 0x4d, 0x3c, 0x2b, 0x1a, 1, 0, 0, 0]), status: 422, code: 'corrupt-capture', offset: 4 },
      { name: 'gzip of text', body: gzipSync(Buffer.from('just some text, no capture')), status: 415, code: 'unsupported-capture-format' },
      { name: 'corrupt gzip', body: Buffer.concat([gzipSync(writePcap(SCENARIOS['benign-web']())).subarray(0, 30), Buffer.alloc(200, 0xaa)]), status: 422, code: 'corrupt-capture' },
      { name: 'wrong content type', body: writePcap(SCENARIOS['benign-web']()), type: 'text/plain', status: 415, code: 'unsupported-media-type' },
    ];
    for (const c of cases) {
      const started = Date.now();
      const res = await raw(t, c.body, c.type);
      try {
        expectProblem(res, c.status, c.code);
        // The offset is in the detail; the job resource keeps it as `offset` (the sync answer may drop extensions).
        if (c.offset !== undefined) expect(res.body.detail).toContain(`at byte offset ${c.offset})`);
        expect(Date.now() - started).toBeLessThan(1000);
      } catch (error) {
        throw new Error(`${c.name}: ${(error as Error).message}\n${res.text}`);
      }
    }
  });

  it('a truncated final record is analysed up to the cut, with a warning', async () => {
    const bytes = writePcap(SCENARIOS['benign-web']());
    const cut = bytes.subarray(0, bytes.length - 7);
    const res = await raw(t, cut);
    expect(res.status).toBe(200);
    expect(res.body.metrics.packets).toBe(SCENARIOS['benign-web']().length - 1);
    expect(res.body.warnings.map((w: { code: string }) => w.code)).toContain('truncated-record');
  });

  it('other endpoints refuse raw and multipart bodies with 415, and the index lists /analyze', async () => {
    expectProblem(await http(t.baseUrl, '/calculators/loan', { method: 'POST', body: new Uint8Array([1, 2, 3]), headers: { 'content-type': 'application/octet-stream' } }), 415);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2])]), 'x.bin');
    const res = await fetch(`${t.baseUrl}/calculators/loan`, { method: 'POST', body: form });
    expect(res.status).toBe(415);
    const index = await http(t.baseUrl, '/packets');
    expect(JSON.stringify(index.body)).toContain('/packets/analyze');
  });
});
