import { type Page } from '@playwright/test';
import { E2E_ADMIN, test, uniqueName, expect } from './helpers';

/** Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, { limit = 60, key = 'Tab' } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isTarget()) return presses;
    await page.keyboard.press(key);
  }
  throw new Error(`Not reached in ${limit} Tab presses`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

test('sign in, open Centers, add a center and delete it with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  // The e-mail field has the focus on arrival.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(E2E_ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The first Tab stop is the skip link; the sidebar is reachable by Tab.
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Skip to content');
  await tabTo(page, async () => (await focusedText(page)) === 'Centers');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Manage Centers' })).toBeVisible();

  // Skip to content, then ADD is a few Tabs away.
  await tabTo(page, async () => (await focusedText(page)) === 'Skip to content', { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  const presses = await tabTo(page, async () => (await focusedText(page)) === 'ADD');
  expect(presses).toBeLessThanOrEqual(3);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const name = uniqueName('Keyboard');
  // The Name field has the focus when the dialog opens.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Center created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Focus went back to ADD, which opened the dialog.
  expect(await focusedText(page)).toBe('ADD');

  // Search for it, reach its delete button by Tab and answer the confirmation by keyboard.
  await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe('Search');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
  await tabTo(page, async () => (await focusedLabel(page)) === `Delete ${name}`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Are you sure you want to delete "${name}"?`)).toBeVisible();
  expect(await focusedText(page)).toBe('Cancel');
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Delete');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Center deleted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('a row opens for editing with Enter, and Escape closes the dialog and returns focus to the row', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/admin/auth/login', { data: E2E_ADMIN });
  const token = (await login.json()).data.token as string;
  const name = uniqueName('Row');
  await request.post('/api/admin/centers', { headers: { authorization: `Bearer ${token}` }, data: { name } });
  await page.addInitScript((stored) => localStorage.setItem('token', stored), token);
  await page.goto(`/centers?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await tabTo(page, async () => row.evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Edit center')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await row.evaluate((element) => element === document.activeElement)).toBe(true);
});
