/**
 * Draws the installed app's icons into apps/web/public/icons: the logo's three
 * yellow steps on the brand blue, as PNGs (what "Add to Home Screen" needs), rendered by
 * Debian's Chromium. Run again after changing a drawing: `npx tsx scripts/draw-icons.ts`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './chromium';

const BLUE = '#1d5fbf';
const YELLOW = '#ffd166';
const out = join(import.meta.dirname, '../apps/web/public/icons');

/** The steps, on a 32-unit square; `inset` shrinks them towards the middle. */
function steps(inset: number): string {
  const scale = (32 - 2 * inset) / 32;
  return `<g transform="translate(${inset} ${inset}) scale(${scale})"><path d="M7 23h6v-6h6v-6h6" fill="none" stroke="${YELLOW}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

const drawings = {
  // As the logo: a rounded square, for launchers that show the icon as it is.
  any: `<rect width="32" height="32" rx="7" fill="${BLUE}"/>${steps(1)}`,
  // Full bleed, the steps inside the middle 80% that every mask keeps (a circle, a squircle).
  maskable: `<rect width="32" height="32" fill="${BLUE}"/>${steps(3)}`,
};

const icons: { file: string; size: number; drawing: keyof typeof drawings }[] = [
  { file: 'icon-192.png', size: 192, drawing: 'any' },
  { file: 'icon-512.png', size: 512, drawing: 'any' },
  { file: 'maskable-512.png', size: 512, drawing: 'maskable' },
  // iOS rounds the corners itself: the full-bleed drawing.
  { file: 'apple-touch-icon.png', size: 180, drawing: 'maskable' },
];

mkdirSync(out, { recursive: true });
const browser = await launchChromium();
const page = await browser.newPage();
for (const { file, size, drawing } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0}</style><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">${drawings[drawing]}</svg>`,
  );
  await page.screenshot({ path: join(out, file), omitBackground: true });
  console.log(`${file}: ${size} x ${size}`);
}
await browser.close();
