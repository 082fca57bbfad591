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

  /** Inserts new entries (one statement) and rewrites changed ones (by checksum); returns how many rows were written. */
  async upsertMany(entries: readonly TextEntry[]): Promise<number> {
    if (entries.length === 0) return 0;
    const domain = entries[0].domain;
    const existing = await this.prisma.text.findMany({ where: { domain }, select: { family: true, key: true, lang: true, checksum: true } });
    const known = new Map(existing.map((r) => [`${r.family}\u0000${r.key}\u0000${r.lang}`, r.checksum]));
    const inserts: Array<{ domain: string; family: string; key: string; lang: string; body: object; checksum: string }> = [];
    let updated = 0;
    for (const entry of entries) {
      const lang = entry.lang ?? 'en';
      const checksum = createHash('sha256').update(JSON.stringify(entry.body)).digest('hex');
      const current = known.get(`${entry.family}\u0000${entry.key}\u0000${lang}`);
      if (current === checksum) continue;
      if (current === undefined) {
        inserts.push({ domain: entry.domain, family: entry.family, key: entry.key, lang, body: entry.body as object, checksum });
        continue;
      }
      await this.prisma.text.update({
        where: { domain_family_key_lang: { domain: entry.domain, family: entry.family, key: entry.key, lang } },
        data: { body: entry.body as object, checksum },
      });
      updated += 1;
    }
    // skipDuplicates: another process seeding at the same moment may have inserted some of them already.
    const inserted = inserts.length ? (await this.prisma.text.createMany({ data: inserts, skipDuplicates: true })).count : 0;
    return inserted + updated;
  }

  async loadDomain<B = unknown>(domain: string, lang = 'en'): Promise<Array<{ family: string; key: string; body: B }>> {
    const rows = await this.prisma.text.findMany({ where: { domain, lang }, select: { family: true, key: true, body: true } });
    return rows.map((r) => ({ family: r.family, key: r.key, body: r.body as B }));
  }
}
