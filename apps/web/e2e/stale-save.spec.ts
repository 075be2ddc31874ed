import fs from 'node:fs';
import { type APIRequestContext } from '@playwright/test';
import { createRegister, openSession, weekCell, type Register } from './class-register';
import { apiToken, expectAxeClean, test, expect } from './helpers';

// The refused save is the browser's "Failed to load resource … 412": the answer these tests provoke.
test.use({ expectedConsole: [/status of 412/] });

/**
 * Two staff members on one register: A stages a change of a cell, B saves the same cell first, and A's SAVE
 * (sent with the version A's change was made on) is refused with the conflict, which A resolves in a dialog.
 * A live update of A's grid in between changes nothing of that: the SAVE still carries the version the
 * change was made on.
 */
const SHOTS = '/tmp/shots';

/** The status the server holds for the first student (-1 none). */
async function storedStatus(request: APIRequestContext, register: Register) {
  const list = await request.get(`/api/admin/classes/${register.classId}/attendance`, { headers: register.admin.headers });
  return ((await list.json()).data[0].students as Record<string, number>)[String(register.students[0].id)];
}

test('two staff members on one register: the later SAVE of a cell the other saved shows both values, and keeping mine saves it', async ({
  browser,
  request,
}) => {
  const register = await createRegister(request, { prefix: 'Stale', assistantName: 'Nour', course: 'Physics' });
  const { assistant } = register;
  const first = register.students[0].name;
  const a = await openSession(browser, undefined, 'en');
  const b = await openSession(browser, assistant, 'en');

  // A stages Absent (one click on an unknown cell) before B saves.
  await a.page.goto(register.url);
  await weekCell(a.page, first).click();
  await expect(weekCell(a.page, first)).toHaveText('Absent');
  await expect(a.page.getByRole('tab', { name: 'Attendance (1)' })).toBeVisible();

  // B marks the same student present and saves.
  await b.page.goto(register.url);
  await weekCell(b.page, first).click();
  await weekCell(b.page, first).click();
  await expect(weekCell(b.page, first)).toHaveText('Present');
  await b.page.getByRole('button', { name: 'SAVE' }).click();
  await expect(b.page.getByRole('tab', { name: 'Attendance', exact: true })).toBeVisible();
  expect(await storedStatus(request, register)).toBe(1);

  const save = a.page.getByRole('button', { name: 'SAVE', exact: true });
  // B's change reached A's screen live, but a staged cell is never replaced by one: A still has its change to save.
  await expect(save).toBeEnabled();
  const sent = a.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/changeStudentAttendanceStatus'));
  await save.click();
  expect((await sent).headers()['if-match']).toMatch(new RegExp(`^"${register.classId}-attendance-\\d+"$`));
  const dialog = a.page.getByRole('dialog', { name: 'Someone else changed these cells' });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole('row').filter({ hasText: first });
  await expect(row).toContainText('Absent');
  await expect(row).toContainText('Present');
  await expect(row).toContainText(assistant.name);
  await expectAxeClean(a.page, 'en conflict dialog');
  fs.mkdirSync(SHOTS, { recursive: true });
  await a.page.screenshot({ path: `${SHOTS}/stale-save-dialog-en.png` });

  await dialog.getByRole('radio', { name: `Keep yours for ${first} · Week 1: Absent` }).check();
  await dialog.getByRole('button', { name: 'Save again' }).click();
  await expect(dialog).toBeHidden();
  await expect(a.page.getByRole('tab', { name: 'Attendance', exact: true })).toBeVisible();
  expect(await storedStatus(request, register)).toBe(0);
  await a.page.reload();
  await expect(weekCell(a.page, first)).toHaveText('Absent');

  await Promise.all([a.close(), b.close()]);
});

test('in Arabic, by keyboard: the conflict dialog takes the focus, Escape keeps the change pending, keeping all mine saves it', async ({
  browser,
  request,
}) => {
  const register = await createRegister(request, { prefix: 'Stale', assistantName: 'Nour', course: 'Physics' });
  const { assistant } = register;
  const first = register.students[0].name;
  const a = await openSession(browser, undefined, 'ar');
  await a.page.goto(register.url);
  await expect(a.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await weekCell(a.page, first).click();
  await expect(weekCell(a.page, first)).toHaveText('غائب');

  // The teaching assistant marks the student present through the API.
  const other = await request.post(`/api/admin/classes/${register.classId}/attendance/changeStudentAttendanceStatus`, {
    headers: { authorization: `Bearer ${await apiToken(request, assistant)}` },
    data: { attendances: [[register.students[0].id, register.itemId, 1]] },
  });
  expect(other.ok()).toBeTruthy();

  const save = a.page.getByRole('button', { name: 'حفظ', exact: true });
  await expect(save).toBeEnabled();
  await save.click();
  const dialog = a.page.getByRole('dialog', { name: 'غيّر شخص آخر هذه الخانات' });
  await expect(dialog).toBeVisible();
  // Yours, theirs and who, side by side in reading order.
  await expect(dialog.getByRole('row').filter({ hasText: first })).toContainText(`غائبحاضر${assistant.name}`);
  await expectAxeClean(a.page, 'ar conflict dialog');
  fs.mkdirSync(SHOTS, { recursive: true });
  await a.page.screenshot({ path: `${SHOTS}/stale-save-dialog-ar.png` });

  await a.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(weekCell(a.page, first)).toHaveText('غائب');
  expect(await storedStatus(request, register)).toBe(1);

  await save.click();
  await expect(dialog).toBeVisible();
  const keepAll = dialog.getByRole('button', { name: 'إبقاء كل قيمي' });
  await a.page.keyboard.press('Tab');
  await expect(keepAll).toBeFocused();
  await a.page.keyboard.press('Enter');
  // From the first control, Shift+Tab goes round to the last: Save again.
  await a.page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'حفظ مرة أخرى' })).toBeFocused();
  await a.page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => storedStatus(request, register)).toBe(0);
  await a.close();
});
