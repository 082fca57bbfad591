import { NameOptionsInput, parseNameOptions } from './name-input';
import { LetterSystem, letterValue } from './letter-tables';
import { normalizeName } from './normalize-name';
import { reduceNumber } from './reduce';
import { KeyedText, TextCatalog, textFor } from './texts';

export type PlaneName = 'physical' | 'mental' | 'emotional' | 'intuitive';

/** Decoz's letter classes (conventions §5); together they hold each of the 26 letters once. */
export const PLANE_LETTERS: Readonly<Record<PlaneName, string>> = {
  physical: 'EWDM',
  mental: 'AHJNPGL',
  emotional: 'IORZBSTX',
  intuitive: 'KFQUYCV',
};

export interface PlaneReading extends KeyedText {
  plane: PlaneName;
  letter_count: number;
  /** The name's letters in this plane, in name order. */
  letters: string;
  /** Sum of their letter values and its reduction (masters kept), as one public calculator also reports. */
  value_sum: number;
  reduced_value: number;
}

export interface PlanesInput extends NameOptionsInput {
  fullname: string;
}

export interface PlanesResult {
  normalized_name: string;
  system: LetterSystem;
  planes: Record<PlaneName, PlaneReading>;
  /** Plane(s) with the most letters; ties list every tied plane. */
  dominant_planes: PlaneName[];
  total_letters: number;
  calculation: string;
  method: 'decoz_letter_classes';
}

const PLANE_ORDER: readonly PlaneName[] = ['physical', 'mental', 'emotional', 'intuitive'];

/** /planes-of-expression: letters of the full name counted per plane, with each plane's texts. */
export function planesOfExpression(input: PlanesInput, texts: TextCatalog): PlanesResult {
  const { system } = parseNameOptions(input);
  const name = normalizeName(input.fullname, 'fullname');
  const letters = name.parts.join('');
  const entries = PLANE_ORDER.map((plane): [PlaneName, PlaneReading] => {
    const inPlane = Array.from(letters).filter((letter) => PLANE_LETTERS[plane].includes(letter));
    const valueSum = inPlane.reduce((acc, letter) => acc + letterValue(letter, system), 0);
    return [plane, {
      plane,
      letter_count: inPlane.length,
      letters: inPlane.join(''),
      value_sum: valueSum,
      reduced_value: reduceNumber(valueSum).value,
      ...textFor(texts, 'plane', plane),
    }];
  });
  const planes = Object.fromEntries(entries) as Record<PlaneName, PlaneReading>;
  const most = Math.max(...PLANE_ORDER.map((plane) => planes[plane].letter_count));
  return {
    normalized_name: name.text,
    system,
    planes,
    dominant_planes: PLANE_ORDER.filter((plane) => planes[plane].letter_count === most),
    total_letters: letters.length,
    calculation: PLANE_ORDER.map((plane) => `${plane} ${planes[plane].letters || '-'} = ${planes[plane].letter_count}`).join('; '),
    method: 'decoz_letter_classes',
  };
}
