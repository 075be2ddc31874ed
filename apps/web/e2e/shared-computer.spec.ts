import type { Page } from '@playwright/test';
import { signIn, test, expect } from './helpers';
import { controlledByServiceWorker, createRegister, weekCell } from './class-register';

/**
 * The browser's own reports of what this test provokes: requests that fail while the context is offline, and the
 * 401 that tells the assistant's page her session was ended elsewhere.
 */
test.use({ expectedConsole: [/ERR_INTERNET_DISCONNECTED|status of 401|Failed to fetch|ERR_FAILED/], serviceWorkers: 'allow' });
// The service worker's install (the whole app precached) comes on top of three sign-ins.
test.setTimeout(120_000);

/** Every API answer the page's origin keeps in Cache Storage (any cache): its address and its body. */
const cachedApiAnswers = (page: Page) =>
  page.evaluate(async () => {
    const answers: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!new URL(request.url).pathname.startsWith('/api/')) continue;
        answers.push({ url: request.url, body: (await (await cache.match(request))?.text()) ?? '' });
      }
    }
    return answers;
  });

/** The cached answers that say anything of `words` (a class's register address, a student's name, an e-mail). */
const cachedMentionsOf = async (page: Page, words: string[]) =>
  (await cachedApiAnswers(page))
    .filter(({ url, body }) => words.some((word) => url.includes(word) || body.includes(word)))
    .map(({ url }) => url);

test("a shared computer: the assistant's cached register, staged and queued changes are no one else's, and hers again when she signs back in", async ({
  browser,
  request,
}) => {
  const register = await createRegister(request, { prefix: 'Shared', students: 3 });
  const [first, second, third] = register.students;
  const hers = [`/classes/${register.classId}/`, first.name, second.name, third.name, register.assistant.email];
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();

  await signIn(page, register.assistant);
  await controlledByServiceWorker(page);
  await page.goto(register.url);
  await expect(weekCell(page, first.name)).toHaveText('Unknown');
  // The service worker keeps her register, its students named, for offline use.
  await expect.poll(() => cachedMentionsOf(page, [first.name])).not.toEqual([]);

  // Offline, one change is saved into the queue and another stays staged.
  await context.setOffline(true);
  await weekCell(page, first.name).click();
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  const banner = page.getByRole('status').filter({ hasText: 'waiting to be sent' });
  await expect(banner).toHaveText('You are offline. 1 change waiting to be sent');
  await weekCell(page, second.name).click();
  await expect(page.getByRole('tab', { name: 'Attendance (1)' })).toBeVisible();

  // An admin ends all her sessions; her page learns it from its next request, the queue's once back online.
  await register.admin.post(`/api/admin/users/${register.assistant.id}/sign-out-everywhere`);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => cachedMentionsOf(page, hers)).toEqual([]);

  // The admin signs in on the same browser: nothing of hers is cached, counted, shown or sent.
  await signIn(page);
  expect(await cachedMentionsOf(page, hers)).toEqual([]);
  await page.goto(register.url);
  await expect(weekCell(page, second.name)).toHaveText('Unknown');
  await expect(weekCell(page, first.name)).toHaveText('Unknown');
  await expect(page.getByRole('tab', { name: 'Attendance', exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
  const save = page.getByRole('button', { name: 'SAVE', exact: true });
  await expect(save).toBeDisabled();
  await weekCell(page, third.name).click();
  const sent = page.waitForRequest((sending) => sending.url().endsWith('/attendance/changeStudentAttendanceStatus'));
  await save.click();
  expect((await sent).postDataJSON()).toEqual({ attendances: [[third.id, register.itemId, 0]] });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // She signs in again: her staged change is back, and her queued one is sent, under her name.
  await signIn(page, register.assistant);
  await page.goto(register.url);
  await expect(page.getByRole('tab', { name: 'Attendance (1)' })).toBeVisible();
  await expect(weekCell(page, second.name)).toHaveText('Absent');
  await expect(banner).toHaveCount(0);
  await expect(weekCell(page, first.name)).toHaveText('Absent');
  const history = await register.admin.get<{ user: { id: number } | null; student_id: number | null }[]>(
    `/api/admin/audit-log?classId=${register.classId}&itemId=${register.itemId}&entity=attendance`,
  );
  const changedBy = (studentId: number) => history.filter((row) => row.student_id === studentId).map((row) => row.user?.id);
  expect(changedBy(first.id)).toEqual([register.assistant.id]);
  expect(changedBy(second.id)).toEqual([]);
  const list = await register.admin.get<{ students: Record<string, number> }[]>(
    `/api/admin/classes/${register.classId}/attendance`,
  );
  // The second student is still unknown (-1): her staged change waits for her SAVE.
  expect(list[0].students).toEqual({ [first.id]: 0, [second.id]: -1, [third.id]: 0 });
  await context.close();
});
