/** Bumped whenever decoding, metrics or detections change, so cached results of older versions are not served. */
export const ANALYZER_VERSION = 1;
