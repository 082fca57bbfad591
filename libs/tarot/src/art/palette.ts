import type { Suit } from '../deck/card';

export interface Palette {
  /** Frame, numeral and emblem colour. */
  main: string;
  /** Highlights (rims, stars). */
  accent: string;
  /** Background of the picture panel. */
  panel: string;
  /** Darker tone for outlines. */
  dark: string;
}

/** Fire red for wands, water blue for cups, steel and air yellow for swords, earth green and gold for pentacles. */
export const SUIT_PALETTES: Record<Suit, Palette> = {
  wands: { main: '#b83224', accent: '#f0a01e', panel: '#fbe6d4', dark: '#6e1c12' },
  cups: { main: '#1f5f99', accent: '#8cc4e8', panel: '#e2eef8', dark: '#0f3558' },
  swords: { main: '#56657a', accent: '#e3c23a', panel: '#eceff3', dark: '#2c3644' },
  pentacles: { main: '#2a7a3f', accent: '#d4a72c', panel: '#e8f2e2', dark: '#174824' },
};

export const MAJOR_PALETTE: Palette = { main: '#56306e', accent: '#d9a92b', panel: '#f3ecf7', dark: '#2d1640' };

export const INK = '#2b2118';
export const PAPER = '#fbf6ea';
