/**
 * Aspect symbols drawn as SVG strokes: several of them (sextile, semisextile, quincunx, sesquiquadrate) are missing
 * from common fonts, so the grid draws all of them itself and looks the same everywhere.
 */
import type { AspectKind } from '../chart/aspects';

type Seg = string;

/** Path data in a unit box centred on 0,0 (from -0.5 to 0.5), y down. */
const SHAPES: Record<AspectKind, Seg> = {
  conjunction: 'M-0.05,0.12 m-0.2,0 a0.2,0.2 0 1,0 0.4,0 a0.2,0.2 0 1,0 -0.4,0 M0.1,-0.06 L0.34,-0.36',
  opposition: 'M-0.4,0.22 a0.14,0.14 0 1,0 0.28,0 a0.14,0.14 0 1,0 -0.28,0 M0.12,-0.22 a0.14,0.14 0 1,0 0.28,0 a0.14,0.14 0 1,0 -0.28,0 M-0.16,0.12 L0.16,-0.12',
  trine: 'M0,-0.34 L0.36,0.3 L-0.36,0.3 Z',
  square: 'M-0.3,-0.3 H0.3 V0.3 H-0.3 Z',
  sextile: 'M-0.36,0 H0.36 M-0.18,-0.31 L0.18,0.31 M0.18,-0.31 L-0.18,0.31',
  semisextile: 'M-0.3,-0.32 L0,0.16 L0.3,-0.32 M-0.32,0.32 H0.32',
  quincunx: 'M-0.32,-0.32 H0.32 M-0.3,0.32 L0,-0.16 L0.3,0.32',
  semisquare: 'M0.36,-0.3 L-0.32,0.3 H0.36',
  sesquiquadrate: 'M-0.38,-0.38 H-0.02 V-0.02 H-0.38 Z M0.4,-0.1 L-0.05,0.34 H0.4',
  quintile: 'M-0.05,-0.32 a0.3,0.3 0 1,0 0.01,0 M0.06,0.12 L0.3,0.36',
  biquintile: 'M-0.38,-0.36 V0.3 M-0.38,0.04 a0.15,0.15 0 1,1 0,0.26 M0.12,-0.3 a0.22,0.22 0 1,0 0.01,0 M0.2,0.05 L0.36,0.3',
};

export function aspectSymbol(kind: AspectKind, cx: number, cy: number, size: number, colour: string): string {
  const r = (n: number): string => (Math.round(n * 100) / 100).toString();
  return `<path d="${SHAPES[kind]}" transform="translate(${r(cx)} ${r(cy)}) scale(${r(size)})" fill="none" stroke="${colour}" stroke-width="${r(1.6 / size)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
