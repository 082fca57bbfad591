/**
 * The reference families and their keys, exactly as the content format fixes them. Everything else (loader,
 * quality checks, parameter enums) derives from these lists, so a key can never exist in one place only.
 */
export const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
export type Sign = (typeof SIGNS)[number];

export const SIGN_TOPICS = ['personality', 'friendship', 'love', 'lifestyle', 'health', 'spirituality', 'career_money', 'parent_child', 'birthday'] as const;
export type SignTopic = (typeof SIGN_TOPICS)[number];

/** The spec lists the first five; semi_sextile and quincunx are ours (issue 7). */
export const ASPECTS = ['conjunction', 'opposite', 'square', 'trine', 'sextile', 'semi_sextile', 'quincunx'] as const;
export type Aspect = (typeof ASPECTS)[number];

export const HOUSES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'] as const;
export type House = (typeof HOUSES)[number];

export const RETURNS = ['solar', 'lunar', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type ReturnKind = (typeof RETURNS)[number];

export const TERMS = [
  'astrology', 'sun_sign', 'moon_sign', 'rising_sign', 'transit', 'aspects', 'western_astrology', 'vedic_astrology',
  'tibetan_astrology', 'horary_astrology', 'medical_astrology', 'chinese_astrology',
] as const;
export type Term = (typeof TERMS)[number];

export const PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type Planet = (typeof PLANETS)[number];

/** Planets in houses add Ceres to the ten planets. */
export const HOUSE_PLANETS = [...PLANETS, 'ceres'] as const;
export type HousePlanet = (typeof HOUSE_PLANETS)[number];

export const FAMILIES = ['sign_trait', 'aspect', 'house', 'returns', 'term', 'planet', 'planet_in_house'] as const;
export type Family = (typeof FAMILIES)[number];

const pairs = (left: readonly string[], right: readonly string[]): string[] => left.flatMap((a) => right.map((b) => `${a}:${b}`));

/** Every key each family must hold, in the order of the format table. */
export const FAMILY_KEYS: Readonly<Record<Family, readonly string[]>> = {
  sign_trait: pairs(SIGNS, SIGN_TOPICS),
  aspect: ASPECTS,
  house: HOUSES,
  returns: RETURNS,
  term: TERMS,
  planet: PLANETS,
  planet_in_house: pairs(HOUSE_PLANETS, HOUSES),
};

export function isFamily(name: string): name is Family {
  return (FAMILIES as readonly string[]).includes(name);
}
