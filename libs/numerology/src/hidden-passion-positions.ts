import { hiddenPassionValues } from './hidden-passion';
import { LetterSystem, letterValue } from './letter-tables';
import { NameOptionsInput, parseNameOptions } from './name-input';
import { normalizeName } from './normalize-name';
import { NumberReading, buildReading } from './reading';
import { reduceNumber, root } from './reduce';
import { KeyedText, TextCatalog, textFor } from './texts';

export interface HiddenPassionPositionsInput extends NameOptionsInput {
  fullname: string;
}

export interface PartPositions {
  part: string;
  /** 1-based positions within this part of the letters carrying the hidden-passion value. */
  positions: number[];
}

export interface HiddenPassionPositionsResult extends NumberReading {
  hidden_passion_number: number;
  /** 1-based positions in the letters-only full name (parts joined without spaces). */
  positions: number[];
  positions_by_part: PartPositions[];
  position_sum: number;
  /** HPPN = reduce(position_sum), masters kept. */
  hidden_passion_position_number: number;
  /** Differences between consecutive positions ("gap resonance"); empty for a single position. */
  gap_vector: number[];
  normalized_name: string;
  system: LetterSystem;
  /** Texts of the hidden passion itself (the main texts are those of the HPPN). */
  hidden_passion_text: KeyedText;
}

/**
 * /hidden-passion-positions — the marketplace's HPPN is proprietary, so this is our documented definition
 * (conventions §5): take the (first) hidden-passion value; list the 1-based positions, in the letters-only full
 * name, of the letters with that value; HPPN = reduce(sum of positions), masters kept; the gap vector holds the
 * differences of consecutive positions. Texts: the hidden-passion family has entries 1-9 only, so the HPPN reads
 * the entry of its root (text_key).
 */
export function hiddenPassionPositions(input: HiddenPassionPositionsInput, texts: TextCatalog): HiddenPassionPositionsResult {
  const { system } = parseNameOptions(input);
  const name = normalizeName(input.fullname, 'fullname');
  const passion = hiddenPassionValues(name, system).values[0];
  const letters = Array.from(name.parts.join(''));
  const positions = letters.flatMap((letter, index) => (letterValue(letter, system) === passion ? [index + 1] : []));
  const positionsByPart = name.parts.map((part) => ({
    part,
    positions: Array.from(part).flatMap((letter, index) => (letterValue(letter, system) === passion ? [index + 1] : [])),
  }));
  const sum = positions.reduce((acc, position) => acc + position, 0);
  const reduction = reduceNumber(sum, 'keep_masters');
  const gaps = positions.slice(1).map((position, index) => position - positions[index]);
  const reading = buildReading(
    {
      number: reduction.value,
      chain: reduction.chain,
      calculation: `hidden passion ${passion}; letters with value ${passion} at ${positions.join(', ')}; ` +
        `${positions.join(' + ')} = ${reduction.chain.join(' → ')}; gaps ${gaps.length === 0 ? 'none' : gaps.join(', ')}`,
      method: 'hidden_passion_positions',
      family: 'hidden_passion',
      textKey: String(root(reduction.value)),
    },
    texts,
  );
  return {
    hidden_passion_number: passion,
    ...reading,
    positions,
    positions_by_part: positionsByPart,
    position_sum: sum,
    hidden_passion_position_number: reduction.value,
    gap_vector: gaps,
    normalized_name: name.text,
    system,
    hidden_passion_text: textFor(texts, 'hidden_passion', passion),
  };
}
