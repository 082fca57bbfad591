/**
 * The only code that queries the `texts` table. Domains seed their content files through `upsertMany` and read
 * a whole domain once (then serve it from memory), so a request never costs a query.
 */
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../database/generated/client';

export interface TextEntry<B = unknown> {
  domain: string;
  family: string;
  key: string;
  lang?: string;
  body: B;
}

export class TextRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Inserts new entries and rewrites changed ones (by checksum); returns how many rows were written. */
  async upsertMany(entries: readonly TextEntry[]): Promise<number> {
    if (entries.length === 0) return 0;
    const domain = entries[0].domain;
    const existing = await this.prisma.text.findMany({ where: { domain }, select: { family: true, key: true, lang: true, checksum: true } });
    const known = new Map(existing.map((r) => [`${r.family}\u0000${r.key}\u0000${r.lang}`, r.checksum]));
    let written = 0;
    for (const entry of entries) {
      const lang = entry.lang ?? 'en';
      const checksum = createHash('sha256').update(JSON.stringify(entry.body)).digest('hex');
      if (known.get(`${entry.family}\u0000${entry.key}\u0000${lang}`) === checksum) continue;
      const data = { body: entry.body as object, checksum };
      await this.prisma.text.upsert({
        where: { domain_family_key_lang: { domain: entry.domain, family: entry.family, key: entry.key, lang } },
        create: { domain: entry.domain, family: entry.family, key: entry.key, lang, ...data },
        update: data,
      });
      written += 1;
    }
    return written;
  }

  async loadDomain<B = unknown>(domain: string, lang = 'en'): Promise<Array<{ family: string; key: string; body: B }>> {
    const rows = await this.prisma.text.findMany({ where: { domain, lang }, select: { family: true, key: true, body: true } });
    return rows.map((r) => ({ family: r.family, key: r.key, body: r.body as B }));
  }
}
