/**
 * One composition per major arcanum, drawn inside the picture panel (x 28-272, y 70-420, centre x 150). Each is
 * built from the card's own traditional symbols (the pillars of the High Priestess, the lantern of the Hermit,
 * the struck tower...) in flat shapes, so every major is recognisable at a glance and no two look alike.
 */
import { cup, pentacle, sword, wand } from './emblems';
import { MAJOR_PALETTE as P, INK } from './palette';
import { el, n, pentagramPath, rays, star, starPoints, text } from './svg';

const GOLD = P.accent;
const SKY = '#cfe3f1';
const GROUND = '#b9c98f';
const WHITE = '#ffffff';

function figure(cx: number, top: number, h: number, fill: string): string {
  const head = h * 0.12;
  return [
    el('circle', { cx, cy: top + head, r: head, fill: '#f1d3b3', stroke: INK, 'stroke-width': 1.2 }),
    el('path', { d: `M${n(cx)},${n(top + head * 2)} L${n(cx + h * 0.2)},${n(top + h)} L${n(cx - h * 0.2)},${n(top + h)} Z`, fill, stroke: INK, 'stroke-width': 1.2 }),
  ].join('');
}

function pillar(x: number, y: number, w: number, h: number, fill: string, letter?: string): string {
  return [
    el('rect', { x, y, width: w, height: h, fill, stroke: INK, 'stroke-width': 1.5 }),
    el('rect', { x: x - 4, y: y - 8, width: w + 8, height: 10, fill, stroke: INK, 'stroke-width': 1.5 }),
    el('rect', { x: x - 4, y: y + h - 2, width: w + 8, height: 10, fill, stroke: INK, 'stroke-width': 1.5 }),
    letter ? text(letter, { x: x + w / 2, y: y + 30, 'text-anchor': 'middle', 'font-family': 'Georgia, serif', 'font-size': 18, fill: fill === INK ? WHITE : INK }) : '',
  ].join('');
}

function crescent(cx: number, cy: number, r: number, fill: string): string {
  return el('path', { d: `M${n(cx - r)},${n(cy)} A${n(r)},${n(r)} 0 1 0 ${n(cx + r)},${n(cy)} A${n(r * 1.15)},${n(r * 0.75)} 0 1 1 ${n(cx - r)},${n(cy)} Z`, fill, stroke: INK, 'stroke-width': 1 });
}

function rose(cx: number, cy: number, r: number, fill: string): string {
  const petals = [0, 72, 144, 216, 288].map((a) =>
    el('circle', { cx: cx + r * 0.55 * Math.sin((a * Math.PI) / 180), cy: cy - r * 0.55 * Math.cos((a * Math.PI) / 180), r: r * 0.5, fill, stroke: INK, 'stroke-width': 0.8 }),
  );
  return petals.join('') + el('circle', { cx, cy, r: r * 0.3, fill: GOLD });
}

function mountains(y: number, fill: string): string {
  return el('path', { d: `M28,${y} L80,${y - 60} L120,${y - 25} L170,${y - 80} L225,${y - 30} L272,${y - 55} L272,${y} Z`, fill, opacity: 0.8 });
}

function lemniscate(cx: number, cy: number, w: number, stroke: string): string {
  const h = w * 0.45;
  return el('path', {
    d: `M${n(cx)},${n(cy)} C${n(cx + w * 0.25)},${n(cy - h)} ${n(cx + w * 0.5)},${n(cy - h)} ${n(cx + w * 0.5)},${n(cy)} C${n(cx + w * 0.5)},${n(cy + h)} ${n(cx + w * 0.25)},${n(cy + h)} ${n(cx)},${n(cy)} C${n(cx - w * 0.25)},${n(cy - h)} ${n(cx - w * 0.5)},${n(cy - h)} ${n(cx - w * 0.5)},${n(cy)} C${n(cx - w * 0.5)},${n(cy + h)} ${n(cx - w * 0.25)},${n(cy + h)} ${n(cx)},${n(cy)} Z`,
    fill: 'none', stroke, 'stroke-width': 4,
  });
}

function sun(cx: number, cy: number, r: number, rayCount = 16): string {
  return rays(cx, cy, rayCount, r * 1.1, r * 1.7, { stroke: GOLD, 'stroke-width': 3, 'stroke-linecap': 'round' }, true) +
    el('circle', { cx, cy, r, fill: '#f7c948', stroke: '#c8901c', 'stroke-width': 2 });
}

function sky(top = 70, height = 350, fill = SKY): string {
  return el('rect', { x: 28, y: top, width: 244, height, fill });
}

function ground(y: number, fill = GROUND): string {
  return el('rect', { x: 28, y, width: 244, height: 420 - y, fill });
}

/** Index = number of the major arcanum. */
export const MAJOR_COMPOSITIONS: ReadonlyArray<() => string> = [
  // 0 The Fool: a traveller at a cliff edge under a bright sun, a bundle on his staff, a white rose, a small dog.
  () => [
    sky(),
    sun(225, 120, 22),
    el('path', { d: 'M28,420 L28,300 L190,280 L215,300 L200,420 Z', fill: '#a3895f', stroke: INK, 'stroke-width': 1.5 }),
    figure(160, 180, 105, '#e0a33a'),
    el('line', { x1: 175, y1: 250, x2: 110, y2: 175, stroke: '#7a5230', 'stroke-width': 5, 'stroke-linecap': 'round' }),
    el('circle', { cx: 106, cy: 170, r: 15, fill: '#c0392b', stroke: INK, 'stroke-width': 1.5 }),
    rose(190, 232, 10, WHITE),
    el('ellipse', { cx: 95, cy: 282, rx: 16, ry: 9, fill: WHITE, stroke: INK, 'stroke-width': 1.2 }),
    el('circle', { cx: 80, cy: 270, r: 8, fill: WHITE, stroke: INK, 'stroke-width': 1.2 }),
    el('path', { d: 'M74,264 l-3,-9 l7,5 Z', fill: WHITE, stroke: INK, 'stroke-width': 1 }),
  ].join(''),
  // 1 The Magician: a lemniscate, a raised wand and the four suit emblems on a table.
  () => [
    lemniscate(150, 105, 70, GOLD),
    el('line', { x1: 150, y1: 130, x2: 150, y2: 270, stroke: INK, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    el('circle', { cx: 150, cy: 128, r: 6, fill: WHITE, stroke: INK }),
    el('path', { d: 'M140,150 L150,132 L160,150', fill: 'none', stroke: INK, 'stroke-width': 2 }),
    el('rect', { x: 45, y: 290, width: 210, height: 22, fill: '#8e5b34', stroke: INK, 'stroke-width': 1.5 }),
    el('rect', { x: 60, y: 312, width: 14, height: 90, fill: '#8e5b34', stroke: INK }),
    el('rect', { x: 226, y: 312, width: 14, height: 90, fill: '#8e5b34', stroke: INK }),
    wand(72, 262, 48), cup(122, 266, 40), sword(178, 262, 50), pentacle(228, 270, 34),
  ].join(''),
  // 2 The High Priestess: a dark and a light pillar, a veil of pomegranates, a crescent and a scroll.
  () => [
    pillar(45, 100, 30, 300, INK, 'B'),
    pillar(225, 100, 30, 300, WHITE, 'J'),
    el('rect', { x: 85, y: 110, width: 130, height: 190, fill: '#3a6b4a', opacity: 0.85 }),
    ...[[110, 140], [150, 130], [190, 140], [120, 190], [180, 190], [150, 240]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 10, fill: '#c0392b', stroke: INK })),
    el('rect', { x: 120, y: 300, width: 60, height: 40, rx: 6, fill: '#f4ecd0', stroke: INK, 'stroke-width': 1.5 }),
    text('TORA', { x: 150, y: 326, 'text-anchor': 'middle', 'font-family': 'Georgia, serif', 'font-size': 14, fill: INK }),
    crescent(150, 385, 22, '#e7eef6'),
  ].join(''),
  // 3 The Empress: a crown of twelve stars, a heart shield with the sign of Venus and ripe wheat.
  () => [
    ...Array.from({ length: 12 }, (_, i) => {
      const a = Math.PI * (0.15 + (0.7 * i) / 11);
      return star(150 - 90 * Math.cos(a), 150 - 55 * Math.sin(a), 6, 7, 3, { fill: GOLD });
    }),
    el('path', { d: 'M150,330 C70,270 80,180 150,210 C220,180 230,270 150,330 Z', fill: '#e7a5b7', stroke: INK, 'stroke-width': 2 }),
    el('circle', { cx: 150, cy: 235, r: 20, fill: 'none', stroke: INK, 'stroke-width': 4 }),
    el('line', { x1: 150, y1: 255, x2: 150, y2: 295, stroke: INK, 'stroke-width': 4 }),
    el('line', { x1: 135, y1: 278, x2: 165, y2: 278, stroke: INK, 'stroke-width': 4 }),
    ...[50, 75, 225, 250].map((x) => [
      el('line', { x1: x, y1: 410, x2: x, y2: 330, stroke: '#b8902f', 'stroke-width': 2 }),
      ...[0, 1, 2, 3].map((k) => el('ellipse', { cx: x + (k % 2 ? 5 : -5), cy: 340 + k * 12, rx: 4, ry: 7, fill: GOLD })),
    ].join('')),
  ].join(''),
  // 4 The Emperor: a stone throne with ram's horns before a mountain range, an ankh sceptre.
  () => [
    sky(70, 200, '#f2c6a0'),
    mountains(270, '#a0623a'),
    el('rect', { x: 28, y: 270, width: 244, height: 150, fill: '#c99a6b' }),
    el('rect', { x: 85, y: 170, width: 130, height: 220, fill: '#8f8f8f', stroke: INK, 'stroke-width': 2 }),
    ...[[85, 180, 1], [215, 180, -1]].map(([x, y, d]) => el('path', { d: `M${x},${y} c${-d * 22},-8 ${-d * 28},18 ${-d * 10},26 c${d * 12},4 ${d * 14},-10 ${d * 4},-12`, fill: 'none', stroke: '#f0e6d6', 'stroke-width': 5 })),
    el('circle', { cx: 150, cy: 230, r: 14, fill: 'none', stroke: GOLD, 'stroke-width': 5 }),
    el('line', { x1: 150, y1: 244, x2: 150, y2: 330, stroke: GOLD, 'stroke-width': 6 }),
    el('line', { x1: 128, y1: 262, x2: 172, y2: 262, stroke: GOLD, 'stroke-width': 6 }),
  ].join(''),
  // 5 The Hierophant: a triple cross between two pillars, crossed keys below.
  () => [
    pillar(40, 110, 26, 290, '#9c9c9c'),
    pillar(234, 110, 26, 290, '#9c9c9c'),
    el('line', { x1: 150, y1: 100, x2: 150, y2: 300, stroke: GOLD, 'stroke-width': 7 }),
    ...[[125, 35], [155, 50], [185, 64]].map(([y, w]) => el('line', { x1: 150 - w / 2, y1: y, x2: 150 + w / 2, y2: y, stroke: GOLD, 'stroke-width': 7 })),
    ...[-1, 1].map((d) => [
      el('line', { x1: 150 - d * 55, y1: 330, x2: 150 + d * 45, y2: 395, stroke: d < 0 ? GOLD : '#c9cfd6', 'stroke-width': 6 }),
      el('circle', { cx: 150 - d * 60, cy: 326, r: 11, fill: 'none', stroke: d < 0 ? GOLD : '#c9cfd6', 'stroke-width': 5 }),
      el('rect', { x: 150 + d * 45 - 7, y: 385, width: 14, height: 10, fill: d < 0 ? GOLD : '#c9cfd6' }),
    ].join('')),
  ].join(''),
  // 6 The Lovers: a winged sun above two figures, a fruit tree and a flame tree, a mountain between them.
  () => [
    sky(),
    el('path', { d: 'M120,300 L150,230 L180,300 Z', fill: '#8fa37a' }),
    ground(330),
    sun(150, 115, 20, 12),
    el('path', { d: 'M128,118 C90,90 60,110 50,135 C85,125 105,130 128,128 Z', fill: '#d9534f', stroke: INK }),
    el('path', { d: 'M172,118 C210,90 240,110 250,135 C215,125 195,130 172,128 Z', fill: '#d9534f', stroke: INK }),
    figure(95, 250, 120, '#f1d3b3'),
    figure(205, 250, 120, '#f1d3b3'),
    el('circle', { cx: 55, cy: 250, r: 26, fill: '#4f8a3a' }),
    ...[[48, 242], [62, 258], [58, 236]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 4, fill: '#c0392b' })),
    el('path', { d: 'M235,280 Q245,230 255,200 Q262,240 270,280 Z', fill: '#e67e22', stroke: '#b9540b' }),
  ].join(''),
  // 7 The Chariot: a starry canopy over a stone car, two sphinxes (dark and light), two wheels.
  () => [
    el('rect', { x: 70, y: 95, width: 160, height: 40, fill: '#284b7a', stroke: INK, 'stroke-width': 1.5 }),
    ...[90, 120, 150, 180, 210].map((x) => star(x, 115, 6, 7, 3, { fill: GOLD })),
    el('line', { x1: 78, y1: 135, x2: 78, y2: 250, stroke: INK, 'stroke-width': 3 }),
    el('line', { x1: 222, y1: 135, x2: 222, y2: 250, stroke: INK, 'stroke-width': 3 }),
    el('rect', { x: 70, y: 250, width: 160, height: 70, fill: '#9c9c9c', stroke: INK, 'stroke-width': 2 }),
    el('circle', { cx: 100, cy: 325, r: 22, fill: 'none', stroke: INK, 'stroke-width': 4 }),
    el('circle', { cx: 200, cy: 325, r: 22, fill: 'none', stroke: INK, 'stroke-width': 4 }),
    ...[[95, INK], [205, WHITE]].map(([x, fill]) => [
      el('path', { d: `M${Number(x) - 35},410 L${Number(x) - 35},375 Q${x},350 ${Number(x) + 35},375 L${Number(x) + 35},410 Z`, fill: String(fill), stroke: INK, 'stroke-width': 1.5 }),
      el('circle', { cx: x, cy: 360, r: 14, fill: String(fill), stroke: INK, 'stroke-width': 1.5 }),
    ].join('')),
    el('path', { d: 'M135,285 L150,265 L165,285 L150,305 Z', fill: GOLD, stroke: INK }),
  ].join(''),
  // 8 Strength: a lemniscate over a calm lion's head garlanded with flowers.
  () => [
    lemniscate(150, 105, 60, GOLD),
    ...Array.from({ length: 18 }, (_, i) => {
      const a = (i * 2 * Math.PI) / 18;
      return el('ellipse', { cx: 150 + 62 * Math.sin(a), cy: 260 - 62 * Math.cos(a), rx: 18, ry: 30, fill: '#c9782c', transform: `rotate(${n((i * 360) / 18)} ${n(150 + 62 * Math.sin(a))} ${n(260 - 62 * Math.cos(a))})` });
    }),
    el('circle', { cx: 150, cy: 260, r: 58, fill: '#e8a84a', stroke: INK, 'stroke-width': 2 }),
    el('circle', { cx: 130, cy: 248, r: 6, fill: INK }),
    el('circle', { cx: 170, cy: 248, r: 6, fill: INK }),
    el('path', { d: 'M140,272 L160,272 L150,284 Z', fill: INK }),
    el('path', { d: 'M135,294 Q150,304 165,294', fill: 'none', stroke: INK, 'stroke-width': 2 }),
    ...[60, 90, 120, 150, 180, 210, 240].map((x) => rose(x, 375 + (x % 60 === 0 ? 8 : 0), 9, '#f4a6b8')),
  ].join(''),
  // 9 The Hermit: a snowy peak at night, a lantern holding a six-pointed star, a long staff.
  () => [
    sky(70, 350, '#27324d'),
    el('path', { d: 'M28,420 L150,210 L272,420 Z', fill: '#dfe6ee' }),
    el('line', { x1: 205, y1: 120, x2: 205, y2: 400, stroke: '#8e5b34', 'stroke-width': 6, 'stroke-linecap': 'round' }),
    el('line', { x1: 100, y1: 115, x2: 100, y2: 140, stroke: INK, 'stroke-width': 2 }),
    el('polygon', { points: '80,140 120,140 128,170 120,210 80,210 72,170', fill: '#f6e7a1', stroke: GOLD, 'stroke-width': 3 }),
    star(100, 175, 6, 20, 11, { fill: '#f7c948', stroke: '#c8901c', 'stroke-width': 1 }),
    rays(100, 175, 12, 40, 58, { stroke: '#f6e7a1', 'stroke-width': 2, opacity: 0.7 }),
  ].join(''),
  // 10 Wheel of Fortune: an eight-spoked wheel with four letters in the clouds, a small sphinx on top.
  () => [
    sky(),
    ...[[55, 105], [245, 105], [55, 385], [245, 385]].map(([x, y]) => el('ellipse', { cx: x, cy: y, rx: 26, ry: 16, fill: WHITE, opacity: 0.9 })),
    el('circle', { cx: 150, cy: 250, r: 95, fill: '#e9b949', stroke: INK, 'stroke-width': 3 }),
    el('circle', { cx: 150, cy: 250, r: 70, fill: '#f4d98a', stroke: INK, 'stroke-width': 2 }),
    el('circle', { cx: 150, cy: 250, r: 18, fill: P.main, stroke: INK, 'stroke-width': 2 }),
    rays(150, 250, 8, 18, 70, { stroke: INK, 'stroke-width': 3 }),
    ...['T', 'A', 'R', 'O'].map((letter, i) => {
      const a = (i * Math.PI) / 2;
      return text(letter, { x: 150 + 83 * Math.sin(a), y: 257 - 83 * Math.cos(a), 'text-anchor': 'middle', 'font-family': 'Georgia, serif', 'font-size': 20, 'font-weight': 'bold', fill: INK });
    }),
    el('path', { d: 'M130,155 L130,135 Q150,115 170,135 L170,155 Z', fill: '#6fa8dc', stroke: INK, 'stroke-width': 1.5 }),
  ].join(''),
  // 11 Justice: an upright sword between the pans of a balance, framed by two pillars.
  () => [
    pillar(40, 110, 24, 290, '#9c9c9c'),
    pillar(236, 110, 24, 290, '#9c9c9c'),
    el('rect', { x: 64, y: 110, width: 172, height: 290, fill: '#b03a48', opacity: 0.35 }),
    sword(150, 190, 170),
    el('line', { x1: 80, y1: 280, x2: 220, y2: 280, stroke: GOLD, 'stroke-width': 5 }),
    el('line', { x1: 150, y1: 275, x2: 150, y2: 340, stroke: GOLD, 'stroke-width': 5 }),
    ...[85, 215].map((x) => [
      el('line', { x1: x, y1: 280, x2: x - 22, y2: 330, stroke: INK, 'stroke-width': 1.5 }),
      el('line', { x1: x, y1: 280, x2: x + 22, y2: 330, stroke: INK, 'stroke-width': 1.5 }),
      el('path', { d: `M${x - 28},330 Q${x},355 ${x + 28},330 Z`, fill: GOLD, stroke: INK, 'stroke-width': 1.5 }),
    ].join('')),
    el('rect', { x: 125, y: 340, width: 50, height: 12, fill: GOLD, stroke: INK }),
  ].join(''),
  // 12 The Hanged Man: a living tau cross with one figure hanging head-down, haloed.
  () => [
    sky(70, 350, '#dfe8d2'),
    el('rect', { x: 70, y: 95, width: 160, height: 18, fill: '#7a5230', stroke: INK }),
    el('rect', { x: 70, y: 95, width: 18, height: 325, fill: '#7a5230', stroke: INK }),
    el('rect', { x: 212, y: 95, width: 18, height: 325, fill: '#7a5230', stroke: INK }),
    ...[[95, 92], [130, 90], [170, 90], [205, 92]].map(([x, y]) => el('ellipse', { cx: x, cy: y, rx: 9, ry: 5, fill: '#4f8a3a' })),
    el('line', { x1: 150, y1: 113, x2: 150, y2: 150, stroke: INK, 'stroke-width': 2 }),
    el('path', { d: 'M150,150 L150,230 M150,170 L178,200 L150,215', fill: 'none', stroke: '#1f5f99', 'stroke-width': 9, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    el('path', { d: 'M128,300 L150,225 L172,300 Z', fill: '#c0392b', stroke: INK, 'stroke-width': 1.5 }),
    rays(150, 322, 16, 24, 40, { stroke: GOLD, 'stroke-width': 2 }),
    el('circle', { cx: 150, cy: 322, r: 20, fill: '#f1d3b3', stroke: INK, 'stroke-width': 1.5 }),
  ].join(''),
  // 13 Death: a black banner with a white rose, a sun rising between two towers on the horizon.
  () => [
    sky(70, 350, '#d9d4cc'),
    sun(150, 360, 26, 12),
    el('rect', { x: 28, y: 360, width: 244, height: 60, fill: '#6b7b63' }),
    el('rect', { x: 85, y: 300, width: 24, height: 60, fill: '#5a5a5a', stroke: INK }),
    el('rect', { x: 191, y: 300, width: 24, height: 60, fill: '#5a5a5a', stroke: INK }),
    el('line', { x1: 70, y1: 95, x2: 70, y2: 300, stroke: INK, 'stroke-width': 5 }),
    el('path', { d: 'M72,100 L230,110 L215,165 L230,220 L72,210 Z', fill: INK }),
    rose(150, 158, 24, WHITE),
  ].join(''),
  // 14 Temperance: water arcing between two cups over a pool, a triangle within a square, a road to a crown of light.
  () => [
    sky(70, 250, '#e6eef4'),
    el('path', { d: 'M200,130 Q230,170 272,170 L272,120 Z', fill: GOLD, opacity: 0.7 }),
    el('path', { d: 'M28,320 L272,320 L272,420 L28,420 Z', fill: '#6fa8dc' }),
    el('path', { d: 'M150,320 Q200,250 245,160', fill: 'none', stroke: '#c9a15a', 'stroke-width': 5 }),
    cup(95, 200, 50), cup(205, 260, 50),
    el('path', { d: 'M112,178 Q150,150 188,240', fill: 'none', stroke: '#5dade2', 'stroke-width': 4 }),
    el('rect', { x: 120, y: 330, width: 60, height: 60, fill: WHITE, stroke: INK, 'stroke-width': 2 }),
    el('polygon', { points: '150,338 174,382 126,382', fill: GOLD, stroke: INK }),
    ...[50, 70].map((x) => el('path', { d: `M${x},320 q-6,-20 0,-30 q6,10 0,30`, fill: '#8e44ad' })),
  ].join(''),
  // 15 The Devil: an inverted pentagram over spread bat wings, two chained figures at a black pedestal, a torch.
  () => [
    sky(70, 350, '#2c1f1f'),
    el('path', { d: pentagramPath(150, 120, 34, true), fill: 'none', stroke: GOLD, 'stroke-width': 3 }),
    el('path', { d: 'M150,200 L40,160 L70,200 L45,235 L95,225 L150,245 L205,225 L255,235 L230,200 L260,160 Z', fill: '#5d3a5a', stroke: INK, 'stroke-width': 1.5 }),
    el('rect', { x: 115, y: 250, width: 70, height: 60, fill: INK, stroke: '#5a4a4a' }),
    figure(80, 290, 110, '#b2573f'),
    figure(220, 290, 110, '#b2573f'),
    el('path', { d: 'M150,300 Q115,330 84,318 M150,300 Q185,330 216,318', fill: 'none', stroke: '#9c9c9c', 'stroke-width': 3, 'stroke-dasharray': '5 3' }),
    el('line', { x1: 190, y1: 190, x2: 225, y2: 130, stroke: '#7a5230', 'stroke-width': 4 }),
    el('path', { d: 'M225,130 q-8,-14 2,-28 q4,14 10,6 q2,14 -12,22 Z', fill: '#e67e22' }),
  ].join(''),
  // 16 The Tower: a lightning bolt strikes a tower on a crag, the crown falls, flames and sparks.
  () => [
    sky(70, 350, '#3b3f4f'),
    el('path', { d: 'M60,420 L95,350 L205,350 L240,420 Z', fill: '#6d5a48' }),
    el('rect', { x: 115, y: 170, width: 70, height: 180, fill: '#9c8b76', stroke: INK, 'stroke-width': 2 }),
    ...[[130, 220], [160, 260], [130, 300]].map(([x, y]) => el('rect', { x, y, width: 12, height: 20, fill: '#f39c12' })),
    el('path', { d: 'M185,165 q10,-20 2,-38 q16,12 14,34 Z', fill: '#e74c3c' }),
    el('path', { d: 'M200,80 L160,135 L185,135 L150,175 L215,120 L188,120 L225,80 Z', fill: '#f7dc6f', stroke: '#c8901c' }),
    el('path', { d: 'M80,160 L80,132 L92,146 L102,126 L112,146 L124,132 L124,160 Z', fill: GOLD, stroke: INK, 'stroke-width': 1.5, transform: 'rotate(-30 102 146)' }),
    ...[[60, 120], [90, 200], [240, 190], [225, 260], [70, 280]].map(([x, y]) => el('circle', { cx: x, cy: y, r: 4, fill: '#f7dc6f' })),
  ].join(''),
  // 17 The Star: one great eight-pointed star, seven small ones, water poured into a pool.
  () => [
    sky(70, 350, '#1d2c4f'),
    star(150, 150, 8, 52, 20, { fill: '#f9e79f', stroke: GOLD, 'stroke-width': 1.5 }),
    ...[[60, 100], [240, 100], [50, 190], [250, 190], [85, 250], [215, 250], [150, 85]].map(([x, y]) => star(x, y, 8, 14, 5, { fill: WHITE })),
    el('ellipse', { cx: 150, cy: 370, rx: 110, ry: 30, fill: '#5dade2' }),
    el('rect', { x: 28, y: 380, width: 244, height: 40, fill: '#82a35a' }),
    el('path', { d: 'M110,290 Q120,330 130,360', fill: 'none', stroke: '#aed6f1', 'stroke-width': 4 }),
    el('path', { d: 'M190,290 Q185,330 200,390', fill: 'none', stroke: '#aed6f1', 'stroke-width': 4 }),
    el('path', { d: 'M96,275 L124,275 L118,295 L102,295 Z', fill: '#d4ac0d', stroke: INK }),
    el('path', { d: 'M176,275 L204,275 L198,295 L182,295 Z', fill: '#d4ac0d', stroke: INK }),
  ].join(''),
  // 18 The Moon: a full moon holding a crescent, two towers, a winding path from a pool where a crayfish climbs out.
  () => [
    sky(70, 350, '#2b3a67'),
    rays(150, 140, 24, 46, 62, { stroke: '#f9e79f', 'stroke-width': 2 }),
    el('circle', { cx: 150, cy: 140, r: 44, fill: '#f9e79f', stroke: GOLD, 'stroke-width': 2 }),
    crescent(150, 140, 26, '#f5d76e'),
    el('rect', { x: 40, y: 220, width: 34, height: 120, fill: '#8d8d8d', stroke: INK }),
    el('rect', { x: 226, y: 220, width: 34, height: 120, fill: '#8d8d8d', stroke: INK }),
    el('rect', { x: 28, y: 300, width: 244, height: 120, fill: '#4a6b3a' }),
    el('path', { d: 'M150,215 Q120,260 160,300 Q190,340 140,370', fill: 'none', stroke: '#d6c08f', 'stroke-width': 8 }),
    el('ellipse', { cx: 150, cy: 395, rx: 70, ry: 20, fill: '#5dade2' }),
    el('path', { d: 'M140,395 q10,-24 20,0 M140,385 l-10,-8 M160,385 l10,-8', fill: '#c0392b', stroke: '#c0392b', 'stroke-width': 3 }),
    ...[[95, 200], [205, 200], [120, 210], [180, 210]].map(([x, y]) => el('path', { d: `M${x},${y} q-5,8 0,12 q5,-4 0,-12 Z`, fill: '#f9e79f' })),
  ].join(''),
  // 19 The Sun: a great sun with alternating rays above a garden wall crowned with sunflowers.
  () => [
    sky(70, 350, '#f8efcf'),
    sun(150, 170, 55, 24),
    el('circle', { cx: 132, cy: 160, r: 5, fill: '#c8901c' }),
    el('circle', { cx: 168, cy: 160, r: 5, fill: '#c8901c' }),
    el('path', { d: 'M130,188 Q150,204 170,188', fill: 'none', stroke: '#c8901c', 'stroke-width': 3 }),
    el('rect', { x: 28, y: 330, width: 244, height: 90, fill: '#b9805a' }),
    ...[0, 1, 2].map((row) => el('line', { x1: 28, y1: 350 + row * 22, x2: 272, y2: 350 + row * 22, stroke: '#8a5a3a', 'stroke-width': 1.5 })),
    ...[60, 110, 190, 240].map((x) => [
      el('line', { x1: x, y1: 330, x2: x, y2: 290, stroke: '#4f8a3a', 'stroke-width': 3 }),
      star(x, 285, 12, 16, 9, { fill: '#f4d03f' }),
      el('circle', { cx: x, cy: 285, r: 7, fill: '#6e2c00' }),
    ].join('')),
  ].join(''),
  // 20 Judgement: an angel's trumpet with a cross banner sounds from the clouds over open tombs.
  () => [
    sky(70, 350, '#d6e4f0'),
    el('ellipse', { cx: 150, cy: 120, rx: 110, ry: 36, fill: WHITE }),
    el('path', { d: 'M70,150 L190,215 L196,205 L80,135 Z', fill: GOLD, stroke: INK }),
    el('path', { d: 'M190,215 L222,238 L230,196 Z', fill: GOLD, stroke: INK }),
    el('rect', { x: 120, y: 160, width: 44, height: 32, fill: WHITE, stroke: INK, transform: 'rotate(28 142 176)' }),
    el('path', { d: 'M142,162 L142,190 M128,176 L156,176', stroke: '#c0392b', 'stroke-width': 4, transform: 'rotate(28 142 176)' }),
    el('rect', { x: 28, y: 340, width: 244, height: 80, fill: '#5d8aa8' }),
    ...[70, 150, 230].map((x) => [
      el('rect', { x: x - 28, y: 330, width: 56, height: 30, fill: '#8e8e8e', stroke: INK }),
      figure(x, 285, 60, '#c8ccd2'),
      el('path', { d: `M${x - 8},300 L${x - 22},272 M${x + 8},300 L${x + 22},272`, stroke: INK, 'stroke-width': 3 }),
    ].join('')),
  ].join(''),
  // 21 The World: a dancer inside an oval wreath tied with red ribbons, the four living creatures at the corners.
  () => [
    sky(70, 350, '#dcd6ec'),
    el('ellipse', { cx: 150, cy: 245, rx: 78, ry: 125, fill: 'none', stroke: '#3d7a3a', 'stroke-width': 14 }),
    el('ellipse', { cx: 150, cy: 245, rx: 78, ry: 125, fill: 'none', stroke: '#6fb35f', 'stroke-width': 5, 'stroke-dasharray': '6 6' }),
    el('path', { d: 'M132,114 q18,12 36,0 q-18,-12 -36,0 Z M132,376 q18,12 36,0 q-18,-12 -36,0 Z', fill: '#c0392b' }),
    figure(150, 190, 120, '#9b59b6'),
    el('path', { d: 'M122,240 Q150,225 178,250', fill: 'none', stroke: '#8e44ad', 'stroke-width': 4 }),
    ...[[55, 105, '#f1d3b3'], [245, 105, '#c8a165'], [55, 385, '#a05a2c'], [245, 385, '#d9b44a']].map(([x, y, fill]) =>
      el('circle', { cx: x, cy: y, r: 20, fill: String(fill), stroke: INK, 'stroke-width': 1.5 })),
    el('polygon', { points: starPoints(150, 245, 4, 6, 2), fill: GOLD }),
  ].join(''),
];
