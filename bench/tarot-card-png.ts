/**
 * Proves the generated card art draws: renders a card's SVG to PNG in headless Chromium (when /usr/bin/chromium,
 * or $CHROMIUM, exists) and checks the PNG is not blank. Never part of `npm test`.
 *
 *   node -r @swc-node/register bench/tarot-card-png.ts [slug ...] [--sheet] [--out DIR]
 *
 * Default: the-tower. `--sheet` also renders all 78 cards on one contact sheet. PNGs go to --out (default /tmp).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { CARD_HEIGHT, CARD_WIDTH, cardImage } from '../libs/tarot/src/art/card-svg';
import { DECK, cardBySlug } from '../libs/tarot/src/deck/deck';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

function args(): { slugs: string[]; sheet: boolean; out: string } {
  const argv = process.argv.slice(2);
  const outAt = argv.indexOf('--out');
  const out = outAt >= 0 ? argv[outAt + 1] : tmpdir();
  const slugs = argv.filter((a, i) => !a.startsWith('--') && (outAt < 0 || i !== outAt + 1));
  return { slugs: slugs.length ? slugs : ['the-tower'], sheet: argv.includes('--sheet'), out };
}

function screenshot(html: string, width: number, height: number, png: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'tarot-png-'));
  try {
    const page = join(dir, 'page.html');
    writeFileSync(page, html);
    execFileSync(CHROMIUM, [
      '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--user-data-dir=${join(dir, 'profile')}`,
      `--window-size=${width},${height}`, `--screenshot=${png}`, `file://${page}`,
    ], { stdio: 'pipe', timeout: 60_000 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Decodes enough of a PNG (8-bit RGB/RGBA, non-interlaced) to count distinct colours: a blank render has one. */
function distinctColours(png: Buffer): number {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      channels = data[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const colours = new Set<number>();
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? line[x - channels] : 0;
      const b = prev[x];
      const c = x >= channels ? prev[x - channels] : 0;
      const pa = Math.abs(b - c), pb = Math.abs(a - c), pc = Math.abs(a + b - 2 * c);
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      line[x] = (line[x] + predictor) & 0xff;
    }
    for (let x = 0; x < width; x += 3) colours.add(line.readUIntBE(x * channels, 3));
    prev = line;
  }
  return colours.size;
}

function main(): void {
  const { slugs, sheet, out } = args();
  if (!existsSync(CHROMIUM)) {
    console.log(`skipped: no Chromium at ${CHROMIUM} (install it, e.g. apt-get install -y chromium, or set CHROMIUM)`);
    return;
  }
  for (const slug of slugs) {
    const image = cardBySlug(slug) ? cardImage(slug) : undefined;
    if (!image) throw new Error(`unknown card ${slug}`);
    const png = join(out, `tarot-${slug}.png`);
    screenshot(`<!doctype html><html><body style="margin:0;background:#fff">${image.svg}</body></html>`, CARD_WIDTH, CARD_HEIGHT, png);
    const colours = distinctColours(readFileSync(png));
    if (colours < 8) throw new Error(`${slug}: the PNG looks blank (${colours} colours)`);
    console.log(`${slug}: ${png} (${colours} distinct colours)`);
  }
  if (sheet) {
    const cells = DECK.map((card) => `<div style="width:150px;height:250px">${cardImage(card.slug)!.svg.replace(/width="300" height="500"/, 'width="150" height="250"')}</div>`);
    const html = `<!doctype html><html><body style="margin:0;display:flex;flex-wrap:wrap;width:1950px;background:#fff">${cells.join('')}</body></html>`;
    const png = join(out, 'tarot-deck-sheet.png');
    screenshot(html, 1950, 250 * Math.ceil(DECK.length / 13), png);
    console.log(`contact sheet: ${png}`);
  }
}

main();
