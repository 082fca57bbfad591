import { calculateBirthChart } from '../chart/birth-chart';
import { renderWheelSvg } from './render-wheel';
import { minSeparation, spreadLongitudes } from './spread';
import { WHEEL_LANGUAGES, WHEEL_TEXTS } from './wheel-i18n';
import { contrastRatio, THEMES, WHEEL_THEMES } from './wheel-themes';

describe('contrast', () => {
  it('computes the WCAG ratio (black on white is 21:1, #777 on white about 4.48:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('dark-high-contrast: every text and drawing colour is at least 4.5:1 on its backgrounds (WCAG AA)', () => {
    const c = THEMES['dark-high-contrast'];
    const colours = [c.text, c.muted, c.line, c.faintLine, c.angle, c.retrograde, ...Object.values(c.element), ...Object.values(c.aspect)];
    for (const bg of [c.background, c.panel, c.zodiacFill]) for (const fg of colours) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('every theme keeps its text colours at AA (4.5:1) on its backgrounds', () => {
    for (const theme of WHEEL_THEMES) {
      const c = THEMES[theme];
      for (const bg of [c.background, c.panel]) for (const fg of [c.text, c.muted]) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('glyph spreading', () => {
  it('pulls a crowd apart to the minimum gap, keeping zodiac order', () => {
    const lons = [358, 359, 0.5, 1, 2, 100, 101];
    const out = spreadLongitudes(lons, 7);
    expect(minSeparation(out)).toBeGreaterThanOrEqual(7 - 1e-6);
    // Order across 0° Aries kept: 358 < 359 < 0.5 < 1 < 2 going round.
    const unwrap = (x: number): number => (x > 180 ? x - 360 : x);
    const crowd = [0, 1, 2, 3, 4].map((i) => unwrap(out[i]));
    expect([...crowd].sort((a, b) => a - b)).toEqual(crowd);
  });

  it('leaves well separated points where they are', () => {
    expect(spreadLongitudes([10, 50, 200], 7)).toEqual([10, 50, 200]);
  });
});

describe('the wheel', () => {
  const chart = calculateBirthChart({ name: 'Test & <Co>', year: 1990, month: 5, day: 17, hour: 9, minute: 15, lat: 41.9, lng: 12.5, tz: 'Europe/Rome' }, { minorAspects: true });

  it.each(WHEEL_LANGUAGES.flatMap((l) => WHEEL_THEMES.map((t) => [l, t] as const)))('%s / %s: a complete SVG in that language', (lang, theme) => {
    const svg = renderWheelSvg(chart, { lang, theme });
    const texts = WHEEL_TEXTS[lang];
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain(`xml:lang="${texts.tag}"`);
    expect(svg).toContain(texts.labels.title);
    expect(svg).toContain(texts.points.sun);
    expect(svg).toContain(texts.signs.taurus); // the Sun's sign, named on the ring
    expect(svg).toContain(THEMES[theme].background);
    expect(svg).toContain('Test &amp; &lt;Co&gt;');
    // Balanced elements: every opened text/svg tag is closed.
    expect((svg.match(/<text /g) ?? []).length).toBe((svg.match(/<\/text>/g) ?? []).length);
  });

  it('every language has a distinct name for each sign and point', () => {
    for (const lang of WHEEL_LANGUAGES) {
      const t = WHEEL_TEXTS[lang];
      expect(new Set(Object.values(t.signs)).size).toBe(12);
      expect(new Set(Object.values(t.points)).size).toBe(18);
    }
  });
});
