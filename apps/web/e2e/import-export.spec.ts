import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, expectAxeClean, signIn, test, uniqueName, expect } from './helpers';

/** A key of the message files shown as it is instead of its text. */
const RAW_KEY = /\b(jobs|import|export)\.[a-zA-Z]+/;
const STUDENT_HEADER = ['name', 'email', 'phone', 'gender', 'birthDate'];

/** A student sheet saved as `<name>.xlsx` in the temporary folder. */
async function writeSheet(name: string, header: string[], rows: string[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('students');
  for (const row of [header, ...rows]) sheet.addRow(row);
  const file = path.join(os.tmpdir(), `${name}.xlsx`);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** Imports a sheet from Students Accounts as a user does, and waits until the server has taken it. */
async function importOnStudents(page: Page, file: string) {
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/admin/students/import') && response.ok()),
    page.getByLabel('Import file').setInputFiles(file),
  ]);
}

test('an import with two bad rows fails and Show Errors lists them by row', async ({ page }) => {
  const good = uniqueName('Imported').replace(/\W/g, '').toLowerCase();
  const file = await writeSheet(good, STUDENT_HEADER, [
    ['Good Row', `${good}@example.com`, '01012345678', 'male', '2008-01-02'],
    ['Bad Email', 'not-an-email', '01012345678', 'male', '2008-01-02'],
    ['', `${good}-2@example.com`, '01012345678', 'robot', '2008-01-02'],
  ]);

  await signIn(page);
  await page.goto('/students');
  await page.getByLabel('Import file').setInputFiles(file);
  await expect(page.getByText('The import has started; follow it on the Import/Export page.')).toBeVisible();

  await page.goto('/import-export');
  await expect(page.getByRole('tab', { name: 'Export', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page).toHaveURL(/tab=import/);
  const card = page.locator('[aria-label^="import "]').first();
  await expect(card.getByText('Failed', { exact: true })).toBeVisible({ timeout: 20_000 });
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

test('failed imports say why in words, naming the missing columns and the taken e-mail, in English and Arabic', async ({
  page,
}) => {
  // Two imports, then both cards and both dialogs read in two languages, each dialog checked by axe.
  test.slow();
  const tag = uniqueName('sheet').replace(/\W/g, '').toLowerCase();
  const wrongColumns = `wrong-columns-${tag}`;
  const takenEmail = `taken-email-${tag}`;
  const wrongColumnsFile = await writeSheet(wrongColumns, ['name', 'email'], [['No Phone', `${tag}@example.com`]]);
  const takenEmailFile = await writeSheet(takenEmail, STUDENT_HEADER, [
    ['Taken Email', E2E_ADMIN.email, '01012345678', 'male', '2008-01-02'],
  ]);
  const missing = ['phone', 'gender', 'birthDate'];
  const texts = {
    en: {
      failed: 'Failed',
      missingColumns: `The sheet is missing the required columns: ${missing.join(', ')}.`,
      rowErrors: '1 of 1 rows have errors; nothing was imported.',
      showErrors: 'Show Errors',
      row: (number: number) => `Row ${number}`,
      missingColumn: (column: string) => `The header row has no ${column} column.`,
      emailTaken: `The email ${E2E_ADMIN.email} has already been taken`,
      close: 'Close',
      changeLanguage: 'Change language',
    },
    ar: {
      failed: 'فشلت',
      missingColumns: `ينقص جدول البيانات الأعمدة المطلوبة التالية: ${missing.join(', ')}.`,
      rowErrors: 'صفوف بها أخطاء: 1 من 1؛ لم يتم استيراد أي شيء.',
      showErrors: 'عرض الأخطاء',
      row: (number: number) => `الصف ${number}`,
      missingColumn: (column: string) => `لا يحتوي صف العناوين على العمود ${column}.`,
      emailTaken: `البريد الإلكتروني ${E2E_ADMIN.email} مستخدم بالفعل`,
      close: 'إغلاق',
      changeLanguage: 'تغيير اللغة',
    },
  };

  await signIn(page);
  await page.goto('/students');
  await importOnStudents(page, wrongColumnsFile);
  await importOnStudents(page, takenEmailFile);
  await page.goto('/import-export?tab=import');

  for (const language of ['en', 'ar'] as const) {
    const text = texts[language];
    const columnsCard = page.getByRole('article').filter({ hasText: `${wrongColumns}.xlsx` });
    const emailCard = page.getByRole('article').filter({ hasText: `${takenEmail}.xlsx` });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(columnsCard.getByText(text.failed, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(emailCard.getByText(text.failed, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(columnsCard.getByText(text.missingColumns)).toBeVisible();
    await expect(emailCard.getByText(text.rowErrors)).toBeVisible();
    await expect(page.locator('body')).not.toHaveText(RAW_KEY, { useInnerText: true });
    await page.screenshot({ path: `/tmp/shots-importexport/after-${language}.png` });

    await columnsCard.getByRole('button', { name: text.showErrors }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text.row(1), { exact: true })).toBeVisible();
    for (const column of missing) await expect(dialog.getByText(text.missingColumn(column))).toBeVisible();
    await expect(dialog).not.toHaveText(RAW_KEY, { useInnerText: true });
    await expectAxeClean(page, `missing columns dialog (${language})`, '[role="dialog"]');
    await page.screenshot({ path: `/tmp/shots-importexport/after-${language}-missing-columns.png` });
    await dialog.getByRole('button', { name: text.close }).click();
    await expect(dialog).toBeHidden();

    await emailCard.getByRole('button', { name: text.showErrors }).click();
    await expect(dialog.getByText(text.row(2), { exact: true })).toBeVisible();
    await expect(dialog.getByText(text.emailTaken)).toBeVisible();
    await expect(dialog).not.toHaveText(RAW_KEY, { useInnerText: true });
    await page.screenshot({ path: `/tmp/shots-importexport/after-${language}-email-taken.png` });
    await dialog.getByRole('button', { name: text.close }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: text.changeLanguage }).click();
  }
});

test('an export started from Students Accounts is downloaded from its card', async ({ page }) => {
  await signIn(page);
  await page.goto('/students');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('The export has started; download it from the Import/Export page.')).toBeVisible();

  await page.goto('/import-export');
  const card = page.locator('[aria-label^="export "]').first();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 20_000 });
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
  // The browser logs the refused listing (403) and the revoked session's 401, which the test provokes.
  // One pattern: Playwright takes a two-item array whose second item is an object as [value, options].
  test.use({ expectedConsole: [/status of (403|401)/] });

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
