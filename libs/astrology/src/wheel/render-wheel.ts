/**
 * The chart wheel as a standalone SVG (1400 × 1100): zodiac ring with sign glyphs and degree ticks, house cusps and
 * numbers, planets with degrees (spread so they never overlap, with a leader to their true place), retrograde marks,
 * aspect lines coloured by kind, the angles, and on the right the subject, the positions table and the aspect grid.
 * Ascendant on the left, zodiac counter-clockwise, as printed charts do.
 */
import type { AspectKind } from '../chart/aspects';
import type { BirthChart, ChartPoint } from '../chart/birth-chart';
import { cosd, norm360, sind } from '../math/angles';
import { elementOf, SIGNS } from '../zodiac/signs';
import { aspectSymbol } from './aspect-symbols';
import { glyph, POINT_GLYPH, RETROGRADE, SIGN_GLYPH } from './glyphs';
import { spreadLongitudes } from './spread';
import { WHEEL_TEXTS, type NamedPoint, type WheelLanguage, type WheelTexts } from './wheel-i18n';
import { THEMES, type ThemeColors, type WheelTheme } from './wheel-themes';

export interface WheelOptions {
  lang: WheelLanguage;
  theme: WheelTheme;
}

const W = 1400;
const H = 1100;
const CX = 488;
const CY = 510;
const R_OUT = 452;
const R_SIGN_IN = 395;
const R_GLYPH = 350;
const R_DEGREE = 312;
const R_HOUSE_OUT = 240;
const R_ASPECT = 205;
const MIN_GAP = 7;

/** Points drawn on the wheel and listed in the table, in table order. */
const BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_north_node', 'lilith', 'chiron'] as const;
const TABLE = [...BODIES, 'asc', 'mc'] as const;

const NAME_KEY: Record<string, NamedPoint> = { true_north_node: 'northNode', true_south_node: 'southNode' };

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const f1 = (n: number): string => (Math.round(n * 10) / 10).toString();

export function renderWheelSvg(chart: BirthChart, options: WheelOptions): string {
  const t = WHEEL_TEXTS[options.lang];
  const c = THEMES[options.theme];
  const asc = chart.points.find((p) => p.key === 'asc')!.longitude;
  // Screen angle (counter-clockwise from +x, y up) of a longitude: the ascendant sits at 180°.
  const xy = (lon: number, r: number): [number, number] => {
    const a = 180 + (lon - asc);
    return [CX + r * cosd(a), CY - r * sind(a)];
  };
  const line = (lon: number, r1: number, r2: number, stroke: string, width: number, extra = ''): string => {
    const [x1, y1] = xy(lon, r1);
    const [x2, y2] = xy(lon, r2);
    return `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
  };
  const text = (x: number, y: number, s: string, size: number, fill: string, extra = ''): string =>
    `<text x="${f1(x)}" y="${f1(y)}" font-size="${size}" fill="${fill}" text-anchor="middle" dominant-baseline="central"${extra}>${esc(s)}</text>`;

  const out: string[] = [];
  const fontFamily = c.fontSerif ? "'DejaVu Serif', 'Noto Serif', 'Noto Serif CJK SC', 'WenQuanYi Micro Hei', 'Lohit Devanagari', serif" : "'DejaVu Sans', 'Noto Sans', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'Lohit Devanagari', sans-serif";
  const title = `${t.labels.title}: ${chart.subject.name}`;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" xml:lang="${t.tag}" role="img" aria-labelledby="chart-title">`,
    `<title id="chart-title">${esc(title)}</title>`,
    `<style>text{font-family:${fontFamily}}.g{font-family:'DejaVu Sans','Noto Sans Symbols','Noto Sans Symbols 2','Segoe UI Symbol',sans-serif}</style>`,
    `<rect width="${W}" height="${H}" fill="${c.background}"/>`,
  );

  // Zodiac ring, sign boundaries, glyphs and degree ticks.
  out.push(`<circle cx="${CX}" cy="${CY}" r="${R_OUT}" fill="${c.zodiacFill}" stroke="${c.line}" stroke-width="2"/>`);
  out.push(`<circle cx="${CX}" cy="${CY}" r="${R_SIGN_IN}" fill="${c.background}" stroke="${c.line}" stroke-width="1.5"/>`);
  SIGNS.forEach((sign, i) => {
    out.push(line(i * 30, R_SIGN_IN, R_OUT, c.line, 1.2));
    const colour = c.element[elementOf(sign)];
    const [x, y] = xy(i * 30 + 15, R_SIGN_IN + 26);
    out.push(text(x, y, glyph(SIGN_GLYPH[sign]), 24, colour, ' class="g"'));
    // The sign's name runs along the ring, turned so it never reads upside down.
    const a = norm360(180 + (i * 30 + 15 - asc));
    const rot = 90 - a + (a > 180 ? 180 : 0);
    const [nx, ny] = xy(i * 30 + 15, R_OUT - 9);
    out.push(text(nx, ny, t.signs[sign], 10.5, c.text, ` transform="rotate(${f1(rot)} ${f1(nx)} ${f1(ny)})"`));
  });
  for (let d = 0; d < 360; d++) {
    const len = d % 10 === 0 ? 14 : d % 5 === 0 ? 9 : 5;
    if (d % 30 !== 0) out.push(line(d, R_SIGN_IN, R_SIGN_IN + len, c.line, d % 5 === 0 ? 1 : 0.6));
  }

  // Houses: cusp lines, the house ring and the numbers.
  out.push(`<circle cx="${CX}" cy="${CY}" r="${R_HOUSE_OUT}" fill="none" stroke="${c.faintLine}" stroke-width="1"/>`);
  out.push(`<circle cx="${CX}" cy="${CY}" r="${R_ASPECT}" fill="${c.background}" stroke="${c.line}" stroke-width="1.2"/>`);
  const cusps = chart.houses.cusps.map((h) => h.longitude);
  cusps.forEach((cusp, i) => {
    const angle = i % 3 === 0;
    out.push(line(cusp, R_ASPECT, R_SIGN_IN, angle ? c.angle : c.faintLine, angle ? 2 : 1));
    const width = norm360(cusps[(i + 1) % 12] - cusp);
    const [x, y] = xy(cusp + width / 2, (R_ASPECT + R_HOUSE_OUT) / 2);
    out.push(text(x, y, String(i + 1), 15, c.muted));
  });

  // Angles: the axes run through the wheel and are named outside it.
  const angles: [string, number][] = (['asc', 'mc', 'dsc', 'ic'] as const).map((k) => [k, chart.points.find((p) => p.key === k)!.longitude]);
  for (const [key, lon] of angles) {
    out.push(line(lon, R_SIGN_IN, R_OUT + 8, c.angle, 2.5));
    const [x, y] = xy(lon, R_OUT + 20);
    out.push(text(x, y, key.toUpperCase().replace('ASC', 'AC').replace('DSC', 'DC'), 16, c.angle, ' font-weight="bold"'));
  }

  // Aspect lines inside the aspect circle (conjunctions have no line; the grid lists them).
  const byKey = new Map(chart.points.map((p) => [p.key as string, p]));
  const drawn = new Set<string>([...BODIES, 'asc', 'mc']);
  for (const a of chart.aspects) {
    if (a.kind === 'conjunction' || !drawn.has(a.a) || !drawn.has(a.b)) continue;
    const [x1, y1] = xy(byKey.get(a.a)!.longitude, R_ASPECT);
    const [x2, y2] = xy(byKey.get(a.b)!.longitude, R_ASPECT);
    const colour = aspectColour(a.kind, c);
    const dash = isMinor(a.kind) ? ' stroke-dasharray="5 4"' : '';
    const width = Math.max(0.8, 2.2 - a.orb / 4);
    out.push(`<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${colour}" stroke-width="${f1(width)}"${dash}/>`);
  }

  // Planets: true place tick on the sign ring, glyph at the spread place, degrees and retrograde mark under it.
  const bodies = BODIES.map((k) => byKey.get(k)!).filter(Boolean);
  const shown = spreadLongitudes(bodies.map((b) => b.longitude), MIN_GAP);
  // Degree labels are wider than the glyph gap: in a crowd, alternate them between two radii.
  const level = new Array<number>(bodies.length).fill(0);
  const byPlace = bodies.map((_, i) => i).sort((x, y) => shown[x] - shown[y]);
  byPlace.forEach((idx, k) => {
    if (k === 0) return;
    const prev = byPlace[k - 1];
    level[idx] = shown[idx] - shown[prev] < 9.5 ? 1 - level[prev] : 0;
  });
  bodies.forEach((b, i) => {
    const colour = b.kind === 'planet' ? c.text : c.muted;
    out.push(line(b.longitude, R_SIGN_IN - 10, R_SIGN_IN, c.text, 2));
    const [gx, gy] = xy(shown[i], R_GLYPH);
    const [lx, ly] = xy(b.longitude, R_SIGN_IN - 10);
    const [ex, ey] = xy(shown[i], R_GLYPH + 17);
    out.push(`<line x1="${f1(lx)}" y1="${f1(ly)}" x2="${f1(ex)}" y2="${f1(ey)}" stroke="${c.faintLine}" stroke-width="0.8"/>`);
    out.push(text(gx, gy, glyph(POINT_GLYPH[b.key]), 26, colour, ' class="g"'));
    const [dx, dy] = xy(shown[i], R_DEGREE - level[i] * 16);
    out.push(text(dx, dy, degreeLabel(b), 12, c.muted));
    if (b.retrograde) {
      const [rx, ry] = xy(shown[i], R_DEGREE - 17 - level[i] * 16);
      out.push(text(rx, ry, RETROGRADE, 13, c.retrograde, ' class="g"'));
    }
  });

  out.push(...panel(chart, t, c, byKey));
  out.push('</svg>');
  return out.join('\n');
}

function degreeLabel(p: ChartPoint): string {
  const d = Math.floor(p.degree);
  const m = Math.floor((p.degree - d) * 60);
  return `${d}°${String(m).padStart(2, '0')}'`;
}

function isMinor(kind: AspectKind): boolean {
  return !['conjunction', 'opposition', 'trine', 'square', 'sextile'].includes(kind);
}

function aspectColour(kind: AspectKind, c: ThemeColors): string {
  if (kind === 'conjunction') return c.aspect.conjunction;
  if (kind === 'opposition' || kind === 'square') return c.aspect.hard;
  if (kind === 'trine' || kind === 'sextile') return c.aspect.soft;
  return c.aspect.minor;
}

function pointName(key: string, t: WheelTexts): string {
  return t.points[(NAME_KEY[key] ?? key) as NamedPoint] ?? key;
}

function houseSystemName(system: string, t: WheelTexts): string {
  if (system === 'whole-sign') return t.labels.wholeSign;
  if (system === 'equal') return t.labels.equal;
  return system.charAt(0).toUpperCase() + system.slice(1);
}

function panel(chart: BirthChart, t: WheelTexts, c: ThemeColors, byKey: Map<string, ChartPoint>): string[] {
  const out: string[] = [];
  const X = 1000;
  const left = (x: number, y: number, s: string, size: number, fill: string, extra = ''): string =>
    `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${esc(s)}</text>`;
  out.push(`<rect x="${X - 15}" y="15" width="${1400 - X}" height="1070" rx="10" fill="${c.panel}" stroke="${c.faintLine}"/>`);
  const s = chart.subject;
  out.push(left(X, 50, t.labels.title, 24, c.text, ' font-weight="bold"'));
  out.push(left(X, 80, s.name.length > 40 ? s.name.slice(0, 39) + '…' : s.name, 19, c.text));
  const ns = s.inputs.lat >= 0 ? 'N' : 'S';
  const ew = s.inputs.lng >= 0 ? 'E' : 'W';
  const place = [s.inputs.city, s.inputs.country].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [t.labels.localTime, `${s.local_time.replace('T', ' ')} ${s.inputs.tz} (${s.utc_offset})`],
    [t.labels.universalTime, `${s.utc.slice(0, 16).replace('T', ' ')} UT`],
    [t.labels.location, `${Math.abs(s.inputs.lat).toFixed(4)}°${ns} ${Math.abs(s.inputs.lng).toFixed(4)}°${ew}${place ? ' · ' + place : ''}`],
    [
      t.labels.houses,
      `${houseSystemName(chart.houses.system, t)} · ${chart.settings.zodiac === 'sidereal' ? `${t.labels.sidereal} (${chart.settings.ayanamsa})` : t.labels.tropical}`,
    ],
    [t.labels.moonPhase, `${t.phases[chart.moon_phase.phase]} · ${Math.round(chart.moon_phase.illumination * 100)}%`],
    [t.labels.chartRuler, pointName(chart.chart_ruler.ruler, t)],
  ];
  rows.forEach(([label, value], i) => {
    const y = 112 + i * 36;
    out.push(left(X, y, label, 12, c.muted));
    out.push(left(X, y + 16, value.length > 52 ? value.slice(0, 51) + '…' : value, 14, c.text));
  });

  // Positions table.
  let y = 345;
  out.push(left(X, y, t.labels.positions, 17, c.text, ' font-weight="bold"'));
  out.push(`<text x="${X + 322}" y="${y}" font-size="12" fill="${c.muted}" text-anchor="middle">${esc(t.labels.house)}</text>`);
  y += 10;
  for (const key of TABLE) {
    const p = byKey.get(key);
    if (!p) continue;
    y += 22;
    out.push(`<text x="${X + 10}" y="${y}" font-size="17" fill="${c.text}" text-anchor="middle" class="g">${esc(glyph(POINT_GLYPH[key]))}</text>`);
    out.push(left(X + 28, y, pointName(key, t), 14, c.text));
    out.push(`<text x="${X + 200}" y="${y}" font-size="16" fill="${c.element[elementOf(p.sign)]}" text-anchor="middle" class="g">${esc(glyph(SIGN_GLYPH[p.sign]))}</text>`);
    out.push(left(X + 215, y, `${degreeLabel(p)}${String(Math.floor(((p.degree * 3600) % 60) + 1e-9)).padStart(2, '0')}"`, 14, c.text));
    if (p.kind !== 'angle') out.push(`<text x="${X + 322}" y="${y}" font-size="14" fill="${c.muted}" text-anchor="middle">${p.house}</text>`);
    if (p.retrograde) out.push(`<text x="${X + 352}" y="${y}" font-size="15" fill="${c.retrograde}" class="g">${RETROGRADE}</text>`);
  }

  // Aspect grid: a triangle with the glyphs on the diagonal.
  y += 40;
  out.push(left(X, y, t.labels.aspects, 17, c.text, ' font-weight="bold"'));
  const keys = TABLE.filter((k) => byKey.has(k));
  const cell = Math.min(24, (1080 - (y + 15)) / keys.length);
  const gx = X;
  const gy = y + 12;
  const found = new Map(chart.aspects.map((a) => [`${a.a}|${a.b}`, a]));
  keys.forEach((row, i) => {
    const top = gy + i * cell;
    out.push(`<rect x="${f1(gx + i * cell)}" y="${f1(top)}" width="${f1(cell)}" height="${f1(cell)}" fill="none" stroke="${c.line}" stroke-width="1"/>`);
    out.push(
      `<text x="${f1(gx + i * cell + cell / 2)}" y="${f1(top + cell / 2)}" font-size="${f1(cell * 0.62)}" fill="${c.text}" text-anchor="middle" dominant-baseline="central" class="g">${esc(glyph(POINT_GLYPH[row]))}</text>`,
    );
    for (let j = 0; j < i; j++) {
      const col = keys[j];
      const x = gx + j * cell;
      out.push(`<rect x="${f1(x)}" y="${f1(top)}" width="${f1(cell)}" height="${f1(cell)}" fill="none" stroke="${c.faintLine}" stroke-width="0.8"/>`);
      const a = found.get(`${col}|${row}`) ?? found.get(`${row}|${col}`);
      if (!a) continue;
      out.push(aspectSymbol(a.kind, x + cell / 2, top + cell / 2, cell * 0.7, aspectColour(a.kind, c)));
    }
  });
  return out;
}
