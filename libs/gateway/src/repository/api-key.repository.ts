import type { PrismaClient } from '../../../platform/src/database/generated/client';

export interface ApiKeyRecord {
  id: string;
  name: string;
  keyPrefix: string;
  planId: string;
  services: string[];
  createdAt: Date;
  revokedAt: Date | null;
}

const SELECT = { id: true, name: true, keyPrefix: true, planId: true, services: true, createdAt: true, revokedAt: true } as const;

/** The only code that queries `api_keys`. */
export class ApiKeyRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async insert(key: { id: string; name: string; hash: string; prefix: string; planId: string; services: string[] }): Promise<ApiKeyRecord> {
    return this.prisma.apiKey.create({
      data: { id: key.id, name: key.name, keyHash: key.hash, keyPrefix: key.prefix, planId: key.planId, services: key.services },
      select: SELECT,
    });
  }

  findByHash(hash: string): Promise<ApiKeyRecord | null> {
    return this.prisma.apiKey.findUnique({ where: { keyHash: hash }, select: SELECT });
  }

  findById(id: string): Promise<ApiKeyRecord | null> {
    return this.prisma.apiKey.findUnique({ where: { id }, select: SELECT });
  }

  list(): Promise<ApiKeyRecord[]> {
    return this.prisma.apiKey.findMany({ select: SELECT, orderBy: { createdAt: 'asc' } });
  }

  /** Marks the key revoked (once: a second call keeps the first time) and returns it, or null if unknown. */
  async revoke(id: string, at: Date): Promise<ApiKeyRecord | null> {
    const { count } = await this.prisma.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
    void count;
    return this.findById(id);
  }
}
