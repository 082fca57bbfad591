/**
 * The four wheel themes. `dark-high-contrast` keeps every text and line colour at 7:1 or more against its
 * background (WCAG AAA for text, so AA with margin); wheel-themes.spec.ts measures it.
 */
import type { Element } from '../zodiac/signs';

export const WHEEL_THEMES = ['classic', 'light', 'dark', 'dark-high-contrast'] as const;
export type WheelTheme = (typeof WHEEL_THEMES)[number];

export interface ThemeColors {
  background: string;
  panel: string;
  text: string;
  muted: string;
  line: string;
  faintLine: string;
  zodiacFill: string;
  element: Record<Element, string>;
  aspect: { hard: string; soft: string; minor: string; conjunction: string };
  angle: string;
  retrograde: string;
  fontSerif: boolean;
}

export const THEMES: Record<WheelTheme, ThemeColors> = {
  classic: {
    background: '#f8f1e1',
    panel: '#f1e6cc',
    text: '#2b1d0e',
    muted: '#5e4a33',
    line: '#3d2b17',
    faintLine: '#9c8661',
    zodiacFill: '#efe2c3',
    element: { fire: '#a3271b', earth: '#3e6b1f', air: '#7a5c00', water: '#1d5a8c' },
    aspect: { hard: '#b0281a', soft: '#1f5fa0', minor: '#6d6050', conjunction: '#7a5c00' },
    angle: '#2b1d0e',
    retrograde: '#a3271b',
    fontSerif: true,
  },
  light: {
    background: '#ffffff',
    panel: '#f3f4f6',
    text: '#111827',
    muted: '#4b5563',
    line: '#374151',
    faintLine: '#c7cbd1',
    zodiacFill: '#f9fafb',
    element: { fire: '#c2410c', earth: '#15803d', air: '#a16207', water: '#1d4ed8' },
    aspect: { hard: '#dc2626', soft: '#2563eb', minor: '#6b7280', conjunction: '#a16207' },
    angle: '#111827',
    retrograde: '#dc2626',
    fontSerif: false,
  },
  dark: {
    background: '#161a23',
    panel: '#1f2430',
    text: '#e5e7eb',
    muted: '#9ca3af',
    line: '#9ca3af',
    faintLine: '#3f4756',
    zodiacFill: '#1c212c',
    element: { fire: '#f28b6c', earth: '#8fcf7e', air: '#e8c766', water: '#7cb6f2' },
    aspect: { hard: '#f07178', soft: '#6fa8f0', minor: '#8b93a1', conjunction: '#e8c766' },
    angle: '#f3f4f6',
    retrograde: '#f07178',
    fontSerif: false,
  },
  'dark-high-contrast': {
    background: '#000000',
    panel: '#000000',
    text: '#ffffff',
    muted: '#e0e0e0',
    line: '#ffffff',
    faintLine: '#b3b3b3',
    zodiacFill: '#000000',
    element: { fire: '#ff8a80', earth: '#9cff57', air: '#ffe14d', water: '#80d8ff' },
    aspect: { hard: '#ff8a80', soft: '#80d8ff', minor: '#d0d0d0', conjunction: '#ffe14d' },
    angle: '#ffffff',
    retrograde: '#ff8a80',
    fontSerif: false,
  },
};

/** WCAG 2 relative luminance of #rrggbb. */
export function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
