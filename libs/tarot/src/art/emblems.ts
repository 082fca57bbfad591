/**
 * The four suit emblems, drawn centred on (cx, cy) and about `s` tall, in the suit's palette: a budding staff,
 * a chalice, a sword and a coin with a five-pointed star.
 */
import type { Suit } from '../deck/card';
import { SUIT_PALETTES } from './palette';
import { el, n, pentagramPath } from './svg';

export function wand(cx: number, cy: number, s: number): string {
  const p = SUIT_PALETTES.wands;
  const w = s * 0.14;
  const leaf = (x: number, y: number, dir: number) =>
    el('ellipse', { cx: x + dir * w * 0.9, cy: y, rx: w * 0.75, ry: w * 0.35, fill: '#4f8a3a', transform: `rotate(${dir * -35} ${n(x + dir * w * 0.9)} ${n(y)})` });
  return [
    el('rect', { x: cx - w / 2, y: cy - s / 2, width: w, height: s, rx: w / 2, fill: '#9a6233', stroke: p.dark, 'stroke-width': Math.max(1, s * 0.02) }),
    leaf(cx + w / 2, cy - s * 0.3, 1),
    leaf(cx - w / 2, cy - s * 0.12, -1),
    leaf(cx + w / 2, cy + s * 0.08, 1),
    el('circle', { cx, cy: cy - s / 2, r: w * 0.45, fill: p.accent }),
  ].join('');
}

export function cup(cx: number, cy: number, s: number): string {
  const p = SUIT_PALETTES.cups;
  const top = cy - s / 2;
  const bw = s * 0.36;
  const bowl = `M${n(cx - bw)},${n(top)} L${n(cx + bw)},${n(top)} Q${n(cx + bw)},${n(top + s * 0.48)} ${n(cx)},${n(top + s * 0.5)} Q${n(cx - bw)},${n(top + s * 0.48)} ${n(cx - bw)},${n(top)} Z`;
  return [
    el('path', { d: bowl, fill: p.main, stroke: p.dark, 'stroke-width': Math.max(1, s * 0.025) }),
    el('ellipse', { cx, cy: top, rx: bw, ry: s * 0.06, fill: p.accent, stroke: p.dark, 'stroke-width': Math.max(1, s * 0.02) }),
    el('rect', { x: cx - s * 0.04, y: top + s * 0.49, width: s * 0.08, height: s * 0.36, fill: p.main }),
    el('ellipse', { cx, cy: top + s * 0.9, rx: s * 0.24, ry: s * 0.08, fill: p.main, stroke: p.dark, 'stroke-width': Math.max(1, s * 0.02) }),
  ].join('');
}

export function sword(cx: number, cy: number, s: number): string {
  const p = SUIT_PALETTES.swords;
  const top = cy - s / 2;
  const bw = s * 0.07;
  const guardY = top + s * 0.7;
  return [
    el('polygon', { points: `${n(cx)},${n(top)} ${n(cx + bw)},${n(top + s * 0.12)} ${n(cx + bw)},${n(guardY)} ${n(cx - bw)},${n(guardY)} ${n(cx - bw)},${n(top + s * 0.12)}`, fill: '#dfe5ec', stroke: p.dark, 'stroke-width': Math.max(1, s * 0.02) }),
    el('line', { x1: cx, y1: top + s * 0.08, x2: cx, y2: guardY, stroke: p.main, 'stroke-width': Math.max(0.8, s * 0.015) }),
    el('rect', { x: cx - s * 0.22, y: guardY, width: s * 0.44, height: s * 0.06, rx: s * 0.03, fill: p.accent, stroke: p.dark, 'stroke-width': Math.max(1, s * 0.015) }),
    el('rect', { x: cx - s * 0.04, y: guardY + s * 0.06, width: s * 0.08, height: s * 0.18, fill: p.main }),
    el('circle', { cx, cy: guardY + s * 0.27, r: s * 0.055, fill: p.accent, stroke: p.dark, 'stroke-width': Math.max(1, s * 0.015) }),
  ].join('');
}

export function pentacle(cx: number, cy: number, s: number): string {
  const p = SUIT_PALETTES.pentacles;
  const r = s / 2;
  return [
    el('circle', { cx, cy, r, fill: p.accent, stroke: p.dark, 'stroke-width': Math.max(1, s * 0.03) }),
    el('circle', { cx, cy, r: r * 0.82, fill: 'none', stroke: p.dark, 'stroke-width': Math.max(0.8, s * 0.015) }),
    el('path', { d: pentagramPath(cx, cy, r * 0.78), fill: 'none', stroke: p.main, 'stroke-width': Math.max(1, s * 0.04), 'stroke-linejoin': 'round' }),
  ].join('');
}

export const EMBLEMS: Record<Suit, (cx: number, cy: number, s: number) => string> = { wands: wand, cups: cup, swords: sword, pentacles: pentacle };
