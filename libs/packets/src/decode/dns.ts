/**
 * DNS messages (RFC 1035): header, the first question, and the answer records the detectors need (type, TXT
 * sizes, A addresses). Compression pointers are followed with a hop limit, so a pointer loop cannot hang us.
 */
export interface DnsMessage {
  id: number;
  response: boolean;
  opcode: number;
  rcode: number;
  questions: number;
  answers: number;
  /** First question, lower-cased, without the trailing dot ('' for the root). */
  qname: string;
  qtype: number;
  /** Answer record types, in order. */
  answerTypes: number[];
  /** Total bytes of TXT strings in the answers. */
  txtBytes: number;
}

export const DNS_TYPE = { A: 1, NS: 2, CNAME: 5, MX: 15, TXT: 16, AAAA: 28, NULL: 10, ANY: 255 } as const;

export function parseDns(d: Uint8Array, start: number, end: number): DnsMessage | null {
  if (end - start < 12) return null;
  const u16 = (o: number): number => (d[o] << 8) | d[o + 1];
  const flags = u16(start + 2);
  const questions = u16(start + 4);
  const answers = u16(start + 6);
  const msg: DnsMessage = {
    id: u16(start),
    response: (flags & 0x8000) !== 0,
    opcode: (flags >> 11) & 15,
    rcode: flags & 15,
    questions,
    answers,
    qname: '',
    qtype: 0,
    answerTypes: [],
    txtBytes: 0,
  };
  let o = start + 12;
  for (let q = 0; q < questions && q < 4; q++) {
    const name = readName(d, start, end, o);
    if (!name) return q === 0 ? null : msg;
    if (name.next + 4 > end) return q === 0 ? null : msg;
    if (q === 0) {
      msg.qname = name.name;
      msg.qtype = u16(name.next);
    }
    o = name.next + 4;
  }
  if (questions > 4) return msg;
  for (let a = 0; a < answers && a < 64; a++) {
    const name = readName(d, start, end, o);
    if (!name || name.next + 10 > end) break;
    const type = u16(name.next);
    const rdlen = u16(name.next + 8);
    const rdata = name.next + 10;
    if (rdata + rdlen > end) break;
    msg.answerTypes.push(type);
    if (type === DNS_TYPE.TXT) {
      for (let t = rdata; t < rdata + rdlen; ) {
        const l = d[t];
        msg.txtBytes += l;
        t += l + 1;
      }
    }
    o = rdata + rdlen;
  }
  return msg;
}

function readName(d: Uint8Array, msgStart: number, end: number, o: number): { name: string; next: number } | null {
  let name = '';
  let next = -1;
  for (let hops = 0; hops < 64; hops++) {
    if (o >= end) return null;
    const len = d[o];
    if (len === 0) {
      return { name, next: next < 0 ? o + 1 : next };
    }
    if ((len & 0xc0) === 0xc0) {
      if (o + 1 >= end) return null;
      if (next < 0) next = o + 2;
      o = msgStart + (((len & 0x3f) << 8) | d[o + 1]);
      continue;
    }
    if (len & 0xc0 || o + 1 + len > end) return null;
    let label = '';
    for (let i = o + 1; i <= o + len; i++) {
      const c = d[i];
      label += String.fromCharCode(c >= 65 && c <= 90 ? c + 32 : c);
    }
    name += (name ? '.' : '') + label;
    if (name.length > 1024) return null;
    o += len + 1;
  }
  return null;
}

/** The registrable part of a name, approximated by its last two labels (three under common 2-letter SLDs). */
export function baseDomain(name: string): string {
  const labels = name.split('.');
  if (labels.length <= 2) return name;
  const tld = labels[labels.length - 1];
  const sld = labels[labels.length - 2];
  const keep = tld.length === 2 && ['co', 'com', 'net', 'org', 'ac', 'gov', 'edu', 'ne', 'or'].includes(sld) ? 3 : 2;
  return labels.slice(-keep).join('.');
}
