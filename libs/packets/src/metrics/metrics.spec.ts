import { byteEntropy, entropyByPass, textEntropy } from './entropy';
import { U32Set } from './u32-set';
import { analyzeCaptureBytes } from '../analyze-stream';
import { prng, randomBytes } from '../synth/packet-builder';
import { corpusFile, describeCorpus } from '../testing/corpus';

describe('byte entropy', () => {
  it('has the textbook values', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(byteEntropy(all, 0, 256)).toBeCloseTo(8, 12); // uniform over 256 values
    expect(byteEntropy(new Uint8Array(100), 0, 100)).toBe(0); // one value
    expect(byteEntropy(Uint8Array.from([1, 2, 1, 2]), 0, 4)).toBeCloseTo(1, 12); // two equally likely values
    expect(byteEntropy(Uint8Array.from([1, 1, 1, 2]), 0, 4)).toBeCloseTo(-(0.75 * Math.log2(0.75) + 0.25 * Math.log2(0.25)), 12);
    expect(textEntropy('abcd')).toBeCloseTo(2, 12);
  });
  it('agrees with the direct formula on random and skewed data of many lengths, and resets between calls', () => {
    const rand = prng(1);
    for (const n of [1, 2, 17, 255, 256, 513, 1500, 9000, 70000]) {
      const random = randomBytes(rand, n);
      const skewed = random.map((b) => (b < 200 ? 65 : b));
      expect(byteEntropy(random, 0, n)).toBeCloseTo(entropyByPass(random, 0, n), 9);
      expect(byteEntropy(skewed, 0, n)).toBeCloseTo(entropyByPass(skewed, 0, n), 9);
    }
  });
});

describe('U32Set', () => {
  it('counts distinct values exactly, 0 and 2^32-1 included, through growth', () => {
    const s = new U32Set();
    const reference = new Set<number>();
    const rand = prng(5);
    for (let i = 0; i < 50_000; i++) {
      const v = i % 3 === 0 ? Math.floor(rand() * 1000) : Math.floor(rand() * 4294967296);
      s.add(v);
      reference.add(v);
    }
    s.add(0);
    s.add(4294967295);
    reference.add(0);
    reference.add(4294967295);
    expect(s.size).toBe(reference.size);
    expect(s.has(4294967295)).toBe(true);
  });
});

describeCorpus('metrics of real captures (capinfos; tshark -T fields -e ip.src -e ipv6.src | sort -u)', () => {
  it('latest.pcapng: 15 sources, 16 destinations', () => {
    const r = analyzeCaptureBytes(corpusFile('foxio-ja4/latest.pcapng'));
    expect([r.metrics.unique_src_ips, r.metrics.unique_dst_ips]).toEqual([15, 16]);
    expect(r.metrics.top_protocols.slice(0, 2)).toEqual([{ count: 137, proto: 'TCP' }, { count: 65, proto: 'UDP' }]);
  });
  it('tls-sni.pcapng: 1 source, 35 destinations; mixed-vlan-mpls: 5 and 5', () => {
    const a = analyzeCaptureBytes(corpusFile('foxio-ja4/tls-sni.pcapng'));
    expect([a.metrics.unique_src_ips, a.metrics.unique_dst_ips]).toEqual([1, 35]);
    const b = analyzeCaptureBytes(corpusFile('zeek/mixed-vlan-mpls.pcap'));
    expect([b.metrics.unique_src_ips, b.metrics.unique_dst_ips]).toEqual([5, 5]);
  });
});
