/**
 * Creating and revoking keys, shared by the admin endpoints and `npm run keys`. Revocation sets a flag in the
 * Counters store that the gateway checks in the same atomic step as the quota, so it takes effect at once in
 * every API process, whatever their key caches hold.
 */
import type { Counters } from '../../platform/src/ports/counters.port';
import { invalidParameter } from '../../platform/src/problems/invalid-parameter.error';
import { SERVICES } from '../../platform/src/config/config';
import { generateApiKey } from './api-key';
import { revokedFlagKey } from './quota-windows';
import type { ApiKeyRecord, ApiKeyRepository } from './repository/api-key.repository';

/** Revocation flags outlive any cache entry by far; a revoked key is also refused by the database check. */
const REVOKED_FLAG_TTL_MS = 400 * 24 * 3600_000;

export interface CreateKeyInput {
  name: string;
  planId: string;
  services: readonly string[];
}

export async function createKey(
  repo: ApiKeyRepository,
  knownPlans: readonly string[],
  input: CreateKeyInput,
): Promise<{ key: string; record: ApiKeyRecord }> {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) throw invalidParameter('name', 'must be 1 to 100 characters');
  if (!knownPlans.includes(input.planId)) throw invalidParameter('plan', `must be one of ${knownPlans.join(', ')}; got "${input.planId}"`);
  const unknown = input.services.filter((s) => !(SERVICES as readonly string[]).includes(s));
  if (unknown.length) throw invalidParameter('services', `unknown service(s) ${unknown.join(', ')}; known: ${SERVICES.join(', ')}`);
  const generated = generateApiKey();
  const record = await repo.insert({ id: generated.id, name, hash: generated.hash, prefix: generated.prefix, planId: input.planId, services: [...new Set(input.services)] });
  return { key: generated.key, record };
}

export async function revokeKey(repo: ApiKeyRepository, counters: Counters | null, id: string, now: Date): Promise<ApiKeyRecord | null> {
  const record = await repo.revoke(id, now);
  if (record && counters) await counters.setFlag(revokedFlagKey(record.id), true, now.getTime() + REVOKED_FLAG_TTL_MS);
  return record;
}
