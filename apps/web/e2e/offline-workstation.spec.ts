import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { apiToken, expectAxeClean, signIn, test, expect } from './helpers';
import { controlledByServiceWorker, createRegister, weekCell } from './class-register';

/**
 * The browser's own reports of what this test provokes: requests that fail while the context is offline (the
 * live updates' stream, reads the service worker has no copy of) and the refused SAVE (412) on the way back.
 */
test.use({ expectedConsole: [/ERR_INTERNET_DISCONNECTED|status of 412|Failed to fetch|ERR_FAILED/], serviceWorkers: 'allow' });
// The service worker's install (the whole app precached) comes on top of a long walk.
test.setTimeout(90_000);

const SHOTS = '/tmp/shots';

/** Each student's Week 1 shows the value saved offline, marked as waiting to be sent (a caption and a tooltip). */
async function expectQueuedCells(page: Page, ...cells: [student: string, value: string][]) {
  for (const [student, value] of cells) {
    await expect(weekCell(page, student)).toHaveText(`${value}Waiting to be sent`);
    await expect(weekCell(page, student)).toHaveAttribute('title', 'Waiting to be sent');
  }
}

/** The offline register on a desktop and on a 390×844 phone, scrolled to the grid: the offline bar in view beside it. */
async function takeShots(page: Page, language: string, student: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const desktop = page.viewportSize();
  for (const [name, size] of [
    ['desktop', desktop],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    if (size) await page.setViewportSize(size);
    await weekCell(page, student).scrollIntoViewIfNeeded();
    await expect(weekCell(page, student)).toBeInViewport();
    await expect(page.getByRole('status').filter({ hasText: /offline|متصل/ })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/offline-${language}-${name}.png` });
  }
  if (desktop) await page.setViewportSize(desktop);
}

test('offline: SAVE queues the register, the queue survives a reload, and back online a conflict is resolved and each change saved once', async ({
  browser,
  request,
}) => {
  const register = await createRegister(request, { prefix: 'Offline' });
  const [first, second] = register.students;
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signIn(page);
  await controlledByServiceWorker(page);
  await page.goto(register.url);
  await expect(weekCell(page, first.name)).toHaveText('Unknown');

  await context.setOffline(true);
  await weekCell(page, first.name).click();
  await weekCell(page, second.name).click();
  await weekCell(page, second.name).click();
  await expect(weekCell(page, second.name)).toHaveText('Present');
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  const banner = page.getByRole('status').filter({ hasText: 'waiting to be sent' });
  await expect(banner).toHaveText('You are offline. 2 changes waiting to be sent');
  await expectQueuedCells(page, [first.name, 'Absent'], [second.name, 'Present']);
  await expect(banner).toBeInViewport();

  // A reload without a network: the shell and the register come from the service worker, the queue from IndexedDB.
  await page.reload();
  await expect(weekCell(page, first.name)).toBeVisible();
  await expect(banner).toHaveText('You are offline. 2 changes waiting to be sent');
  await expectQueuedCells(page, [first.name, 'Absent'], [second.name, 'Present']);
  await expectAxeClean(page, 'en offline banner');
  await takeShots(page, 'en', second.name);

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('status').filter({ hasText: 'بانتظار الإرسال' })).toHaveText(
    'أنت غير متصل بالشبكة. تغييران بانتظار الإرسال',
  );
  await expect(weekCell(page, first.name)).toHaveText('غائببانتظار الإرسال');
  await expectAxeClean(page, 'ar offline banner');
  await takeShots(page, 'ar', second.name);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(banner).toBeVisible();

  // Meanwhile the teaching assistant marks the first student present.
  const other = await request.post(`/api/admin/classes/${register.classId}/attendance/changeStudentAttendanceStatus`, {
    headers: { authorization: `Bearer ${await apiToken(request, register.assistant)}` },
    data: { attendances: [[first.id, register.itemId, 1]] },
  });
  expect(other.ok()).toBeTruthy();

  // Back online, the queue is sent with the version it was made on: the conflict view, as online.
  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Someone else changed these cells' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: first.name })).toContainText(register.assistant.name);
  await expect(banner).toBeHidden();
  await dialog.getByRole('radio', { name: `Keep yours for ${first.name} · Week 1: Absent` }).check();
  await dialog.getByRole('button', { name: 'Save again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Attendance', exact: true })).toBeVisible();
  // The server's values in the cells, nothing waiting any more.
  await expect(weekCell(page, first.name)).toHaveText('Absent');
  await expect(weekCell(page, second.name)).toHaveText('Present');
  await expect(page.getByRole('status').filter({ hasText: /offline|waiting/ })).toHaveCount(0);

  // Saved once: one change of each cell by this user in the history, and the register holds them.
  const me = await register.admin.get<{ user: { id: number } }>('/api/admin/auth/me');
  const history = await register.admin.get<{ user: { id: number } | null; student_id: number | null }[]>(
    `/api/admin/audit-log?classId=${register.classId}&itemId=${register.itemId}&entity=attendance`,
  );
  const mine = (studentId: number) => history.filter((row) => row.student_id === studentId && row.user?.id === me.user.id);
  expect(mine(first.id)).toHaveLength(1);
  expect(mine(second.id)).toHaveLength(1);
  const list = await register.admin.get<{ students: Record<string, number> }[]>(
    `/api/admin/classes/${register.classId}/attendance`,
  );
  expect(list[0].students).toEqual({ [first.id]: 0, [second.id]: 1 });
  await context.close();
});
