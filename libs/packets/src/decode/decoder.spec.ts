import { L3, TCP_SYN } from './decoded-packet';
import { formatAddress, isInternal } from './ip-address';
import { writePcap } from '../synth/capture-writer';
import { concat, ethernet, ipv4, ipv6, TCP, tcp, udp, v4 } from '../synth/packet-builder';
import { corpusFile, decodeAll, describeCorpus } from '../testing/corpus';

const syn = (): Uint8Array => ipv4('192.0.2.1', '198.51.100.2', 6, tcp(1234, 443, TCP.SYN));
const decodeAs = (linkType: number, frame: Uint8Array) => decodeAll(writePcap([{ ts: 1, data: frame }], { linkType }))[0];

describe('packet decoder', () => {
  it('decodes the same TCP SYN under every supported link layer', () => {
    const ip = syn();
    const sll = concat(new Uint8Array([0, 0, 0, 1, 0, 6, 1, 2, 3, 4, 5, 6, 0, 0, 0x08, 0x00]), ip);
    const sll2 = concat(new Uint8Array([0x08, 0x00, 0, 0, 0, 0, 0, 2, 0, 1, 0, 6, 1, 2, 3, 4, 5, 6, 0, 0]), ip);
    const nullLe = concat(new Uint8Array([2, 0, 0, 0]), ip);
    const loop = concat(new Uint8Array([0, 0, 0, 2]), ip);
    const frames: [number, Uint8Array][] = [
      [1, ethernet('02:00:00:00:00:01', '02:00:00:00:00:02', 0x0800, ip)],
      [1, ethernet('02:00:00:00:00:01', '02:00:00:00:00:02', 0x0800, ip, [100, 200])], // QinQ
      [101, ip],
      [228, ip],
      [113, sll],
      [276, sll2],
      [0, nullLe],
      [108, loop],
      [9, concat(new Uint8Array([0xff, 0x03, 0x00, 0x21]), ip)],
    ];
    for (const [lt, frame] of frames) {
      const p = decodeAs(lt, frame);
      expect([lt, p.label, formatAddress(p.src), formatAddress(p.dst), p.sport, p.dport, p.tcpFlags & 0x3f]).toEqual([lt, 'TCP', '192.0.2.1', '198.51.100.2', 1234, 443, TCP_SYN]);
    }
  });

  it('follows MPLS, PPPoE, GRE, VXLAN and Geneve to the inner packet', () => {
    const ip = syn();
    const inner = ethernet('02:00:00:00:00:03', '02:00:00:00:00:04', 0x0800, ip);
    const mpls = concat(new Uint8Array([0, 0x10, 0x00, 64, 0, 0x20, 0x01, 64]), ip); // two labels, bottom-of-stack on the 2nd
    const pppoe = concat(new Uint8Array([0x11, 0, 0, 1, 0, ip.length + 2, 0x00, 0x21]), ip);
    const gre = ipv4('10.9.9.1', '10.9.9.2', 47, concat(new Uint8Array([0, 0, 0x08, 0x00]), ip));
    const vxlan = ipv4('10.9.9.1', '10.9.9.2', 17, udp(5555, 4789, concat(new Uint8Array([0x08, 0, 0, 0, 0, 0, 1, 0]), inner)));
    const geneve = ipv4('10.9.9.1', '10.9.9.2', 17, udp(5555, 6081, concat(new Uint8Array([0x01, 0, 0x65, 0x58, 0, 0, 1, 0, 1, 2, 3, 4]), inner)));
    const cases: Uint8Array[] = [
      ethernet('02:00:00:00:00:01', '02:00:00:00:00:02', 0x8847, mpls),
      ethernet('02:00:00:00:00:01', '02:00:00:00:00:02', 0x8864, pppoe),
      ethernet('02:00:00:00:00:01', '02:00:00:00:00:02', 0x0800, gre),
      ethernet('02:00:00:00:00:01', '02:00:00:00:00:02', 0x0800, vxlan),
      ethernet('02:00:00:00:00:01', '02:00:00:00:00:02', 0x0800, geneve),
    ];
    const tunnels = cases.map((c) => decodeAs(1, c)).map((p) => [p.label, formatAddress(p.src), p.dport, p.tunnels]);
    expect(tunnels).toEqual([
      ['TCP', '192.0.2.1', 443, 0],
      ['TCP', '192.0.2.1', 443, 0],
      ['TCP', '192.0.2.1', 443, 1],
      ['TCP', '192.0.2.1', 443, 1],
      ['TCP', '192.0.2.1', 443, 1],
    ]);
  });

  it('walks IPv6 extension headers and reads fragments', () => {
    const hopByHop = new Uint8Array([6, 0, 1, 4, 0, 0, 0, 0]); // next = TCP, PadN
    const p = decodeAs(101, ipv6('2001:db8::1', '2001:db8::2', 0, concat(hopByHop, tcp(5000, 80, TCP.SYN))));
    expect([p.l3, p.label, formatAddress(p.src), p.dport]).toEqual([L3.IPv6, 'TCP', '2001:db8::1', 80]);
    const frag = decodeAs(101, ipv4('192.0.2.1', '192.0.2.2', 17, new Uint8Array(16), { fragOffset: 1480, id: 99 }));
    expect([frag.fragment, frag.fragOffset, frag.fragId, frag.sport, frag.label]).toEqual([true, 1480, 99, 0, 'UDP']);
  });

  it('marks truncated headers as malformed instead of throwing', () => {
    const cut = ethernet('02:00:00:00:00:01', '02:00:00:00:00:02', 0x0800, syn().subarray(0, 30));
    const p = decodeAs(1, cut);
    expect(p.malformed).toBe(true);
  });

  it('knows internal and external addresses', () => {
    const key = (ip: string): string => String.fromCharCode(...[0, 2].map((i) => (v4(ip)[i] << 8) | v4(ip)[i + 1]));
    expect(['10.1.2.3', '172.16.0.1', '192.168.1.1', '127.0.0.1', '169.254.1.1', '100.64.0.1'].map((ip) => isInternal(key(ip)))).toEqual([true, true, true, true, true, true]);
    expect(['8.8.8.8', '172.32.0.1', '203.0.113.1'].map((ip) => isInternal(key(ip)))).toEqual([false, false, false]);
  });
});

describeCorpus('decoding real encapsulations (protocol counts from tshark -T fields -e frame.protocols)', () => {
  const count = (file: string) => {
    const counts: Record<string, number> = {};
    for (const p of decodeAll(corpusFile(file))) counts[p.label] = (counts[p.label] ?? 0) + 1;
    return counts;
  };
  it('VLAN + MPLS: 47 TCP', () => expect(count('zeek/mixed-vlan-mpls.pcap')).toEqual({ TCP: 47 }));
  it('802.1ad QinQ: 14 TCP', () => expect(count('zeek/http-qinq-0.pcap')).toEqual({ TCP: 14 }));
  it('GRE → ERSPAN → VXLAN: 7 TCP', () => expect(count('foxio-ja4/gre-erspan-vxlan.pcap')).toEqual({ TCP: 7 }));
  it('Geneve: 33 TCP + 6 ICMP', () => expect(count('foxio-ja4/tcpdump-geneve.pcap')).toEqual({ TCP: 33, ICMP: 6 }));
  it('PPPoE: 24 LCP, 21 ICMPv6, 6 IPCP, 4 IPv6CP, 4 UDP, 4 discovery, 2 PAP', () =>
    expect(count('zeek/pppoe.pcap')).toEqual({ 'PPP-LCP': 24, ICMPv6: 21, 'PPP-IPCP': 6, PPP: 4, UDP: 4, 'PPPoE-Discovery': 4, 'PPP-PAP': 2 }));
});
