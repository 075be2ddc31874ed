import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { type APIRequestContext } from '@playwright/test';
import { apiToken, typeInPicker, signIn, test, uniqueName, expect } from './helpers';

/** A class with one student, made through the API. */
async function classWithStudent(request: APIRequestContext, headers: Record<string, string>) {
  const studentName = uniqueName('Reported');
  const created = await request.post('/api/admin/students', {
    headers,
    data: {
      name: studentName,
      gender: 'female',
      birthDate: '2009-05-01',
      email: `${studentName.replace(/\W/g, '').toLowerCase()}@example.com`,
      phone: '01012345678',
      schoolName: 'Nile School',
    },
  });
  expect(created.ok()).toBeTruthy();
  const studentId = (await created.json()).data.id as number;
  const className = uniqueName('Report class');
  const klass = await request.post('/api/admin/classes', {
    headers,
    data: { name: className, type: 'center', startDate: '2026-01-01', endDate: '2026-12-31', students: [studentId] },
  });
  expect(klass.ok()).toBeTruthy();
  return { studentName, className, classId: (await klass.json()).data.id as number };
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

test('the dashboard shows the counts, the watches gauge and the top five of the first class', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const { studentName, className } = await classWithStudent(request, headers);
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('count-students')).not.toHaveText('');
  await expect(page.getByTestId('count-classes')).toHaveText(/\d+/);
  await expect(page.getByTestId('watches-gauge')).toBeVisible();
  // The first class is chosen at first; other tests add classes, so pick ours to see its student ranked.
  await expect(page.getByRole('combobox', { name: 'Class' })).not.toHaveText(/^\s*$/);
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: className }).click();
  await expect(page.getByTestId('top-students').getByRole('row', { name: new RegExp(studentName) })).toContainText('1');
  await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });
});

test('a report goes from pending to completed and its PDF names the student, in English and in Arabic', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const { studentName, className } = await classWithStudent(request, headers);
  await signIn(page);
  await page.goto('/students-report');
  await page.getByRole('button', { name: 'GENERATE' }).click();
  await expect(page.getByText('Please fill all fields')).toBeVisible();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: className }).click();
  const main = page.getByRole('main');
  await typeInPicker(main, 'From date', '01/01/2026');
  await typeInPicker(main, 'To date', '31/12/2026');
  await page.getByRole('button', { name: 'GENERATE' }).click();
  const row = page.getByRole('row', { name: new RegExp(className) }).first();
  await expect(row).toHaveAttribute('data-status', /pending|in_progress|completed/);
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download' }).click()]);
  const file = path.join(os.tmpdir(), `report-${Date.now()}.pdf`);
  await download.saveAs(file);
  expect(pdfText(file)).toContain(studentName);
  await page.screenshot({ path: test.info().outputPath('reports-list.png'), fullPage: true });

  // The same report asked in Arabic is written in Arabic
  const arabic = await request.post('/api/admin/reports/performance', {
    headers: { ...headers, 'accept-language': 'ar' },
    data: {
      classId: (await (await request.get('/api/admin/reports/performance', { headers })).json()).data[0].classId,
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
      sendToPrincipal: false,
    },
  });
  expect(arabic.ok()).toBeTruthy();
  const id = (await arabic.json()).data.id as number;
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/admin/reports/performance', { headers })).json()).data.find(
          (r: { id: number }) => r.id === id,
        ).status,
      { timeout: 30_000 },
    )
    .toBe('completed');
  const pdf = await request.get(`/api/admin/reports/performance/${id}/download`, { headers });
  const arabicFile = path.join(os.tmpdir(), `report-ar-${Date.now()}.pdf`);
  fs.writeFileSync(arabicFile, await pdf.body());
  const text = pdfText(arabicFile);
  expect(text).toContain('تقرير أداء الطالب');
  expect(text).toContain(studentName);
});

test.describe('Send to Principal', () => {
  // The refused request is the browser's "Failed to load resource … 422": the answer this test provokes.
  test.use({ expectedConsole: [/status of 422/] });

  test('for a class with no principal e-mail is refused under the switch and nothing is queued', async ({ page, request }) => {
    const headers = { authorization: `Bearer ${await apiToken(request)}` };
    const { className } = await classWithStudent(request, headers);
    await signIn(page);
    await page.goto('/students-report');
    await page.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: className }).click();
    const main = page.getByRole('main');
    await typeInPicker(main, 'From date', '01/01/2026');
    await typeInPicker(main, 'To date', '31/12/2026');
    await page.getByRole('switch', { name: 'Send to Principal' }).check();
    await page.getByRole('button', { name: 'GENERATE' }).click();
    const reason = 'The class has no school principal e-mail to send the report to';
    await expect(page.getByRole('switch', { name: 'Send to Principal' })).toHaveAccessibleDescription(reason);
    await expect(page.getByRole('row', { name: new RegExp(className) })).toHaveCount(0);
  });
});

test('overall lists the class students and exports the class as an xlsx', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const { studentName, className, classId } = await classWithStudent(request, headers);
  await signIn(page);
  await page.goto(`/overall?classId=${classId}`);
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveText(className);
  await expect(page.getByRole('row', { name: new RegExp(studentName) })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const file = path.join(os.tmpdir(), `overall-${Date.now()}.xlsx`);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  expect(workbook.worksheets[0].getRow(2).getCell(2).value).toBe(studentName);
  await page.getByRole('row', { name: new RegExp(studentName) }).click();
  await expect(page.getByRole('tab', { name: 'HOMEWORK' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'QUIZZES' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'EXAMS' })).toBeVisible();
});

test('settings are saved and read back', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings');
  const toggle = page
    .getByRole('switch', { name: 'Automatic report generation' })
    .or(page.getByRole('checkbox', { name: 'Automatic report generation' }));
  await toggle.check();
  await page.getByRole('combobox', { name: 'Day' }).first().click();
  await page.getByRole('option', { name: 'Sunday' }).click();
  // exact: the weekly parent e-mail below has its own "Save weekly e-mail".
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Day' }).first()).toHaveText('Sunday');
  await expect(toggle).toBeChecked();
});
