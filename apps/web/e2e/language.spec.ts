import { pickerField, typeInPicker, signIn, test, uniqueName, expect } from './helpers';

test('Centers in Arabic: Arabic title, right to left, Arabic validation and server messages, then back to English', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/centers');
  await expect(page.getByRole('heading', { name: 'Manage Centers' })).toBeVisible();

  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(page.getByRole('heading', { name: 'إدارة المراكز' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Right to left: the sidebar sits to the right of the page's content.
  const sidebar = await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).boundingBox();
  const content = await page.getByRole('main').boundingBox();
  expect(sidebar && content).toBeTruthy();
  expect(sidebar!.x).toBeGreaterThanOrEqual(content!.x + content!.width - 1);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

  await page.getByRole('button', { name: 'إضافة', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog.getByText('الاسم مطلوب')).toBeVisible();
  await dialog.getByLabel('الاسم').fill(uniqueName('Tanta'));
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم إنشاء المركز بنجاح')).toBeVisible();
  // Toasts sit at the bottom of the screen, clear of the user name and the logout button.
  const toast = await page.getByText('تم إنشاء المركز بنجاح').boundingBox();
  const logout = await page.getByRole('button', { name: 'تسجيل الخروج' }).boundingBox();
  expect(toast!.y).toBeGreaterThan(logout!.y + logout!.height);
  await expect(dialog).toBeHidden();

  // The choice survives a reload, then the switch brings English back at once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'إدارة المراكز' })).toBeVisible();
  await page.getByRole('button', { name: 'تغيير اللغة' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Centers' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const sidebarLtr = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
  const contentLtr = await page.getByRole('main').boundingBox();
  expect(sidebarLtr!.x + sidebarLtr!.width).toBeLessThanOrEqual(contentLtr!.x + 1);
});

test('the sign-in page in Arabic: right to left, Arabic labels and validation messages', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
  await expect(page.getByText('كلمة المرور مطلوبة')).toBeVisible();
  // Text inputs start at the right edge in Arabic.
  expect(await page.getByLabel('البريد الإلكتروني').evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
});

test('in Arabic the class form reads its dates day/month/year and its times on a 24-hour clock, in Western digits', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto('/classes');
  await page.getByRole('button', { name: 'إضافة', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await typeInPicker(dialog, 'تاريخ البدء', '23/09/2026');
  await expect(pickerField(dialog, 'تاريخ البدء').locator('input')).toHaveValue('23/09/2026');
  await dialog.getByRole('button', { name: 'إضافة حصة' }).click();
  await typeInPicker(dialog, 'وقت البدء 1', '17:05');
  await expect(pickerField(dialog, 'وقت البدء 1').locator('input')).toHaveValue('17:05');

  // The calendar opens on the typed month, named in Arabic, laid right to left.
  await dialog.getByRole('button', { name: /اختر التاريخ، التاريخ المحدد/ }).click();
  const calendar = page.getByRole('dialog').filter({ hasText: 'سبتمبر 2026' });
  await expect(calendar).toBeVisible();
  expect(await calendar.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
  await expect(calendar.getByRole('gridcell', { name: '23', exact: true })).toHaveAttribute('aria-selected', 'true');
});
