/**
 * The student app's install icons (public/student/icons/*.png), drawn from public/logo.svg in Debian's Chromium:
 * `npx tsx apps/web/scripts/student-icons.ts`. "any" icons are the logo; maskable ones put its mark on a full-bleed
 * square inside the 80 % safe zone, since a launcher may crop to a circle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const logo = fs.readFileSync(path.join(PUBLIC, 'logo.svg'), 'utf8');
const mark = logo
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1e5bb8"/><g transform="translate(12.8 12.8) scale(0.6)">${mark}</g></svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const size of [192, 512]) {
  for (const [name, svg] of [
    ['icon', logo],
    ['maskable', maskable],
  ] as const) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    const file = path.join(PUBLIC, 'student/icons', `${name}-${size}.png`);
    await page.screenshot({ path: file, omitBackground: true });
    console.log(path.relative(process.cwd(), file));
  }
}
await browser.close();
