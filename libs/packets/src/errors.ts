/**
 * Why a capture cannot be analysed. Each error knows its HTTP status so the job handler and the API can turn it
 * into a problem body without guessing: 415 for a format we do not read, 422 for a capture that is corrupt
 * (with the byte offset where reading stopped), 413 for a capture over the size limit.
 */
export type CaptureErrorCode =
  | 'unsupported-capture-format'
  | 'unsupported-capture-version'
  | 'corrupt-capture'
  | 'empty-capture'
  | 'capture-too-large';

const STATUS: Record<CaptureErrorCode, number> = {
  'unsupported-capture-format': 415,
  'unsupported-capture-version': 415,
  'corrupt-capture': 422,
  'empty-capture': 422,
  'capture-too-large': 413,
};

export class CaptureError extends Error {
  readonly status: number;

  constructor(
    readonly code: CaptureErrorCode,
    message: string,
    /** Byte offset in the (decompressed) capture where the problem was found, when there is one. */
    readonly offset: number | null = null,
  ) {
    super(message);
    this.name = 'CaptureError';
    this.status = STATUS[code];
  }
}

export const unsupportedFormat = (message: string): CaptureError => new CaptureError('unsupported-capture-format', message);
export const unsupportedVersion = (message: string): CaptureError => new CaptureError('unsupported-capture-version', message);
export const corrupt = (message: string, offset: number): CaptureError =>
  new CaptureError('corrupt-capture', `${message} (at byte offset ${offset})`, offset);
