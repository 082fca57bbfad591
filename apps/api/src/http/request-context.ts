import type { FastifyReply, FastifyRequest } from 'fastify';

export type Request = FastifyRequest;
export type Reply = FastifyReply;

/** Who is calling. The gateway (API keys) fills it in; with AUTH_MODE=off every caller is `anonymous`. */
export interface Principal {
  owner: string;
  keyId: string | null;
}

export const ANONYMOUS: Principal = Object.freeze({ owner: 'anonymous', keyId: null });

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export function principalOf(request: FastifyRequest): Principal {
  return request.principal ?? ANONYMOUS;
}
