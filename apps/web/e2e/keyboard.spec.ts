import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN, expectAxeClean, signIn, test, uniqueName, expect } from './helpers';

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

const LONG_NAME = 'Session 3: Forces and motion in everyday life';

/** A class of two students with six attendance items, the newest (first in the list and the register) named LONG_NAME. */
async function createRegister(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const tag = uniqueName('KB').replace(/\W/g, '');
  const course = await request.post('/api/admin/class-categories', {
    headers,
    data: { name: `Physics ${tag}`, code: tag.slice(-12) },
  });
  const categoryId = (await course.json()).data.id as number;
  const students: number[] = [];
  for (const letter of ['A', 'B']) {
    const name = `Pupil ${letter} ${tag}`;
    const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
    const data = { name, gender: 'male', birthDate: '2009-01-01', email, phone: '01012345678', schoolName: 'Cairo School' };
    students.push((await (await request.post('/api/admin/students', { headers, data })).json()).data.id as number);
  }
  const data = { name: `Class ${tag}`, type: 'center', categoryId, startDate: '2026-01-01', endDate: '2026-12-31', students };
  const classId = (await (await request.post('/api/admin/classes', { headers, data })).json()).data.id as number;
  const names = ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5', LONG_NAME];
  for (const [index, name] of names.entries()) {
    const created = await request.post(`/api/admin/classes/${classId}/attendance`, {
      headers,
      data: { name, date: `2026-11-0${index + 1}` },
    });
    expect(created.ok()).toBeTruthy();
  }
  return `/archive?category=${categoryId}&classType=${classId}`;
}

/** The focused element as a keyboard user meets it: its name, and its place in the item list (row-action) if it has one. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      cell: element?.getAttribute('data-cell') ?? null,
      role: element?.getAttribute('role') ?? null,
    };
  });

for (const language of ['en', 'ar'] as const) {
  test(`the register by keyboard (${language}): the item list is one Tab stop with arrows inside, and a cut header shows its whole name`, async ({
    page,
    request,
  }) => {
    // Twenty-odd keys, two dialogs and an axe run: more than the default 30 s on a loaded machine.
    test.slow();
    const url = await createRegister(request);
    await signIn(page);
    await page.evaluate((stored) => localStorage.setItem('language', stored), language);
    await page.goto(url);
    const register = page.locator('[role="grid"]');
    await expect(register.getByRole('columnheader')).toHaveCount(8);
    const items = page.getByRole('treegrid');
    await expect(items.locator('[data-cell$="-0"]')).toHaveCount(6);

    // Start on the class picker; every Tab stop up to the register's first cell, in order.
    await page.getByRole('combobox').nth(1).focus();
    const stops: Awaited<ReturnType<typeof focused>>[] = [];
    for (let presses = 0; presses < 30 && stops.at(-1)?.role !== 'gridcell'; presses += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    // Search box, its submit, the Attendance tab, Add, the item list (once), the register: before, every item's four buttons came first.
    expect(stops.map((stop) => stop.cell ?? stop.role)).toEqual([null, null, 'tab', null, '0-0', 'gridcell']);
    // From the Attendance tab, the register is three Tabs away: Add, the item list, the register.
    expect(stops.length - stops.findIndex((stop) => stop.role === 'tab') - 1).toBe(3);
    if (language === 'en') {
      expect(stops.map((stop) => stop.name).slice(0, 5)).toEqual([
        'Search',
        'Submit search',
        'Attendance',
        'Add Attendance',
        `Show ${LONG_NAME}`,
      ]);
    }

    // Back into the list: it remembers nothing yet, so its stop is the first item's Show.
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).cell).toBe('0-0');
    const forward = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const backward = language === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    const moves: [string, string][] = [
      ['ArrowDown', '1-0'],
      [forward, '1-1'],
      [forward, '1-2'],
      ['End', '1-3'],
      [forward, '1-3'],
      [backward, '1-2'],
      ['Home', '1-0'],
      ['Control+End', '5-3'],
      ['ArrowDown', '5-3'],
      ['ArrowUp', '4-3'],
      ['Control+Home', '0-0'],
      ['ArrowDown', '1-0'],
      [forward, '1-1'],
      [forward, '1-2'],
    ];
    for (const [key, cell] of moves) {
      await page.keyboard.press(key);
      expect((await focused(page)).cell, `${key} moves to ${cell}`).toBe(cell);
    }
    // Only the focused action is a Tab stop, and it shows a focus ring.
    await expect(items.locator('[tabindex="0"]')).toHaveCount(1);
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(ring).toBe('solid');
    if (language === 'en') expect((await focused(page)).name).toBe('Edit Week 5');
    await page.screenshot({ path: `/tmp/shots-register/items-focus-${language}.png` });

    // Enter opens the focused action (Delete asks first); Escape gives the focus back to it.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText('Week 5');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(0);
    await expect(items.locator('[data-cell="1-3"]')).toBeFocused();
    // Home, then Enter shows the item's details; their buttons are Tab stops of their own.
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(items.locator('[data-cell="1-0"]')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe(language === 'ar' ? 'تحضير الجميع' : 'Full All');

    // The long item's header is cut, named whole, and its tooltip shows the whole name on hover and in the column by keyboard.
    const header = register.getByRole('columnheader', { name: LONG_NAME, exact: true });
    await expect(header).toBeVisible();
    expect(await header.locator('span').evaluate((span) => span.scrollWidth > span.clientWidth)).toBe(true);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    await header.hover();
    await expect(tooltip).toHaveText(LONG_NAME);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await register.getByRole('gridcell').first().focus();
    await page.keyboard.press(forward);
    await expect(tooltip).toBeHidden();
    await page.keyboard.press(forward);
    await expect(tooltip).toHaveText(LONG_NAME);
    await page.screenshot({ path: `/tmp/shots-register/header-tooltip-${language}.png` });
    await expectAxeClean(page, `register with an open item and a header tooltip (${language})`);
    // A name that fits (Week 5) has no tooltip.
    await page.keyboard.press(forward);
    await expect(tooltip).toBeHidden();
    await expect(register.getByRole('columnheader', { name: 'Week 5', exact: true })).toBeVisible();
  });
}
