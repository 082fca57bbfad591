/**
 * Recognises a capture by its first bytes (never by its name or the Content-Type the client chose).
 */
import { unsupportedFormat } from '../errors';

export type CaptureFormat = 'pcap' | 'pcapng' | 'gzip';

/** Bytes needed to decide; fewer means "wait for more" unless the input ended. */
export const SNIFF_BYTES = 4;

/** Formats people often send by mistake, named so the 415 says what was recognised. */
const KNOWN_OTHERS: { magic: number[]; name: string }[] = [
  { magic: [0xa1, 0xb2, 0xcd, 0x34], name: 'modified (Kuznetzov) pcap' },
  { magic: [0x34, 0xcd, 0xb2, 0xa1], name: 'modified (Kuznetzov) pcap' },
  { magic: [0x73, 0x6e, 0x6f, 0x6f], name: 'Sun snoop' },
  { magic: [0x47, 0x4d, 0x42, 0x55], name: 'Microsoft Network Monitor' },
  { magic: [0x52, 0x54, 0x53, 0x53], name: 'Microsoft Network Monitor' },
  { magic: [0x50, 0x4b, 0x03, 0x04], name: 'ZIP archive' },
  { magic: [0x42, 0x5a, 0x68], name: 'bzip2' },
  { magic: [0xfd, 0x37, 0x7a, 0x58], name: 'xz' },
  { magic: [0x28, 0xb5, 0x2f, 0xfd], name: 'zstd' },
  { magic: [0x25, 0x50, 0x44, 0x46], name: 'PDF document' },
];

export function sniffFormat(head: Uint8Array): CaptureFormat {
  const m = (bytes: number[]): boolean => bytes.every((b, i) => head[i] === b);
  if (m([0x1f, 0x8b])) return 'gzip';
  if (m([0x0a, 0x0d, 0x0d, 0x0a])) return 'pcapng';
  if (m([0xa1, 0xb2, 0xc3, 0xd4]) || m([0xd4, 0xc3, 0xb2, 0xa1]) || m([0xa1, 0xb2, 0x3c, 0x4d]) || m([0x4d, 0x3c, 0xb2, 0xa1])) {
    return 'pcap';
  }
  const other = KNOWN_OTHERS.find((o) => m(o.magic));
  if (other) throw unsupportedFormat(`this looks like ${other.name}, which is not read here; send classic pcap or pcapng (optionally gzip-compressed)`);
  throw unsupportedFormat(`not a packet capture: the first bytes (${describeHead(head)}) match neither pcap, pcapng nor gzip`);
}

function describeHead(head: Uint8Array): string {
  const bytes = [...head.subarray(0, 8)];
  const printable = bytes.every((b) => b >= 0x20 && b < 0x7f);
  if (printable && bytes.length > 0) return `text "${String.fromCharCode(...bytes)}"`;
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ') || 'none';
}
