/**
 * A small traffic composer for generated captures: whole TCP connections (handshake, data, close), UDP
 * exchanges, DNS lookups, pings and ARP, on Ethernet with made-up MAC addresses derived from the IPs.
 */
import type { SynthPacket } from './capture-writer';
import {
  arp,
  ascii,
  dnsMessage,
  ethernet,
  icmpEcho,
  ipv4,
  TCP,
  tcp,
  udp,
  type Bytes,
  type DnsAnswer,
  type Ipv4Options,
} from './packet-builder';

/** 2024-03-01T12:00:00Z: a fixed start so captures are identical on every run. */
export const T0 = 1_709_294_400;

export function macOf(ip: string): string {
  return ['02', '00', ...ip.split('.').map((n) => Number(n).toString(16).padStart(2, '0'))].join(':');
}

export interface ConnectionOptions {
  /** Seconds between packets. */
  gap?: number;
  close?: 'fin' | 'rst' | 'none';
  ttl?: number;
  serverTtl?: number;
  handshake?: boolean;
}

export class Traffic {
  readonly packets: SynthPacket[] = [];
  private nextPort = 40000;

  ip(at: number, src: string, dst: string, proto: number, payload: Bytes, o: Ipv4Options = {}, srcMac = macOf(src)): void {
    this.packets.push({ ts: at, data: ethernet(srcMac, macOf(dst), 0x0800, ipv4(src, dst, proto, payload, o)) });
  }

  ephemeralPort(): number {
    this.nextPort = this.nextPort >= 60999 ? 40000 : this.nextPort + 1;
    return this.nextPort;
  }

  /** A TCP connection; `exchanges` are [0 = client→server | 1 = server→client, bytes]. Returns the end time. */
  connection(at: number, client: string, server: string, port: number, exchanges: [0 | 1, Bytes][], o: ConnectionOptions = {}): number {
    const cport = this.ephemeralPort();
    const gap = o.gap ?? 0.01;
    const ttl = { ttl: o.ttl ?? 64 };
    const sttl = { ttl: o.serverTtl ?? 64 };
    let t = at;
    let cseq = 1000;
    let sseq = 5000;
    if (o.handshake !== false) {
      this.ip(t, client, server, 6, tcp(cport, port, TCP.SYN, undefined, cseq - 1), ttl);
      this.ip((t += gap), server, client, 6, tcp(port, cport, TCP.SYN | TCP.ACK, undefined, sseq - 1, cseq), sttl);
      this.ip((t += gap), client, server, 6, tcp(cport, port, TCP.ACK, undefined, cseq, sseq), ttl);
    }
    for (const [dir, bytes] of exchanges) {
      for (let off = 0; off < bytes.length || off === 0; off += 1400) {
        const seg = bytes.subarray(off, off + 1400);
        if (dir === 0) {
          this.ip((t += gap), client, server, 6, tcp(cport, port, TCP.PSH | TCP.ACK, seg, cseq, sseq), ttl);
          cseq += seg.length;
        } else {
          this.ip((t += gap), server, client, 6, tcp(port, cport, TCP.PSH | TCP.ACK, seg, sseq, cseq), sttl);
          sseq += seg.length;
        }
        if (bytes.length === 0) break;
      }
    }
    if (o.close === 'rst') this.ip((t += gap), client, server, 6, tcp(cport, port, TCP.RST | TCP.ACK, undefined, cseq, sseq), ttl);
    else if (o.close !== 'none') {
      this.ip((t += gap), client, server, 6, tcp(cport, port, TCP.FIN | TCP.ACK, undefined, cseq, sseq), ttl);
      this.ip((t += gap), server, client, 6, tcp(port, cport, TCP.FIN | TCP.ACK, undefined, sseq, cseq + 1), sttl);
      this.ip((t += gap), client, server, 6, tcp(cport, port, TCP.ACK, undefined, cseq + 1, sseq + 1), ttl);
    }
    return t;
  }

  /** One scan probe: SYN, then SYN-ACK + RST (half-open), SYN-ACK + ACK + RST (connect), RST (closed), nothing (filtered). */
  probe(at: number, src: string, dst: string, port: number, outcome: 'half-open' | 'connect' | 'closed' | 'filtered', sport = 54321): void {
    this.ip(at, src, dst, 6, tcp(sport, port, TCP.SYN, undefined, 777), { ttl: 52 });
    if (outcome === 'filtered') return;
    if (outcome === 'closed') {
      this.ip(at + 0.0005, dst, src, 6, tcp(port, sport, TCP.RST | TCP.ACK, undefined, 0, 778));
      return;
    }
    this.ip(at + 0.0005, dst, src, 6, tcp(port, sport, TCP.SYN | TCP.ACK, undefined, 9000, 778));
    if (outcome === 'connect') this.ip(at + 0.001, src, dst, 6, tcp(sport, port, TCP.ACK, undefined, 778, 9001), { ttl: 52 });
    this.ip(at + 0.0015, src, dst, 6, tcp(sport, port, TCP.RST, undefined, 778), { ttl: 52 });
  }

  udpExchange(at: number, client: string, server: string, cport: number, sport: number, request: Bytes, response?: Bytes): void {
    this.ip(at, client, server, 17, udp(cport, sport, request));
    if (response) this.ip(at + 0.002, server, client, 17, udp(sport, cport, response));
  }

  dns(at: number, client: string, resolver: string, name: string, qtype = 1, rcode = 0, answers: DnsAnswer[] = []): void {
    const id = (Math.floor(at * 1000) ^ name.length) & 0xffff;
    this.udpExchange(at, client, resolver, this.ephemeralPort(), 53, dnsMessage(id, name, qtype, false), dnsMessage(id, name, qtype, true, rcode, answers));
  }

  ping(at: number, src: string, dst: string, seq: number, payload: Bytes, reply = true): void {
    this.ip(at, src, dst, 1, icmpEcho(8, 0x4242, seq, payload));
    if (reply) this.ip(at + 0.001, dst, src, 1, icmpEcho(0, 0x4242, seq, payload));
  }

  arp(at: number, op: 1 | 2, senderMac: string, senderIp: string, targetMac: string, targetIp: string): void {
    const dstMac = op === 1 ? 'ff:ff:ff:ff:ff:ff' : targetMac;
    this.packets.push({ ts: at, data: ethernet(senderMac, dstMac, 0x0806, arp(op, senderMac, senderIp, op === 1 ? '00:00:00:00:00:00' : targetMac, targetIp)) });
  }

  sorted(): SynthPacket[] {
    return [...this.packets].sort((a, b) => a.ts - b.ts);
  }
}

export { ascii };
