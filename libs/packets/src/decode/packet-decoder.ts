/**
 * L2 to L4 in one pass over the bytes: Ethernet (802.1Q/802.1ad/QinQ, MPLS, PPPoE), Linux SLL/SLL2, raw IP,
 * BSD loopback, PPP; IPv4 (options, fragments), IPv6 (extension headers), TCP, UDP, ICMP, ICMPv6, ARP; and
 * the tunnels GRE (incl. ERSPAN and PPTP), VXLAN, Geneve and IP-in-IP followed to the innermost packet.
 * Nothing here throws on bad bytes: a header that does not fit marks the packet `malformed`.
 */
import { DecodedPacket, L3 } from './decoded-packet';
import { v4Key, v6Key } from './ip-address';
import { LINKTYPE } from './link-types';

const MAX_TUNNELS = 4;
const VXLAN_PORT = 4789;
const VXLAN_GPE_PORT = 4790;
const GENEVE_PORT = 6081;

const IP_PROTO_LABEL: Record<number, string> = {
  1: 'ICMP', 2: 'IGMP', 6: 'TCP', 17: 'UDP', 47: 'GRE', 50: 'ESP', 51: 'AH', 58: 'ICMPv6', 89: 'OSPF', 103: 'PIM',
  112: 'VRRP', 132: 'SCTP', 4: 'IPIP', 41: 'IPv6-in-IP', 59: 'IPv6-NoNext',
};
const ETHERTYPE_LABEL: Record<number, string> = {
  0x88cc: 'LLDP', 0x8035: 'RARP', 0x888e: 'EAPOL', 0x8863: 'PPPoE-Discovery', 0x88f7: 'PTP', 0x8809: 'Slow-Protocols',
  0x9000: 'Loopback', 0x88e5: 'MACsec', 0x893a: 'IEEE1905',
};
const protoLabels: string[] = Array.from({ length: 256 }, (_, i) => IP_PROTO_LABEL[i] ?? `IP-proto-${i}`);

export class PacketDecoder {
  /** Decodes `p.data[start, start+capLen)` of the given link type into `p`. Returns false for an unknown link type. */
  decode(p: DecodedPacket, linkType: number, start: number): boolean {
    const end = start + p.capLen;
    switch (linkType) {
      case LINKTYPE.ETHERNET:
        this.ethernet(p, start, end);
        return true;
      case LINKTYPE.RAW:
      case LINKTYPE.RAW_OPENBSD:
      case LINKTYPE.RAW_BSDOS:
        this.rawIp(p, start, end);
        return true;
      case LINKTYPE.IPV4:
        this.ipv4(p, start, end);
        return true;
      case LINKTYPE.IPV6:
        this.ipv6(p, start, end);
        return true;
      case LINKTYPE.LINUX_SLL:
        if (end - start < 16) return this.bad(p);
        this.etherType(p, (p.data[start + 14] << 8) | p.data[start + 15], start + 16, end);
        return true;
      case LINKTYPE.LINUX_SLL2:
        if (end - start < 20) return this.bad(p);
        this.etherType(p, (p.data[start] << 8) | p.data[start + 1], start + 20, end);
        return true;
      case LINKTYPE.NULL:
      case LINKTYPE.LOOP: {
        if (end - start < 4) return this.bad(p);
        const d = p.data;
        // NULL stores the address family in the writer's byte order; LOOP in network order. Small values tell.
        const le = d[start] | (d[start + 1] << 8) | (d[start + 2] << 16) | (d[start + 3] << 24);
        const be = (d[start] << 24) | (d[start + 1] << 16) | (d[start + 2] << 8) | d[start + 3];
        const af = linkType === LINKTYPE.LOOP ? be : le > 0 && le < 256 ? le : be;
        if (af === 2) this.ipv4(p, start + 4, end);
        else if (af === 24 || af === 28 || af === 30 || af === 10) this.ipv6(p, start + 4, end);
        else p.label = `Loopback-AF-${af}`;
        return true;
      }
      case LINKTYPE.PPP:
      case LINKTYPE.PPP_HDLC:
        this.ppp(p, start, end);
        return true;
      default:
        return false;
    }
  }

  private bad(p: DecodedPacket): true {
    p.malformed = true;
    p.label = 'Malformed';
    return true;
  }

  private rawIp(p: DecodedPacket, o: number, end: number): void {
    if (end - o < 1) return void this.bad(p);
    const v = p.data[o] >> 4;
    if (v === 4) this.ipv4(p, o, end);
    else if (v === 6) this.ipv6(p, o, end);
    else this.bad(p);
  }

  private ethernet(p: DecodedPacket, o: number, end: number): void {
    if (end - o < 14) return void this.bad(p);
    const d = p.data;
    this.etherType(p, (d[o + 12] << 8) | d[o + 13], o + 14, end);
  }

  private etherType(p: DecodedPacket, type: number, o: number, end: number): void {
    const d = p.data;
    // VLAN tags (802.1Q, 802.1ad, the old QinQ values) may stack.
    for (let tags = 0; (type === 0x8100 || type === 0x88a8 || type === 0x9100 || type === 0x9200) && tags < 8; tags++) {
      if (end - o < 4) return void this.bad(p);
      type = (d[o + 2] << 8) | d[o + 3];
      o += 4;
    }
    switch (type) {
      case 0x0800:
        return this.ipv4(p, o, end);
      case 0x86dd:
        return this.ipv6(p, o, end);
      case 0x0806:
        return this.arp(p, o, end);
      case 0x8847:
      case 0x8848:
        return this.mpls(p, o, end);
      case 0x8864: {
        if (end - o < 8) return void this.bad(p);
        const proto = (d[o + 6] << 8) | d[o + 7];
        return this.pppProtocol(p, proto, o + 8, end);
      }
      default:
        p.label = type <= 1500 ? 'LLC' : (ETHERTYPE_LABEL[type] ?? `EtherType-0x${type.toString(16).padStart(4, '0')}`);
    }
  }

  private mpls(p: DecodedPacket, o: number, end: number): void {
    const d = p.data;
    for (let labels = 0; labels < 16; labels++) {
      if (end - o < 4) return void this.bad(p);
      const bottom = d[o + 2] & 1;
      o += 4;
      if (bottom) break;
    }
    if (end - o < 1) return void this.bad(p);
    const nibble = d[o] >> 4;
    if (nibble === 4) return this.ipv4(p, o, end);
    if (nibble === 6) return this.ipv6(p, o, end);
    // Ethernet pseudowire with its 4-byte control word.
    if (nibble === 0 && end - o >= 18) return this.ethernet(p, o + 4, end);
    p.label = 'MPLS';
  }

  private ppp(p: DecodedPacket, o: number, end: number): void {
    const d = p.data;
    if (end - o >= 2 && d[o] === 0xff && d[o + 1] === 0x03) o += 2;
    if (end - o < 2) return void this.bad(p);
    // Protocol field compression: a one-byte protocol has its low bit set.
    if (d[o] & 1) return this.pppProtocol(p, d[o], o + 1, end);
    this.pppProtocol(p, (d[o] << 8) | d[o + 1], o + 2, end);
  }

  private pppProtocol(p: DecodedPacket, proto: number, o: number, end: number): void {
    if (proto === 0x0021) return this.ipv4(p, o, end);
    if (proto === 0x0057) return this.ipv6(p, o, end);
    p.label = proto === 0xc021 ? 'PPP-LCP' : proto === 0xc023 ? 'PPP-PAP' : proto === 0xc223 ? 'PPP-CHAP' : proto === 0x8021 ? 'PPP-IPCP' : 'PPP';
  }

  private arp(p: DecodedPacket, o: number, end: number): void {
    const d = p.data;
    p.label = 'ARP';
    if (end - o < 28 || d[o + 4] !== 6 || d[o + 5] !== 4) {
      p.malformed = end - o < 8;
      return;
    }
    p.l3 = L3.ARP;
    p.arpOp = (d[o + 6] << 8) | d[o + 7];
    let mac = '';
    for (let i = 0; i < 6; i++) mac += (i ? ':' : '') + d[o + 8 + i].toString(16).padStart(2, '0');
    p.arpSenderMac = mac;
    p.arpSenderIp = ((d[o + 14] << 24) | (d[o + 15] << 16) | (d[o + 16] << 8) | d[o + 17]) >>> 0;
    p.arpTargetIp = ((d[o + 24] << 24) | (d[o + 25] << 16) | (d[o + 26] << 8) | d[o + 27]) >>> 0;
  }

  private ipv4(p: DecodedPacket, o: number, end: number): void {
    const d = p.data;
    if (end - o < 20 || d[o] >> 4 !== 4) return void this.bad(p);
    const ihl = (d[o] & 15) * 4;
    const total = (d[o + 2] << 8) | d[o + 3];
    if (ihl < 20 || end - o < ihl) return void this.bad(p);
    // Trust the IP length over the capture (Ethernet padding), unless it is 0 (TSO) or longer than captured.
    if (total >= ihl && o + total < end) end = o + total;
    else if (total !== 0 && total < ihl) return void this.bad(p);
    p.l3 = L3.IPv4;
    p.srcV4 = ((d[o + 12] << 24) | (d[o + 13] << 16) | (d[o + 14] << 8) | d[o + 15]) >>> 0;
    p.dstV4 = ((d[o + 16] << 24) | (d[o + 17] << 16) | (d[o + 18] << 8) | d[o + 19]) >>> 0;
    p.src = String.fromCharCode((d[o + 12] << 8) | d[o + 13], (d[o + 14] << 8) | d[o + 15]);
    p.dst = String.fromCharCode((d[o + 16] << 8) | d[o + 17], (d[o + 18] << 8) | d[o + 19]);
    p.ttl = d[o + 8];
    p.ipId = (d[o + 4] << 8) | d[o + 5];
    p.ipOptions = ihl > 20;
    const flags = (d[o + 6] << 8) | d[o + 7];
    p.ipEvil = (flags & 0x8000) !== 0;
    p.moreFragments = (flags & 0x2000) !== 0;
    p.fragOffset = (flags & 0x1fff) * 8;
    p.fragment = p.moreFragments || p.fragOffset > 0;
    const proto = d[o + 9];
    if (p.fragment) {
      p.fragId = p.ipId;
      p.fragLen = end - (o + ihl);
    }
    this.transport(p, proto, o + ihl, end);
  }

  private ipv6(p: DecodedPacket, o: number, end: number): void {
    const d = p.data;
    if (end - o < 40 || d[o] >> 4 !== 6) return void this.bad(p);
    const plen = (d[o + 4] << 8) | d[o + 5];
    if (plen !== 0 && o + 40 + plen < end) end = o + 40 + plen;
    p.l3 = L3.IPv6;
    p.src = v6Key(d, o + 8);
    p.dst = v6Key(d, o + 24);
    p.ttl = d[o + 7];
    let next = d[o + 6];
    let q = o + 40;
    // Extension headers: hop-by-hop, routing, destination options, mobility, AH, fragment.
    for (let n = 0; n < 12; n++) {
      if (next === 0 || next === 43 || next === 60 || next === 135 || next === 139 || next === 140) {
        if (end - q < 8) return void this.bad(p);
        const len = (d[q + 1] + 1) * 8;
        next = d[q];
        q += len;
      } else if (next === 51) {
        if (end - q < 8) return void this.bad(p);
        const len = (d[q + 1] + 2) * 4;
        next = d[q];
        q += len;
      } else if (next === 44) {
        if (end - q < 8) return void this.bad(p);
        const off = ((d[q + 2] << 8) | d[q + 3]) & 0xfff8;
        p.moreFragments = (d[q + 3] & 1) === 1;
        p.fragOffset = off;
        p.fragment = true;
        p.fragId = ((d[q + 4] << 24) | (d[q + 5] << 16) | (d[q + 6] << 8) | d[q + 7]) >>> 0;
        next = d[q];
        q += 8;
        p.fragLen = end - q;
      } else break;
    }
    if (q > end) return void this.bad(p);
    this.transport(p, next, q, end);
  }

  private transport(p: DecodedPacket, proto: number, o: number, end: number): void {
    const d = p.data;
    p.proto = proto;
    p.label = protoLabels[proto];
    if (p.fragment && p.fragOffset > 0) {
      // Later fragments carry no transport header; their bytes still count as payload.
      p.payloadStart = o;
      p.payloadEnd = end;
      return;
    }
    switch (proto) {
      case 6: {
        if (end - o < 20) return void this.markBad(p);
        const off = (d[o + 12] >> 4) * 4;
        if (off < 20 || end - o < off) return void this.markBad(p);
        p.sport = (d[o] << 8) | d[o + 1];
        p.dport = (d[o + 2] << 8) | d[o + 3];
        p.seq = ((d[o + 4] << 24) | (d[o + 5] << 16) | (d[o + 6] << 8) | d[o + 7]) >>> 0;
        p.ack = ((d[o + 8] << 24) | (d[o + 9] << 16) | (d[o + 10] << 8) | d[o + 11]) >>> 0;
        p.tcpFlags = d[o + 13] | ((d[o + 12] & 1) << 8);
        p.window = (d[o + 14] << 8) | d[o + 15];
        p.payloadStart = o + off;
        p.payloadEnd = end;
        return;
      }
      case 17: {
        if (end - o < 8) return void this.markBad(p);
        p.sport = (d[o] << 8) | d[o + 1];
        p.dport = (d[o + 2] << 8) | d[o + 3];
        const ulen = (d[o + 4] << 8) | d[o + 5];
        const stop = ulen >= 8 && o + ulen < end ? o + ulen : end;
        p.payloadStart = o + 8;
        p.payloadEnd = stop;
        if (p.tunnels < MAX_TUNNELS) {
          const vxlan = p.dport === VXLAN_PORT || p.sport === VXLAN_PORT || p.dport === VXLAN_GPE_PORT;
          if (vxlan && stop - o >= 16 && d[o + 8] & 0x08) {
            // VXLAN-GPE (P flag) names the inner protocol: 1 IPv4, 2 IPv6, 3 Ethernet.
            const next = d[o + 8] & 0x04 ? d[o + 11] : 3;
            return this.tunnel(p, o + 16, stop, next === 1 ? 0x0800 : next === 2 ? 0x86dd : 0x6558);
          }
          if (p.dport === GENEVE_PORT && stop - o >= 16 && d[o + 8] >> 6 === 0) {
            const optLen = (d[o + 8] & 0x3f) * 4;
            const type = (d[o + 10] << 8) | d[o + 11];
            if (stop - o >= 16 + optLen) return this.tunnel(p, o + 16 + optLen, stop, type);
          }
        }
        return;
      }
      case 1:
      case 58:
        if (end - o < 4) return void this.markBad(p);
        p.icmpType = d[o];
        p.icmpCode = d[o + 1];
        // Echo and most error messages carry 4 more header bytes before their data.
        p.payloadStart = Math.min(o + 8, end);
        p.payloadEnd = end;
        return;
      case 47:
        if (p.tunnels < MAX_TUNNELS) this.gre(p, o, end);
        return;
      case 4:
        if (p.tunnels < MAX_TUNNELS) {
          p.tunnels++;
          this.resetInner(p);
          this.ipv4(p, o, end);
        }
        return;
      case 41:
        if (p.tunnels < MAX_TUNNELS) {
          p.tunnels++;
          this.resetInner(p);
          this.ipv6(p, o, end);
        }
        return;
      default:
        p.payloadStart = o;
        p.payloadEnd = end;
    }
  }

  private markBad(p: DecodedPacket): void {
    p.malformed = true;
  }

  private gre(p: DecodedPacket, o: number, end: number): void {
    const d = p.data;
    if (end - o < 4) return this.markBad(p);
    const flags = (d[o] << 8) | d[o + 1];
    const type = (d[o + 2] << 8) | d[o + 3];
    const version = flags & 7;
    if (flags & 0x4000) return; // source routing: obsolete, not followed
    let q = o + 4;
    if (flags & 0x8000) q += 4;
    if (flags & 0x2000) q += 4;
    if (flags & 0x1000) q += 4;
    if (version === 1 && flags & 0x0080) q += 4;
    if (q > end) return this.markBad(p);
    if (type === 0x88be) {
      // ERSPAN type II has an 8-byte header when the sequence bit is set; type I has none.
      return this.tunnel(p, flags & 0x1000 ? q + 8 : q, end, 0x6558);
    }
    if (type === 0x22eb) {
      if (end - q < 12) return this.markBad(p);
      const optional = d[q + 11] & 1 ? 8 : 0;
      return this.tunnel(p, q + 12 + optional, end, 0x6558);
    }
    if (type === 0x880b) {
      p.tunnels++;
      this.resetInner(p);
      return this.ppp(p, q, end);
    }
    this.tunnel(p, q, end, type);
  }

  /** Continues with the inner packet of a tunnel whose payload type is an EtherType (0x6558 = Ethernet). */
  private tunnel(p: DecodedPacket, o: number, end: number, type: number): void {
    if (type !== 0x6558 && type !== 0x0800 && type !== 0x86dd) return;
    p.tunnels++;
    this.resetInner(p);
    if (type === 0x6558) this.ethernet(p, o, end);
    else this.etherType(p, type, o, end);
  }

  private resetInner(p: DecodedPacket): void {
    p.l3 = L3.None;
    p.proto = -1;
    p.sport = 0;
    p.dport = 0;
    p.fragment = false;
    p.fragOffset = 0;
    p.moreFragments = false;
    p.payloadStart = 0;
    p.payloadEnd = 0;
    p.label = '';
  }
}

export { v4Key };
