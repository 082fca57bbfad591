/** A few helpers for writing SVG markup by hand: escaped text, compact numbers, elements from attribute maps. */
export type Attrs = Record<string, string | number | undefined>;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Two decimals at most, no trailing zeros: keeps the files small and byte-for-byte stable. */
export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : escapeXml(v as string)}"`)
    .join('');
}

export function el(name: string, a: Attrs = {}, ...children: string[]): string {
  return children.length === 0 ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children.join('')}</${name}>`;
}

export function text(content: string, a: Attrs): string {
  return `<text${attrs(a)}>${escapeXml(content)}</text>`;
}

export function group(a: Attrs, ...children: string[]): string {
  return el('g', a, ...children);
}

/** Points of a regular star polygon: `points` tips, outer and inner radius, first tip at `rotation` degrees (0 = up). */
export function starPoints(cx: number, cy: number, points: number, outer: number, inner: number, rotation = 0): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + (i * 180) / points) * Math.PI) / 180;
    out.push(`${n(cx + r * Math.sin(angle))},${n(cy - r * Math.cos(angle))}`);
  }
  return out.join(' ');
}

export function star(cx: number, cy: number, points: number, outer: number, inner: number, a: Attrs, rotation = 0): string {
  return el('polygon', { points: starPoints(cx, cy, points, outer, inner, rotation), ...a });
}

/** A pentagram drawn as one stroke (each vertex joined to the next but one), tip up unless `inverted`. */
export function pentagramPath(cx: number, cy: number, r: number, inverted = false): string {
  const pts = [0, 2, 4, 1, 3].map((k) => {
    const angle = ((inverted ? 180 : 0) + k * 72) * (Math.PI / 180);
    return `${n(cx + r * Math.sin(angle))},${n(cy - r * Math.cos(angle))}`;
  });
  return `M${pts.join(' L')} Z`;
}

/** Straight rays around a centre, alternating long and short when `alternate`. */
export function rays(cx: number, cy: number, count: number, inner: number, outer: number, a: Attrs, alternate = false): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i * 2 * Math.PI) / count;
    const r2 = alternate && i % 2 === 1 ? inner + (outer - inner) * 0.6 : outer;
    lines.push(el('line', { x1: cx + inner * Math.sin(angle), y1: cy - inner * Math.cos(angle), x2: cx + r2 * Math.sin(angle), y2: cy - r2 * Math.cos(angle), ...a }));
  }
  return lines.join('');
}
