/** The 21 categories of the quote service: slug (also the URL path under /quotes) and a short description. */
export const CATEGORY_SLUGS = [
  'good-morning',
  'good-afternoon',
  'good-night',
  'affirmations',
  'consciousness',
  'courage',
  'gratitude',
  'healing',
  'inspirational',
  'love',
  'mindfulness',
  'motivational',
  'poetic',
  'spiritual',
  'stoicism',
  'success',
  'thoughtful',
  'wisdom',
  'proverbs/african',
  'proverbs/american',
  'proverbs/asian',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const CATEGORY_DESCRIPTIONS: Readonly<Record<CategorySlug, string>> = {
  'good-morning': 'A greeting to start the day',
  'good-afternoon': 'A greeting for the middle of the day',
  'good-night': 'A greeting to end the day',
  affirmations: 'A daily affirmation, written in the first person',
  consciousness: 'On consciousness and awareness',
  courage: 'On courage and resilience',
  gratitude: 'On gratitude',
  healing: 'On healing and recovery',
  inspirational: 'Inspirational sayings',
  love: 'On love',
  mindfulness: 'On attention to the present moment',
  motivational: 'To get going and keep going',
  poetic: 'Lines from poems and poetic prose',
  spiritual: 'On the spirit and the sacred',
  stoicism: 'From the Stoic philosophers',
  success: 'On success and effort',
  thoughtful: 'For reflection',
  wisdom: 'Wisdom from many times and places',
  'proverbs/african': 'A traditional African proverb, with its people or country',
  'proverbs/american': 'A traditional American proverb or saying',
  'proverbs/asian': 'A traditional Asian proverb, with its people or country',
};

const SLUG_SET: ReadonlySet<string> = new Set(CATEGORY_SLUGS);

export function isCategorySlug(value: string): value is CategorySlug {
  return SLUG_SET.has(value);
}

/** Whether the category holds traditional proverbs (author null, origin set). */
export function isProverbCategory(slug: CategorySlug): boolean {
  return slug.startsWith('proverbs/');
}
