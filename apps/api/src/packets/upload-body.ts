/**
 * Request bodies of POST /packets/analyze, registered on Fastify before Nest adds its routes:
 *  - raw captures (application/vnd.tcpdump.pcap, application/octet-stream and the other capture types): the
 *    parser hands the request stream through untouched, and the controller streams it to the blob spool;
 *  - multipart/form-data (@fastify/multipart): parts are streamed too, with the file size capped at PCAP_MAX_BYTES;
 *  - the JSON form keeps Nest's JSON parser; only its body limit on this one route is raised (onRoute hook)
 *    so a pcap_b64 of up to 64 MiB decoded fits.
 * Any other route that receives a raw or multipart body answers 415: those bodies are for uploads only.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../libs/platform/src/config/config';
import { ProblemError } from '../../../../libs/platform/src/problems/problem';
import { packetsLimits } from './packets-limits';

export const ANALYZE_ROUTE = '/packets/analyze';

export const RAW_CAPTURE_TYPES = [
  'application/vnd.tcpdump.pcap',
  'application/octet-stream',
  'application/x-pcap',
  'application/x-pcapng',
  'application/pcap',
  'application/pcapng',
  'application/gzip',
  'application/x-gzip',
];

function uploadsOnly(request: FastifyRequest): ProblemError {
  return new ProblemError({
    status: 415,
    code: 'unsupported-media-type',
    title: 'Unsupported media type',
    detail: `${request.headers['content-type']} bodies are accepted only by POST ${ANALYZE_ROUTE}; send parameters as a query string, application/json or application/x-www-form-urlencoded.`,
  });
}

export function registerUploadParsers(fastify: FastifyInstance, config: AppConfig): void {
  const limits = packetsLimits(config);
  fastify.addContentTypeParser(RAW_CAPTURE_TYPES, (request, payload, done) => {
    if (request.routeOptions.url !== ANALYZE_ROUTE) return done(uploadsOnly(request), undefined);
    done(null, payload);
  });
  fastify.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: limits.maxBytes, files: 4, fields: 20, fieldSize: 64 * 1024, parts: 30, headerPairs: 100 },
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart?.() && request.routeOptions.url !== ANALYZE_ROUTE) return done(uploadsOnly(request));
    done();
  });
  fastify.addHook('onRoute', (route) => {
    if (route.url === ANALYZE_ROUTE) route.bodyLimit = limits.jsonBodyLimit;
  });
}
