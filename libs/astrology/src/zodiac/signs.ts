/** The twelve tropical signs with their element, modality and rulers (conventions section 6). */
export const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
export type Sign = (typeof SIGNS)[number];
export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: Modality[] = ['cardinal', 'fixed', 'mutable'];

export function signIndex(longitude: number): number {
  return Math.floor((((longitude % 360) + 360) % 360) / 30) % 12;
}

export function signOf(longitude: number): Sign {
  return SIGNS[signIndex(longitude)];
}

export function elementOf(sign: Sign): Element {
  return ELEMENTS[SIGNS.indexOf(sign) % 4];
}

export function modalityOf(sign: Sign): Modality {
  return MODALITIES[SIGNS.indexOf(sign) % 3];
}

/** Modern rulers; Scorpio, Aquarius and Pisces keep their traditional ruler alongside. */
export const MODERN_RULER: Record<Sign, string> = {
  aries: 'mars',
  taurus: 'venus',
  gemini: 'mercury',
  cancer: 'moon',
  leo: 'sun',
  virgo: 'mercury',
  libra: 'venus',
  scorpio: 'pluto',
  sagittarius: 'jupiter',
  capricorn: 'saturn',
  aquarius: 'uranus',
  pisces: 'neptune',
};

export const TRADITIONAL_RULER: Record<Sign, string> = {
  ...MODERN_RULER,
  scorpio: 'mars',
  aquarius: 'saturn',
  pisces: 'jupiter',
};
