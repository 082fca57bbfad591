import { gzipSync } from 'node:zlib';
import { analyzeCaptureBytes } from '../analyze-stream';
import { CaptureError } from '../errors';
import { writePcap, writePcapng } from '../synth/capture-writer';
import { benignWeb } from '../synth/scenarios';
import { corpusFile, describeCorpus, readAll } from '../testing/corpus';

const web = benignWeb();

describe('classic pcap reader', () => {
  it('reads both byte orders and both resolutions to the same packets and timestamps', () => {
    const variants = [
      writePcap(web),
      writePcap(web, { bigEndian: true }),
      writePcap(web, { nanos: true }),
      writePcap(web, { nanos: true, bigEndian: true }),
    ].map((b) => readAll(b).packets);
    for (const v of variants) {
      expect(v).toHaveLength(web.length);
      expect(v.map((p) => Buffer.from(p.bytes).toString('hex'))).toEqual(web.map((p) => Buffer.from(p.data).toString('hex')));
      // First packet at T0 + 0 (the DNS query), 1709294400 s exactly.
      expect(v[0].sec).toBe(1_709_294_400);
      expect(v[0].nsec).toBe(0);
    }
    // The 2nd packet is 2 ms later: µs and ns files agree to the nanosecond.
    expect(variants.map((v) => v[1].nsec)).toEqual([2_000_000, 2_000_000, 2_000_000, 2_000_000]);
  });

  it('gives identical results whatever the chunking (records straddling chunks)', () => {
    const bytes = writePcap(web);
    const whole = readAll(bytes).packets.map((p) => Buffer.from(p.bytes).toString('hex'));
    for (const chunk of [1, 7, 16, 24, 100, 4096]) expect(readAll(bytes, chunk).packets.map((p) => Buffer.from(p.bytes).toString('hex'))).toEqual(whole);
  });

  it('refuses a damaged record header with the byte offset, and warns about a truncated last record', () => {
    const bytes = Buffer.from(writePcap(web.slice(0, 3)));
    const firstLen = bytes.readUInt32LE(24 + 8);
    const second = 24 + 16 + firstLen;
    const damaged = Buffer.from(bytes);
    damaged.writeUInt32LE(0x80000000, second + 8);
    expect(() => readAll(damaged)).toThrow(expect.objectContaining({ code: 'corrupt-capture', offset: second }));
    const cut = readAll(bytes.subarray(0, bytes.length - 5));
    expect(cut.packets).toHaveLength(2);
    expect(cut.warnings).toEqual(['truncated-record']);
  });

  it('recognises formats by magic only and names what it refuses', () => {
    expect(() => readAll(Buffer.from('GET / HTTP/1.1\r\n'))).toThrow(/text "GET \/ HT"/);
    expect(() => readAll(Buffer.from([0x34, 0xcd, 0xb2, 0xa1, 0, 0, 0, 0]))).toThrow(/Kuznetzov/);
    let err: unknown;
    try {
      readAll(Buffer.from([0xa1, 0xb2, 0xc3, 0xd4, 0, 3, 0, 0]));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CaptureError);
    expect(err).toMatchObject({ status: 422, offset: 8 }); // truncated header
  });
});

describe('pcapng reader', () => {
  it('reads several sections with their own byte order, interfaces and resolutions, skipping other blocks', () => {
    const ng = writePcapng([
      { interfaces: [{ linkType: 1, tsresol: 9 }, { linkType: 101, tsresol: 3 }], packets: web.slice(0, 10), extraBlocks: [[0x0a, new Uint8Array(40)], [4, new Uint8Array(8)]] },
      { interfaces: [{ linkType: 1, tsresol: 0x80 | 20 }], packets: web.slice(10), bigEndian: true },
    ]);
    const read = readAll(ng, 33).packets;
    expect(read).toHaveLength(web.length);
    expect(read[1].nsec).toBe(2_000_000); // ns interface
    // 2^-20 s resolution: the 0.01 s offsets of the second section land within one unit (< 1 µs) of exact.
    const later = web[10].ts;
    expect(Math.abs(read[10].sec + read[10].nsec / 1e9 - later)).toBeLessThan(1e-6);
  });

  it('refuses a block with an impossible length or an unknown interface', () => {
    const ng = Buffer.from(writePcapng([{ interfaces: [{ linkType: 1 }], packets: web.slice(0, 2) }]));
    const bad = Buffer.from(ng);
    bad.writeUInt32LE(13, 4); // SHB length not a multiple of 4
    expect(() => readAll(bad)).toThrow(expect.objectContaining({ code: 'corrupt-capture', offset: 4 }));
    const noIface = Buffer.from(ng);
    const epb = 28 + 20; // SHB (28) + IDB without options (20)
    noIface.writeUInt32LE(5, epb + 8);
    expect(() => readAll(noIface)).toThrow(/interface 5/);
  });

  it('analyses gzip-compressed captures transparently', () => {
    const r = analyzeCaptureBytes(gzipSync(writePcap(web)));
    expect(r.metrics.packets).toBe(web.length);
  });
});

describeCorpus('real captures (shared/corpus/pcaps)', () => {
  it('pcapng with two interfaces: all 6 packets (capinfos)', () => {
    const r = readAll(corpusFile('zeek/pcapng-multi-interface.pcapng'));
    expect(r.packets).toHaveLength(6);
  });

  it('skips the decryption secrets block of a QUIC capture: 83 packets (capinfos)', () => {
    expect(readAll(corpusFile('foxio-ja4/chrome-cloudflare-quic-with-secrets.pcapng')).packets).toHaveLength(83);
  });

  it('reads a classic pcap named .pcapng by its magic (BSD loopback, 9 packets)', () => {
    const r = readAll(corpusFile('foxio-ja4/ipv6.pcapng'));
    expect(r.packets).toHaveLength(9);
    expect(r.packets[0].linkType).toBe(0);
  });

  it('matches capinfos packet counts and durations', () => {
    const cases: [string, number, number][] = [
      ['foxio-ja4/latest.pcapng', 209, 5.629072],
      ['foxio-ja4/tls-sni.pcapng', 84, 21.476141],
      ['zeek/mixed-vlan-mpls.pcap', 47, 326491455.199915],
      ['zeek/ftp_bruteforce.pcap', 606, 59.1183],
    ];
    for (const [file, packets, duration] of cases) {
      const r = analyzeCaptureBytes(corpusFile(file));
      expect([file, r.metrics.packets, r.metrics.duration_seconds]).toEqual([file, packets, duration]);
    }
  });

  it('reports NFLOG, which it does not decode, as a warning instead of a silent zero', () => {
    const r = analyzeCaptureBytes(corpusFile('zeek/nflog-http.pcap'));
    expect(r.metrics.packets).toBe(13);
    expect(r.summary.packets_analyzed).toBe(0);
    expect(r.warnings[0]).toMatchObject({ code: 'unsupported-link-type', count: 13 });
    expect(r.warnings[0].message).toContain('Linux NFLOG');
  });
});
