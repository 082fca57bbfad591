import { DECK, cardBySlug, cardsOfSuit, romanNumeral } from './deck';

describe('the deck', () => {
  it('has the Rider-Waite-Smith structure: 22 majors and four suits of 14', () => {
    expect(DECK).toHaveLength(78);
    expect(DECK.filter((c) => c.arcana === 'major')).toHaveLength(22);
    for (const suit of ['wands', 'cups', 'swords', 'pentacles'] as const) expect(cardsOfSuit(suit)).toHaveLength(14);
    expect(new Set(DECK.map((c) => c.slug)).size).toBe(78);
    expect(DECK.map((c) => c.index)).toEqual(Array.from({ length: 78 }, (_, i) => i));
  });

  it('follows the Waite order of the majors (Strength VIII, Justice XI)', () => {
    expect(cardBySlug('strength')).toMatchObject({ number: 8, numeral: 'VIII', name: 'Strength', suit: null, rank: null });
    expect(cardBySlug('justice')).toMatchObject({ number: 11, numeral: 'XI' });
    expect(cardBySlug('the-fool')).toMatchObject({ number: 0, numeral: '0', index: 0 });
    expect(cardBySlug('the-world')).toMatchObject({ number: 21, numeral: 'XXI', index: 21 });
    expect(cardBySlug('wheel-of-fortune')?.number).toBe(10);
  });

  it('names the minors and prints their numerals', () => {
    expect(cardBySlug('ace-of-wands')).toMatchObject({ name: 'Ace of Wands', suit: 'wands', rank: 'ace', number: 1, numeral: 'A', index: 22 });
    expect(cardBySlug('knight-of-cups')).toMatchObject({ rank: 'knight', number: 12, numeral: 'Kn' });
    expect(cardBySlug('king-of-pentacles')).toMatchObject({ number: 14, numeral: 'K', index: 77 });
    expect(cardBySlug('ten-of-swords')?.numeral).toBe('10');
    expect(cardBySlug('eleven-of-cups')).toBeUndefined();
  });

  it('writes Roman numerals (checked by hand)', () => {
    expect([4, 9, 14, 16, 18, 19, 20].map(romanNumeral)).toEqual(['IV', 'IX', 'XIV', 'XVI', 'XVIII', 'XIX', 'XX']);
  });
});
