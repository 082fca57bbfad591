/** Element and modality balance of the ten planets, and the chart ruler (ruler of the rising sign). */
import { elementOf, modalityOf, MODERN_RULER, TRADITIONAL_RULER, type Element, type Modality, type Sign } from '../zodiac/signs';

export interface Balance {
  elements: Record<Element, string[]>;
  modalities: Record<Modality, string[]>;
  dominant_element: Element;
  dominant_modality: Modality;
}

export function balanceOf(placements: { key: string; sign: Sign }[]): Balance {
  const elements: Record<Element, string[]> = { fire: [], earth: [], air: [], water: [] };
  const modalities: Record<Modality, string[]> = { cardinal: [], fixed: [], mutable: [] };
  for (const p of placements) {
    elements[elementOf(p.sign)].push(p.key);
    modalities[modalityOf(p.sign)].push(p.key);
  }
  const top = <K extends string>(r: Record<K, string[]>): K =>
    (Object.keys(r) as K[]).reduce((best, k) => (r[k].length > r[best].length ? k : best));
  return { elements, modalities, dominant_element: top(elements), dominant_modality: top(modalities) };
}

export interface ChartRuler {
  ascendant_sign: Sign;
  ruler: string;
  traditional_ruler: string;
}

export function chartRuler(ascSign: Sign): ChartRuler {
  return { ascendant_sign: ascSign, ruler: MODERN_RULER[ascSign], traditional_ruler: TRADITIONAL_RULER[ascSign] };
}
