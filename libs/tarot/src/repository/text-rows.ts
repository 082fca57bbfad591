/**
 * How the content maps onto rows of the `texts` table (domain `tarot`): one row per card (family `card`, key =
 * slug), one per spread (family `spread`, key = type) and a manifest row holding the content version. Loading
 * rebuilds content files from the rows and runs the same checks as for the files on disk, so a damaged or
 * incomplete table fails the start-up exactly as a damaged file would.
 */
import type { TextEntry } from '../../../platform/src/content/text.repository';
import { CARDS_FORMAT, type CardText, type RawContentFile, SPREADS_FORMAT, type SpreadText } from '../content/content-format';
import type { SpreadType } from '../spreads/layouts';

export const TAROT_DOMAIN = 'tarot';
export const FAMILIES = { card: 'card', spread: 'spread', manifest: 'manifest' } as const;
const MANIFEST_KEY = 'content';

export interface TextRow {
  family: string;
  key: string;
  body: unknown;
}

/** The rows for parsed (and already validated) content. */
export function tarotTextEntries(content: {
  cards: ReadonlyMap<string, CardText>;
  spreads: ReadonlyMap<SpreadType, SpreadText>;
  version: number | null;
}): TextEntry[] {
  const entries: TextEntry[] = [{ domain: TAROT_DOMAIN, family: FAMILIES.manifest, key: MANIFEST_KEY, body: { version: content.version } }];
  for (const [slug, text] of content.cards) {
    const { slug: _slug, ...body } = text;
    entries.push({ domain: TAROT_DOMAIN, family: FAMILIES.card, key: slug, body });
  }
  for (const [type, text] of content.spreads) {
    const { type: _type, ...body } = text;
    entries.push({ domain: TAROT_DOMAIN, family: FAMILIES.spread, key: type, body });
  }
  return entries;
}

/** Rows back to content files (rows of unknown families are ignored: left behind by an older layout). */
export function filesFromTextRows(rows: readonly TextRow[]): RawContentFile[] {
  const manifest = rows.find((row) => row.family === FAMILIES.manifest && row.key === MANIFEST_KEY);
  const version = (manifest?.body as { version?: unknown } | undefined)?.version ?? null;
  const sorted = [...rows].sort((a, b) => a.key.localeCompare(b.key));
  const withKey = (family: string, field: string) =>
    sorted.filter((row) => row.family === family).map((row) => ({ [field]: row.key, ...(row.body as object) }));
  return [
    { name: 'texts:card', data: { format: CARDS_FORMAT, version, cards: withKey(FAMILIES.card, 'slug') } },
    { name: 'texts:spread', data: { format: SPREADS_FORMAT, version, spreads: withKey(FAMILIES.spread, 'type') } },
  ];
}
