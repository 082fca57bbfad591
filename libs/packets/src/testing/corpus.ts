/**
 * Test helpers: the public sample captures in ../shared/corpus/pcaps (read when present, never copied into the
 * repository) and a way to list the decoded packets of a capture.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DecodedPacket } from '../decode/decoded-packet';
import { PacketDecoder } from '../decode/packet-decoder';
import { AnyCaptureReader } from '../readers/capture-reader';
import type { PacketSink } from '../readers/packet-sink';

export const CORPUS = resolve(__dirname, '../../../../../shared/corpus/pcaps');
export const hasCorpus = existsSync(CORPUS);
export const describeCorpus = hasCorpus ? describe : describe.skip;

export function corpusFile(name: string): Buffer {
  return readFileSync(resolve(CORPUS, name));
}

export interface ReadPacket {
  linkType: number;
  sec: number;
  nsec: number;
  bytes: Uint8Array;
  wireLen: number;
}

export class CollectingSink implements PacketSink {
  readonly packets: ReadPacket[] = [];
  readonly warnings: string[] = [];
  packet(linkType: number, sec: number, nsec: number, data: Uint8Array, start: number, capLen: number, wireLen: number): void {
    this.packets.push({ linkType, sec, nsec, bytes: data.slice(start, start + capLen), wireLen });
  }
  warning(code: string): void {
    this.warnings.push(code);
  }
}

/** Reads a capture, optionally in chunks of `chunk` bytes to exercise records that straddle chunks. */
export function readAll(bytes: Uint8Array, chunk = bytes.length): CollectingSink {
  const sink = new CollectingSink();
  const reader = new AnyCaptureReader(sink);
  for (let o = 0; o < bytes.length; o += Math.max(1, chunk)) reader.push(bytes.subarray(o, o + Math.max(1, chunk)));
  reader.end();
  return sink;
}

/** Decodes every packet of a capture (copies of the decoded fields that matter to tests). */
export function decodeAll(bytes: Uint8Array): DecodedPacket[] {
  const decoder = new PacketDecoder();
  return readAll(bytes).packets.map((p) => {
    const d = new DecodedPacket();
    d.reset(p.bytes, p.bytes.length, p.wireLen);
    if (!decoder.decode(d, p.linkType, 0)) d.label = 'unsupported';
    return d;
  });
}
