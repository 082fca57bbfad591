/**
 * Which of our categories a tagged quote belongs to. The default map covers the tags of common quote datasets
 * (goodreads-style tags, Quotable tags); pass your own entries to override or extend it. Tags compare lower-cased
 * with spaces and underscores read as hyphens ("Famous Quotes" → "famous-quotes").
 */
import { type CategorySlug, isCategorySlug } from '../categories';

export type TagMap = Readonly<Record<string, CategorySlug>>;

export const DEFAULT_TAG_MAP: TagMap = {
  'good-morning': 'good-morning',
  morning: 'good-morning',
  sunrise: 'good-morning',
  'good-afternoon': 'good-afternoon',
  afternoon: 'good-afternoon',
  'good-night': 'good-night',
  goodnight: 'good-night',
  bedtime: 'good-night',
  affirmation: 'affirmations',
  affirmations: 'affirmations',
  'self-love': 'affirmations',
  'self-esteem': 'affirmations',
  consciousness: 'consciousness',
  awareness: 'consciousness',
  mind: 'consciousness',
  courage: 'courage',
  brave: 'courage',
  bravery: 'courage',
  fearless: 'courage',
  resilience: 'courage',
  perseverance: 'courage',
  gratitude: 'gratitude',
  grateful: 'gratitude',
  thankfulness: 'gratitude',
  thanks: 'gratitude',
  healing: 'healing',
  recovery: 'healing',
  grief: 'healing',
  forgiveness: 'healing',
  inspirational: 'inspirational',
  inspiration: 'inspirational',
  inspiring: 'inspirational',
  hope: 'inspirational',
  love: 'love',
  romance: 'love',
  romantic: 'love',
  mindfulness: 'mindfulness',
  meditation: 'mindfulness',
  'present-moment': 'mindfulness',
  motivational: 'motivational',
  motivation: 'motivational',
  'self-help': 'motivational',
  poetry: 'poetic',
  poetic: 'poetic',
  poems: 'poetic',
  spiritual: 'spiritual',
  spirituality: 'spiritual',
  religion: 'spiritual',
  faith: 'spiritual',
  god: 'spiritual',
  stoic: 'stoicism',
  stoicism: 'stoicism',
  success: 'success',
  business: 'success',
  achievement: 'success',
  ambition: 'success',
  thoughtful: 'thoughtful',
  reflection: 'thoughtful',
  philosophy: 'thoughtful',
  'life-lessons': 'thoughtful',
  wisdom: 'wisdom',
  wise: 'wisdom',
  knowledge: 'wisdom',
  'african-proverb': 'proverbs/african',
  'american-proverb': 'proverbs/american',
  'asian-proverb': 'proverbs/asian',
  'chinese-proverb': 'proverbs/asian',
  'japanese-proverb': 'proverbs/asian',
};

/** Authors whose words belong to the stoicism category whatever their tags say. */
export const STOIC_AUTHORS: readonly string[] = ['marcus aurelius', 'seneca', 'epictetus', 'zeno of citium', 'musonius rufus', 'chrysippus', 'cleanthes'];

export function normalizeTag(tag: string): string {
  return tag.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

/** A map with `overrides` applied on top of the default one (an override may also point a tag at another slug). */
export function tagMapWith(overrides: Readonly<Record<string, string>>): TagMap {
  const merged: Record<string, CategorySlug> = { ...DEFAULT_TAG_MAP };
  for (const [tag, slug] of Object.entries(overrides)) {
    if (!isCategorySlug(slug)) throw new Error(`tag map: "${slug}" (for tag "${tag}") is not a category`);
    merged[normalizeTag(tag)] = slug;
  }
  return merged;
}

/** Our categories for a quote's tags and author, in catalogue order of first appearance, without repeats. */
export function categoriesFor(tags: readonly string[], author: string | null, map: TagMap = DEFAULT_TAG_MAP): CategorySlug[] {
  const out = new Set<CategorySlug>();
  for (const tag of tags) {
    const key = normalizeTag(tag);
    const slug = map[key] ?? (isCategorySlug(key) ? key : undefined);
    if (slug) out.add(slug);
  }
  if (author && STOIC_AUTHORS.some((name) => author.toLowerCase().startsWith(name))) out.add('stoicism');
  return [...out];
}
