import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expectAxeClean, signIn, test, uniqueName, expect } from './helpers';

const SHOTS = '/tmp/shots-alerts';

/** A course, a class of it with two students, and two register items, made through the API. */
async function createClass(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const tag = uniqueName('AL').replace(/\W/g, '');
  const courseName = `Geology ${tag}`;
  const course = await request.post('/api/admin/class-categories', { headers, data: { name: courseName, code: tag.slice(-12) } });
  const categoryId = (await course.json()).data.id as number;
  const students: string[] = [];
  const ids: number[] = [];
  for (const letter of ['A', 'B']) {
    const name = `Pupil ${letter} ${tag}`;
    const created = await request.post('/api/admin/students', {
      headers,
      data: {
        name,
        gender: 'female',
        birthDate: '2009-01-01',
        email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
        phone: '01012345678',
        schoolName: 'Cairo School',
      },
    });
    expect(created.ok()).toBeTruthy();
    students.push(name);
    ids.push((await created.json()).data.id as number);
  }
  const className = `Class ${tag}`;
  const klass = await request.post('/api/admin/classes', {
    headers,
    data: {
      name: className,
      type: 'center',
      categoryId,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      students: ids,
      isRanked: true,
    },
  });
  const classId = (await klass.json()).data.id as number;
  for (const [name, date] of [
    ['Week 1', '2026-11-02'],
    ['Week 2', '2026-11-09'],
  ]) {
    expect((await request.post(`/api/admin/classes/${classId}/attendance`, { headers, data: { name, date } })).ok()).toBeTruthy();
  }
  return { classId, categoryId, className, courseName, students };
}

async function sheetCell(page: Page, student: string, column: string) {
  await expect(page.getByRole('grid').getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const headers = await page.getByRole('grid').getByRole('columnheader').allTextContents();
  return page.getByRole('grid').getByRole('row').filter({ hasText: student }).getByRole('gridcell').nth(headers.indexOf(column));
}

test('an admin makes a rule, a register SAVE that crosses it puts the student At risk, and acknowledging it clears the card', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await fs.mkdir(SHOTS, { recursive: true });
  const setup = await createClass(request);
  const [pupil, other] = setup.students;
  await signIn(page);

  // The rule, from Settings, checked by the form first.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Alert rules' }).click();
  await expect(page.getByRole('heading', { name: 'Alert rules' })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Two absences ${setup.courseName}`);
  await dialog.getByRole('textbox', { name: 'Threshold' }).fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The threshold must be between 1 and 100')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Threshold' }).fill('2');
  await dialog.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: setup.courseName }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: `Two absences ${setup.courseName}`, exact: true })).toBeVisible();
  await expectAxeClean(page, 'alert rules', 'main');

  // The register: the pupil absent twice in a row, the other present.
  await page.goto(`/archive?category=${setup.categoryId}&classType=${setup.classId}`);
  await page.getByRole('tab', { name: /^Attendance/ }).click();
  for (const week of ['Week 1', 'Week 2']) {
    await (await sheetCell(page, pupil, week)).click(); // unknown → absent
    await (await sheetCell(page, other, week)).click();
    await (await sheetCell(page, other, week)).click(); // → present
  }
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();

  // The evaluation runs as a job just after the SAVE.
  const card = page.getByRole('region', { name: 'At risk' });
  const classLine = card.getByRole('button', { name: new RegExp(setup.className) });
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(classLine).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(classLine).toHaveText(`${setup.className}: 1 open alert for 1 student`);
  await card.screenshot({ path: `${SHOTS}/at-risk-en.png` });
  await expectAxeClean(page, 'dashboard with At risk', '#at-risk-card');

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  const arabicCard = page.getByRole('region', { name: 'طلاب في خطر' });
  await expect(arabicCard.getByRole('button', { name: new RegExp(setup.className) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await arabicCard.screenshot({ path: `${SHOTS}/at-risk-ar.png` });
  await expectAxeClean(page, 'dashboard with At risk in Arabic', '#at-risk-card');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();

  // The Workstation marks the pupil, and says why.
  await page.goto(`/archive?category=${setup.categoryId}&classType=${setup.classId}`);
  await page.getByRole('tab', { name: /^Attendance/ }).click();
  await expect(page.getByRole('img', { name: new RegExp(`^Open alert for ${pupil}: 2 absences in a row`) })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`Open alert for ${other}`) })).toHaveCount(0);

  // Acknowledged from the card, with a note, by keyboard.
  await page.goto('/dashboard');
  await classLine.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: `At risk in ${setup.className}` });
  await expect(list.getByRole('row', { name: new RegExp(pupil) })).toContainText('2 absences in a row');
  await expectAxeClean(page, 'At risk list', '[role="dialog"]');
  await list.getByRole('textbox', { name: 'Note' }).fill('Called the family');
  await list.getByRole('button', { name: `Acknowledge the alert of ${pupil}` }).click();
  await expect(page.getByText('Alert acknowledged')).toBeVisible();
  await expect(list.getByRole('row', { name: new RegExp(pupil) })).toHaveCount(0);
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(classLine).toHaveCount(0);
});
