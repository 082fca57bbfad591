/**
 * The art of every card, generated from code: a frame in the suit's colour (purple and gold for the majors),
 * the numeral at the top, a picture panel (the pips of a number card, the emblem and a court sign for a court
 * card, a composition of its own for each major) and the name at the bottom. Output is deterministic, so the
 * bytes of a card (and its ETag) only change when this code changes.
 */
import { createHash } from 'node:crypto';
import type { Card, Rank, Suit } from '../deck/card';
import { DECK } from '../deck/deck';
import { EMBLEMS } from './emblems';
import { MAJOR_COMPOSITIONS } from './majors';
import { INK, MAJOR_PALETTE, PAPER, type Palette, SUIT_PALETTES } from './palette';
import { el, group, star, text } from './svg';

export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 500;
/** Bumped whenever the drawing changes, so caches keyed on it can tell versions apart. */
export const ART_VERSION = 1;

const PANEL = { x: 28, y: 70, width: 244, height: 350 };
const CENTRE_X = 150;
const CENTRE_Y = 245;

/** Pip positions of number cards, in steps of (55, 110) around the centre: the playing-card layouts. */
const PIP_LAYOUTS: Record<number, ReadonlyArray<readonly [number, number]>> = {
  2: [[0, -1], [0, 1]],
  3: [[0, -1], [0, 0], [0, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
  7: [[-1, -1], [1, -1], [0, -0.5], [-1, 0], [1, 0], [-1, 1], [1, 1]],
  8: [[-1, -1], [1, -1], [0, -0.5], [-1, 0], [1, 0], [0, 0.5], [-1, 1], [1, 1]],
  9: [[-1, -1.2], [1, -1.2], [-1, -0.4], [1, -0.4], [0, 0], [-1, 0.4], [1, 0.4], [-1, 1.2], [1, 1.2]],
  10: [[-1, -1.2], [1, -1.2], [0, -0.8], [-1, -0.4], [1, -0.4], [-1, 0.4], [1, 0.4], [0, 0.8], [-1, 1.2], [1, 1.2]],
};

function pips(suit: Suit, count: number): string {
  const draw = EMBLEMS[suit];
  if (count === 1) return draw(CENTRE_X, CENTRE_Y, 170);
  const size = count >= 9 ? 58 : count >= 7 ? 66 : 78;
  return PIP_LAYOUTS[count].map(([dx, dy]) => draw(CENTRE_X + dx * 58, CENTRE_Y + dy * 110, size)).join('');
}

/** A sign for each court rank, drawn above or behind the emblem. */
function courtSign(rank: Rank, p: Palette): string {
  switch (rank) {
    case 'page': // a scroll: the messenger
      return el('rect', { x: 95, y: 355, width: 110, height: 30, rx: 14, fill: '#f4ecd0', stroke: p.dark, 'stroke-width': 2 }) +
        el('line', { x1: 110, y1: 370, x2: 190, y2: 370, stroke: p.dark, 'stroke-width': 1.5, 'stroke-dasharray': '6 4' });
    case 'knight': // a horseshoe: the rider
      return el('path', { d: 'M105,395 L105,350 A45,45 0 0 1 195,350 L195,395', fill: 'none', stroke: p.dark, 'stroke-width': 14, 'stroke-linecap': 'round' }) +
        [115, 150, 185].map((x) => el('circle', { cx: x, cy: x === 150 ? 312 : 330, r: 3, fill: PAPER })).join('');
    case 'queen': // a five-pointed crown with pearls
      return el('path', { d: 'M95,135 L95,95 L115,115 L132,85 L150,112 L168,85 L185,115 L205,95 L205,135 Z', fill: p.accent, stroke: p.dark, 'stroke-width': 2 }) +
        [95, 132, 168, 205].map((x) => el('circle', { cx: x, cy: x === 95 || x === 205 ? 95 : 85, r: 5, fill: PAPER, stroke: p.dark })).join('');
    case 'king': // a three-pointed crown under a cross
      return el('path', { d: 'M100,140 L100,100 L125,120 L150,92 L175,120 L200,100 L200,140 Z', fill: p.accent, stroke: p.dark, 'stroke-width': 2 }) +
        el('path', { d: 'M150,92 L150,72 M141,80 L159,80', stroke: p.dark, 'stroke-width': 4 });
    default:
      return '';
  }
}

function court(suit: Suit, rank: Rank, p: Palette): string {
  const backdrop = rank === 'king'
    ? el('rect', { x: 75, y: 150, width: 150, height: 190, rx: 8, fill: p.main, opacity: 0.18 })
    : rank === 'queen'
      ? el('circle', { cx: CENTRE_X, cy: 250, r: 88, fill: p.main, opacity: 0.18 })
      : '';
  const emblemY = rank === 'page' || rank === 'knight' ? 225 : 250;
  return backdrop + courtSign(rank, p) + EMBLEMS[suit](CENTRE_X, emblemY, rank === 'page' ? 150 : 160);
}

function picture(card: Card, p: Palette): string {
  if (card.arcana === 'major') return MAJOR_COMPOSITIONS[card.number]();
  const suit = card.suit as Suit;
  const rank = card.rank as Rank;
  return card.number <= 10 ? pips(suit, card.number) : court(suit, rank, p);
}

function cornerMarks(card: Card, p: Palette): string {
  if (card.arcana === 'major') return [40, 260].map((x) => star(x, 42, 8, 10, 4, { fill: p.accent })).join('');
  const draw = EMBLEMS[card.suit as Suit];
  return draw(42, 42, 30) + draw(258, 42, 30);
}

export function renderCardSvg(card: Card): string {
  const p = card.arcana === 'major' ? MAJOR_PALETTE : SUIT_PALETTES[card.suit as Suit];
  const nameSize = Math.min(24, Math.floor(400 / Math.max(card.name.length, 1)));
  const clipId = `panel-${card.slug}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" role="img" aria-labelledby="title-${card.slug}">`,
    el('title', { id: `title-${card.slug}` }, escapeTitle(card.name)),
    el('defs', {}, el('clipPath', { id: clipId }, el('rect', { ...PANEL, rx: 6 }))),
    el('rect', { x: 3, y: 3, width: 294, height: 494, rx: 16, fill: PAPER, stroke: p.dark, 'stroke-width': 2 }),
    el('rect', { x: 12, y: 12, width: 276, height: 476, rx: 11, fill: 'none', stroke: p.main, 'stroke-width': 5 }),
    cornerMarks(card, p),
    text(card.numeral, { x: CENTRE_X, y: 53, 'text-anchor': 'middle', 'font-family': 'Georgia, serif', 'font-size': 30, 'font-weight': 'bold', fill: p.main }),
    el('rect', { ...PANEL, rx: 6, fill: p.panel, stroke: p.main, 'stroke-width': 2 }),
    group({ 'clip-path': `url(#${clipId})` }, picture(card, p)),
    el('rect', { ...PANEL, rx: 6, fill: 'none', stroke: p.main, 'stroke-width': 2 }),
    el('line', { x1: 40, y1: 432, x2: 260, y2: 432, stroke: p.accent, 'stroke-width': 2 }),
    text(card.name, { x: CENTRE_X, y: 466, 'text-anchor': 'middle', 'font-family': 'Georgia, serif', 'font-size': nameSize, fill: INK }),
    '</svg>',
  ].join('');
}

function escapeTitle(name: string): string {
  return name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

export interface CardImage {
  svg: string;
  /** Strong validator: a hash of the bytes. */
  etag: string;
}

let cache: Map<string, CardImage> | null = null;

/** Every card's SVG and ETag, rendered once (about a millisecond for the deck) and kept. */
export function cardImage(slug: string): CardImage | undefined {
  if (cache === null) {
    cache = new Map(
      DECK.map((card) => {
        const svg = renderCardSvg(card);
        return [card.slug, { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` }];
      }),
    );
  }
  return cache.get(slug);
}
