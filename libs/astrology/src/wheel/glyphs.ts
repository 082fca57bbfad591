/** Unicode astrological glyphs, forced to text (not emoji) presentation with VS15. */
import type { AspectKind } from '../chart/aspects';
import type { Sign } from '../zodiac/signs';

const TEXT = '\uFE0E';

export const SIGN_GLYPH: Record<Sign, string> = {
  aries: '\u2648',
  taurus: '\u2649',
  gemini: '\u264A',
  cancer: '\u264B',
  leo: '\u264C',
  virgo: '\u264D',
  libra: '\u264E',
  scorpio: '\u264F',
  sagittarius: '\u2650',
  capricorn: '\u2651',
  aquarius: '\u2652',
  pisces: '\u2653',
};

export const POINT_GLYPH: Record<string, string> = {
  sun: '\u2609',
  moon: '\u263D',
  mercury: '\u263F',
  venus: '\u2640',
  mars: '\u2642',
  jupiter: '\u2643',
  saturn: '\u2644',
  uranus: '\u2645',
  neptune: '\u2646',
  pluto: '\u2647',
  true_north_node: '\u260A',
  true_south_node: '\u260B',
  lilith: '\u26B8',
  chiron: '\u26B7',
  asc: 'AC',
  mc: 'MC',
};

export const ASPECT_GLYPH: Record<AspectKind, string> = {
  conjunction: '\u260C',
  opposition: '\u260D',
  trine: '\u25B3',
  square: '\u25A1',
  sextile: '\u26B9',
  quincunx: '\u26BB',
  semisextile: '\u26BA',
  semisquare: '\u2220',
  sesquiquadrate: '\u26BC',
  quintile: 'Q',
  biquintile: 'bQ',
};

export const RETROGRADE = '\u211E';

export function glyph(s: string): string {
  return s.length === 1 ? s + TEXT : s;
}
