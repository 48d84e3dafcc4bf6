/**
 * `npm run icons`: the installed app's icons (decision 027), drawn from the one logo,
 * apps/web/public/favicon.svg, and committed under apps/web/public/icons/. Run it again when the logo
 * changes. Committed rather than drawn at each build: the build then needs no image library, and the
 * PNGs change only with the logo.
 *
 * - icon-192.png, icon-512.png: the logo as it is (rounded corners on transparency), purpose "any".
 * - maskable-512.png: a phone crops a maskable icon to its own shape (circle, squircle...) and only
 *   the centre circle of 80% of the width is sure to show, so the green fills the square and the
 *   pitch is drawn at 75% of its size (its corners then fall inside that circle).
 * - apple-touch-icon.png (180 px): iOS fills transparency with black and rounds the corners itself, so
 *   it gets the full-bleed square too.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const OUT = path.join(PUBLIC, 'icons');

const logo = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const BACKGROUND = /<rect width="32" height="32" rx="6" fill="(#[0-9a-f]{6})"\/>/i;
const background = BACKGROUND.exec(logo);
if (!background) throw new Error('favicon.svg: no 32×32 background rect; update scripts/app-icons.ts.');
const drawing = logo
  .replace(BACKGROUND, '')
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<title>[\s\S]*?<\/title>/, '');

const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${background[1]}"/>
  <g transform="translate(4 4) scale(0.75)">${drawing}</g>
</svg>`;

async function render(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
  console.log(`apps/web/public/icons/${file}`);
}

mkdirSync(OUT, { recursive: true });
await render(logo, 192, 'icon-192.png');
await render(logo, 512, 'icon-512.png');
await render(fullBleed, 512, 'maskable-512.png');
await render(fullBleed, 180, 'apple-touch-icon.png');
