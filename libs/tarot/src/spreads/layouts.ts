/**
 * The spreads as structure: which positions, in what order, and which of a card's time lines (past, present,
 * future) each position reads. Names and descriptions of the positions are content (spreads.json).
 */
export type TimeAspect = 'past' | 'present' | 'future';

export const SPREAD_TYPES = ['three-card', 'power', 'celtic-cross', 'yes-no'] as const;
export type SpreadType = (typeof SPREAD_TYPES)[number];

/** The spreads a client may ask for by name on /tarot/spread (power has its own endpoint). */
export const PUBLIC_SPREAD_TYPES = ['three-card', 'celtic-cross', 'yes-no'] as const satisfies readonly SpreadType[];
export type PublicSpreadType = (typeof PUBLIC_SPREAD_TYPES)[number];

export interface PositionLayout {
  key: string;
  reads: TimeAspect;
}

export const SPREAD_LAYOUTS: Record<SpreadType, readonly PositionLayout[]> = {
  'three-card': [
    { key: 'past', reads: 'past' },
    { key: 'present', reads: 'present' },
    { key: 'future', reads: 'future' },
  ],
  power: [{ key: 'focus', reads: 'present' }],
  // Waite's order: the heart of the matter, what crosses it, the root below, the recent past, the crown above,
  // the near future, then the staff of four on the right from the querent upwards.
  'celtic-cross': [
    { key: 'heart', reads: 'present' },
    { key: 'crossing', reads: 'present' },
    { key: 'foundation', reads: 'past' },
    { key: 'recent-past', reads: 'past' },
    { key: 'crown', reads: 'future' },
    { key: 'near-future', reads: 'future' },
    { key: 'self', reads: 'present' },
    { key: 'surroundings', reads: 'present' },
    { key: 'hopes-and-fears', reads: 'future' },
    { key: 'outcome', reads: 'future' },
  ],
  'yes-no': [{ key: 'answer', reads: 'present' }],
};
