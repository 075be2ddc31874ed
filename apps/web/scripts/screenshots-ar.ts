/**
 * Screenshots of the Arabic screens for the team to look at (docs/screenshots/ar-*.png), taken in
 * Debian's Chromium against a running app on the demo data:
 *   PORT=3401 DATA_DIR=/tmp/demo npm run serve   then   BASE_URL=http://localhost:3401 npx tsx apps/web/scripts/screenshots-ar.ts
 */
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = path.resolve(import.meta.dirname, '../../../docs/screenshots');
const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
  console.log(`docs/screenshots/${name}.png`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const login = await (
  await fetch(`${BASE_URL}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  })
).json();
const token = login.data.token as string;

for (const viewport of [
  { width: 1366, height: 768, suffix: '' },
  { width: 390, height: 844, suffix: '-phone' },
]) {
  const context = await browser.newContext({ viewport, locale: 'ar-EG' });
  await context.addInitScript((stored) => {
    localStorage.setItem('token', stored);
    localStorage.setItem('language', 'ar');
  }, token);
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/centers`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, `ar-centers${viewport.suffix}`);
  await page.goto(`${BASE_URL}/classes`);
  await page.getByRole('row').nth(1).waitFor();
  await shoot(page, `ar-classes${viewport.suffix}`);
  if (!viewport.suffix) {
    await page.getByRole('row').nth(1).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'ar-class-edit');
  }
  await page.goto(`${BASE_URL}/user-calendar`);
  await page.getByRole('grid').waitFor();
  await shoot(page, `ar-user-calendar${viewport.suffix}`);
  await context.close();
}
await browser.close();
