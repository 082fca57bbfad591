/**
 * The decoded view of one packet, filled in place by the decoder (one object is reused for every packet so the
 * hot loop allocates nothing). Offsets point into `data`, which is only valid while the packet is processed.
 * After tunnels (GRE, VXLAN, Geneve, IP-in-IP) the fields describe the innermost packet.
 */
export const enum L3 {
  None = 0,
  IPv4 = 4,
  IPv6 = 6,
  ARP = 1,
}

export class DecodedPacket {
  data: Uint8Array = new Uint8Array(0);
  /** Seconds since the epoch as a float (for detectors), and the exact parts. */
  ts = 0;
  sec = 0;
  nsec = 0;
  hasTime = false;
  wireLen = 0;
  capLen = 0;
  /** Protocol label counted in top_protocols ('' when the link layer was not decoded). */
  label = '';
  l3: L3 = L3.None;
  /** Address keys: 2-char strings for IPv4, 8-char for IPv6 (16 bits per char); see ip-address.ts. */
  src = '';
  dst = '';
  srcV4 = 0;
  dstV4 = 0;
  ttl = 0;
  ipId = 0;
  /** IP protocol number of the innermost header (6 TCP, 17 UDP, 1 ICMP, 58 ICMPv6...). */
  proto = -1;
  /** Fragment: offset in bytes, more-fragments flag; `fragment` is true for any piece of a fragmented datagram. */
  fragment = false;
  fragOffset = 0;
  moreFragments = false;
  fragId = 0;
  /** Byte range of the fragment's payload (for overlap checks). */
  fragLen = 0;
  ipEvil = false;
  ipOptions = false;
  sport = 0;
  dport = 0;
  tcpFlags = 0;
  seq = 0;
  ack = 0;
  window = 0;
  icmpType = -1;
  icmpCode = -1;
  /** Transport payload (TCP/UDP data, ICMP data) as [payloadStart, payloadEnd) in `data`. */
  payloadStart = 0;
  payloadEnd = 0;
  /** Tunnels crossed to reach this packet. */
  tunnels = 0;
  malformed = false;
  /** ARP fields (l3 === ARP). */
  arpOp = 0;
  arpSenderMac = '';
  arpSenderIp = 0;
  arpTargetIp = 0;

  get payloadLength(): number {
    return this.payloadEnd - this.payloadStart;
  }

  reset(data: Uint8Array, capLen: number, wireLen: number): void {
    this.data = data;
    this.capLen = capLen;
    this.wireLen = wireLen;
    this.label = '';
    this.l3 = L3.None;
    this.src = '';
    this.dst = '';
    this.srcV4 = 0;
    this.dstV4 = 0;
    this.ttl = 0;
    this.ipId = 0;
    this.proto = -1;
    this.fragment = false;
    this.fragOffset = 0;
    this.moreFragments = false;
    this.fragId = 0;
    this.fragLen = 0;
    this.ipEvil = false;
    this.ipOptions = false;
    this.sport = 0;
    this.dport = 0;
    this.tcpFlags = 0;
    this.seq = 0;
    this.ack = 0;
    this.window = 0;
    this.icmpType = -1;
    this.icmpCode = -1;
    this.payloadStart = 0;
    this.payloadEnd = 0;
    this.tunnels = 0;
    this.malformed = false;
    this.arpOp = 0;
  }
}

export const TCP_FIN = 0x01;
export const TCP_SYN = 0x02;
export const TCP_RST = 0x04;
export const TCP_PSH = 0x08;
export const TCP_ACK = 0x10;
export const TCP_URG = 0x20;
