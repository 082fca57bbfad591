import { DECK, cardBySlug } from '../deck/deck';
import { cardImage, renderCardSvg } from './card-svg';
import { MAJOR_COMPOSITIONS } from './majors';
import { MAJOR_PALETTE, SUIT_PALETTES } from './palette';

/** A small well-formedness check for the markup we generate: tags balance, attributes are quoted, entities known. */
function wellFormed(svg: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index);
    if (between.includes('<') || between.includes('>')) return `stray bracket before ${m[0]}`;
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(between)) return `bare ampersand in ${between}`;
    last = m.index + m[0].length;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}>`;
    } else if (!selfClosing) stack.push(name);
  }
  if (svg.slice(last).trim() !== '') return 'text after the root';
  return stack.length === 0 ? null : `unclosed <${stack.join('>, <')}>`;
}

describe('card art', () => {
  it('renders well-formed SVG for all 78 cards, each different', () => {
    const svgs = DECK.map((card) => renderCardSvg(card));
    for (const [i, svg] of svgs.entries()) {
      expect([DECK[i].slug, wellFormed(svg)]).toEqual([DECK[i].slug, null]);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 500"')).toBe(true);
      expect(svg).toContain(`<title id="title-${DECK[i].slug}">${DECK[i].name}</title>`);
      expect(svg).toContain(`>${DECK[i].numeral}</text>`);
    }
    expect(new Set(svgs).size).toBe(78);
  });

  it('draws a distinct composition for each of the 22 majors', () => {
    const pictures = MAJOR_COMPOSITIONS.map((draw) => draw());
    expect(pictures).toHaveLength(22);
    expect(new Set(pictures).size).toBe(22);
    for (const picture of pictures) expect(picture.length).toBeGreaterThan(300);
  });

  it('colours the frame by suit, purple and gold for the majors', () => {
    expect(renderCardSvg(cardBySlug('three-of-cups')!)).toContain(`stroke="${SUIT_PALETTES.cups.main}"`);
    expect(renderCardSvg(cardBySlug('page-of-wands')!)).toContain(`stroke="${SUIT_PALETTES.wands.main}"`);
    expect(renderCardSvg(cardBySlug('the-star')!)).toContain(`stroke="${MAJOR_PALETTE.main}"`);
    expect(renderCardSvg(cardBySlug('the-star')!)).not.toContain(SUIT_PALETTES.pentacles.main);
  });

  it('draws as many suit emblems as the card number (coins counted by their outer circle)', () => {
    const coins = (slug: string) => (renderCardSvg(cardBySlug(slug)!).match(new RegExp(`fill="${SUIT_PALETTES.pentacles.accent}" stroke="${SUIT_PALETTES.pentacles.dark}"`, 'g')) ?? []).length;
    // Two corner emblems plus one per pip.
    expect([coins('two-of-pentacles'), coins('seven-of-pentacles'), coins('ten-of-pentacles')]).toEqual([4, 9, 12]);
  });

  it('is deterministic and cached with a strong ETag', () => {
    const a = cardImage('the-moon')!;
    expect(renderCardSvg(cardBySlug('the-moon')!)).toBe(a.svg);
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(cardImage('the-sun')!.etag).not.toBe(a.etag);
    expect(cardImage('no-such-card')).toBeUndefined();
  });
});
