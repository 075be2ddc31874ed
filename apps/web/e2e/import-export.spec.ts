import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { signIn, test, uniqueName, expect } from './helpers';

test('an import with two bad rows fails and Show Errors lists them by row', async ({ page }) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('students');
  sheet.addRow(['name', 'email', 'phone', 'gender', 'birthDate']);
  const good = uniqueName('Imported').replace(/\W/g, '').toLowerCase();
  sheet.addRow(['Good Row', `${good}@example.com`, '01012345678', 'male', '2008-01-02']);
  sheet.addRow(['Bad Email', 'not-an-email', '01012345678', 'male', '2008-01-02']);
  sheet.addRow(['', `${good}-2@example.com`, '01012345678', 'robot', '2008-01-02']);
  const file = path.join(os.tmpdir(), `${good}.xlsx`);
  await workbook.xlsx.writeFile(file);

  await signIn(page);
  await page.goto('/students');
  await page.getByLabel('Import file').setInputFiles(file);
  await expect(page.getByText('The import has started; follow it on the Import/Export page.')).toBeVisible();

  await page.goto('/import-export');
  await expect(page.getByRole('tab', { name: 'Export', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page).toHaveURL(/tab=import/);
  const card = page.locator('[aria-label^="import "]').first();
  await expect(card.getByText('Failed')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('students', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Show Errors' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Row 3')).toBeVisible();
  await expect(dialog.getByText('Row 4')).toBeVisible();
  await expect(dialog.getByText('Row 2')).toHaveCount(0);
  await expect(dialog.getByText(/Email must be a valid email address/)).toBeVisible();
  await expect(dialog.getByText(/Name is required/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('textbox', { name: 'Search' }).fill('nothing-like-this');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No import data found')).toBeVisible();
});

test('an export started from Students Accounts is downloaded from its card', async ({ page }) => {
  await signIn(page);
  await page.goto('/students');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('The export has started; download it from the Import/Export page.')).toBeVisible();

  await page.goto('/import-export');
  const card = page.locator('[aria-label^="export "]').first();
  await expect(card.getByText('Completed')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/^students-.*\.xlsx$/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^students-.*\.xlsx$/);
  const saved = path.join(os.tmpdir(), `export-${Date.now()}.xlsx`);
  await download.saveAs(saved);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(saved);
  expect(workbook.worksheets[0].getRow(1).getCell(1).value).toBe('name');
});

test.describe('a refused job listing', () => {
  // The refusals this test provokes are the browser's "Failed to load resource … 403" and "… 401".
  test.use({ expectedConsole: [/status of 40[13]/] });

  test('a failed job listing toasts a 403 and a 401 sends the user to /login', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/admin/import-export-requests*', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'This action is unauthorized.', data: null, errors: null }),
      }),
    );
    await page.goto('/import-export');
    await expect(page.getByText('This action is unauthorized.')).toBeVisible();
    await expect(page.getByText('No export data found')).toBeVisible();
    await page.unroute('**/api/admin/import-export-requests*');
    await page.evaluate(() => localStorage.setItem('token', 'revoked'));
    await page.goto('/import-export?tab=import');
    await expect(page).toHaveURL(/\/login$/);
  });
});
