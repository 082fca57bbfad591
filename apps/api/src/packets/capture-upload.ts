/**
 * Receives the capture of POST /packets/analyze in any of its three forms and streams it to the blob spool:
 * multipart (field `file`, or the only file part), raw bytes, or JSON `{ "pcap_b64": "..." }`. The first bytes
 * are looked at on the way through, so a body that is no capture at all is refused (415) before any job runs.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sniffFormat } from '../../../../libs/packets/src/readers/capture-format';
import { CaptureError } from '../../../../libs/packets/src/errors';
import { BlobTooLargeError, type BlobStore, type StoredBlob } from '../../../../libs/platform/src/ports/blob-store.port';
import { invalidParameter } from '../../../../libs/platform/src/problems/invalid-parameter.error';
import { ProblemError } from '../../../../libs/platform/src/problems/problem';
import type { PacketsLimits } from './packets-limits';
import { RAW_CAPTURE_TYPES } from './upload-body';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function tooLarge(limit: number): ProblemError {
  return new ProblemError({
    status: 413,
    code: 'body-too-large',
    title: 'Content too large',
    detail: `The capture is larger than ${limit} bytes, the most this service accepts (PCAP_MAX_BYTES).`,
    extensions: { limit_bytes: limit },
  });
}

function unsupportedForm(detail: string): ProblemError {
  return new ProblemError({ status: 415, code: 'unsupported-media-type', title: 'Unsupported media type', detail });
}

function emptyCapture(parameter: string): ProblemError {
  return new ProblemError({
    status: 400,
    code: 'empty-body',
    title: 'Empty capture',
    detail: 'The capture is empty (0 bytes); send the bytes of a pcap or pcapng file.',
    errors: [{ parameter, message: 'is empty' }],
  });
}

/** Passes chunks through while keeping the first bytes for a format check. */
class HeadTap {
  head = Buffer.alloc(0);

  async *tap(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    for await (const chunk of source) {
      if (this.head.length < 8) this.head = Buffer.concat([this.head, Buffer.from(chunk.buffer, chunk.byteOffset, Math.min(chunk.length, 8))]);
      yield chunk;
    }
  }
}

export class CaptureUpload {
  constructor(
    private readonly blobs: BlobStore,
    private readonly limits: PacketsLimits,
  ) {}

  async receive(request: FastifyRequest): Promise<StoredBlob> {
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (request.isMultipart?.()) return this.multipart(request);
    if (RAW_CAPTURE_TYPES.includes(type)) {
      const declared = Number(request.headers['content-length']);
      if (declared > this.limits.maxBytes) throw tooLarge(this.limits.maxBytes);
      return this.store(request.body as Readable, 'body', this.limits.maxBytes);
    }
    if (type === 'application/json') return this.json(request.body);
    if (type === '' && request.body === undefined) {
      throw unsupportedForm(
        'POST /packets/analyze needs a capture: multipart/form-data with a file part `file`, the raw bytes as application/vnd.tcpdump.pcap ' +
          'or application/octet-stream, or JSON {"pcap_b64": "..."}.',
      );
    }
    throw unsupportedForm(
      `A capture cannot be sent as ${type}; use multipart/form-data (file part \`file\`), application/vnd.tcpdump.pcap, application/octet-stream or JSON {"pcap_b64": "..."}.`,
    );
  }

  private async json(body: unknown): Promise<StoredBlob> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw invalidParameter('pcap_b64', 'send a JSON object {"pcap_b64": "<base64 of the capture>"}');
    }
    const value = (body as Record<string, unknown>).pcap_b64;
    if (value === undefined) throw invalidParameter('pcap_b64', 'is required: the base64 of the whole capture file');
    if (typeof value !== 'string') throw invalidParameter('pcap_b64', `must be a string of base64; got ${Array.isArray(value) ? 'an array' : typeof value}`);
    const compact = value.replace(/\s+/g, '');
    if (compact.length % 4 === 1 || !BASE64.test(compact)) {
      throw invalidParameter('pcap_b64', 'is not valid base64 (only A-Z, a-z, 0-9, +, / and = padding are allowed)');
    }
    if (Math.floor((compact.length * 3) / 4) > this.limits.jsonMaxBytes + 2) throw tooLarge(this.limits.jsonMaxBytes);
    const bytes = Buffer.from(compact, 'base64');
    if (bytes.length === 0) throw emptyCapture('pcap_b64');
    return this.store(Readable.from([bytes]), 'pcap_b64', this.limits.jsonMaxBytes);
  }

  private async multipart(request: FastifyRequest): Promise<StoredBlob> {
    let stored: { blob: StoredBlob; field: string } | null = null;
    let files = 0;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        files++;
        if (stored && (stored.field === 'file' || part.fieldname !== 'file')) {
          part.file.resume(); // a second file: drain it, the capture is the part named `file` (or the first)
          continue;
        }
        const blob = await this.store(part.file, 'file', this.limits.maxBytes);
        if (stored) await this.blobs.delete(stored.blob.ref);
        stored = { blob, field: part.fieldname };
      }
    } catch (error) {
      if (stored) await this.blobs.delete(stored.blob.ref);
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(this.limits.maxBytes);
      if (error instanceof ProblemError) throw error;
      if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge(this.limits.maxBytes);
      throw new ProblemError({ status: 400, code: 'invalid-body', title: 'Invalid body', detail: `The multipart body could not be read: ${(error as Error).message}.` });
    }
    if (!stored) throw invalidParameter('file', 'the multipart body has no file part; send the capture as a file part named `file`');
    if (files > 1 && stored.field !== 'file') {
      await this.blobs.delete(stored.blob.ref);
      throw invalidParameter('file', `the multipart body has ${files} file parts; name the capture's part \`file\``);
    }
    return stored.blob;
  }

  private async store(source: Readable | AsyncIterable<Uint8Array>, parameter: string, limit: number): Promise<StoredBlob> {
    const tap = new HeadTap();
    let blob: StoredBlob;
    try {
      blob = await this.blobs.put(tap.tap(source), limit);
    } catch (error) {
      if (error instanceof BlobTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limit);
      throw error;
    }
    if (blob.size === 0) {
      await this.blobs.delete(blob.ref);
      throw emptyCapture(parameter);
    }
    try {
      if (tap.head.length >= 4 || tap.head[0] === 0x1f) sniffFormat(tap.head);
    } catch (error) {
      await this.blobs.delete(blob.ref);
      if (error instanceof CaptureError) {
        throw new ProblemError({ status: error.status, code: error.code, title: 'Unsupported capture format', detail: error.message });
      }
      throw error;
    }
    return blob;
  }
}
