/**
 * Renders the birth-chart wheel for every language and theme (or those named) to SVG and then to PNG with headless
 * Chromium, so a person can look at the real picture. Never part of `npm test`; PNGs stay outside the repository.
 *
 *   node -r @swc-node/register bench/chart-png.ts [--lang EN,CN] [--theme dark] [--out /tmp/chart-png]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculateBirthChart } from '../libs/astrology/src/index';
import { renderWheelSvg } from '../libs/astrology/src/wheel/render-wheel';
import { WHEEL_LANGUAGES, type WheelLanguage } from '../libs/astrology/src/wheel/wheel-i18n';
import { WHEEL_THEMES, type WheelTheme } from '../libs/astrology/src/wheel/wheel-themes';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const langs = (option('--lang')?.split(',') ?? [...WHEEL_LANGUAGES]) as WheelLanguage[];
const themes = (option('--theme')?.split(',') ?? [...WHEEL_THEMES]) as WheelTheme[];
const out = option('--out') ?? join(tmpdir(), 'chart-png');
mkdirSync(out, { recursive: true });

// A crowded chart (Einstein: five bodies in Pisces-Aries) exercises the glyph spreading.
const chart = calculateBirthChart(
  { name: 'Albert Einstein', year: 1879, month: 3, day: 14, hour: 11, minute: 30, lat: 48.4011, lng: 9.9876, tz: 'Europe/Berlin', city: 'Ulm', country: 'DE' },
  { minorAspects: true },
);

for (const lang of langs) {
  for (const theme of themes) {
    const base = join(out, `chart-${lang}-${theme}`);
    writeFileSync(`${base}.svg`, renderWheelSvg(chart, { lang, theme }));
    const profile = mkdtempSync(join(tmpdir(), 'chart-chromium-'));
    try {
      execFileSync(
        CHROMIUM,
        [
          '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--hide-scrollbars', `--user-data-dir=${profile}`,
          '--window-size=1400,1100', `--screenshot=${base}.png`, `file://${base}.svg`,
        ],
        { stdio: 'pipe', timeout: 60_000 },
      );
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
    console.log(`${base}.png ${statSync(`${base}.png`).size} bytes`);
  }
}
