import { type APIRequestContext } from '@playwright/test';
import { apiToken, expectAxeClean, signIn, test, uniqueName, expect } from './helpers';

/**
 * The History of a register cell, by keyboard: a class whose first student was marked present then absent
 * (two saves through the API, so the server wrote the history), opened in the workstation, Shift+F10 on the
 * cell, Revert after confirming, and the register shows the value put back. In English and in Arabic.
 */
async function createMarkedClass(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const tag = uniqueName('Hist').replace(/\W/g, '');
  const course = await request.post('/api/admin/class-categories', {
    headers,
    data: { name: `Chemistry ${tag}`, code: tag.slice(-12) },
  });
  expect(course.ok()).toBeTruthy();
  const categoryId = (await course.json()).data.id as number;
  const studentName = `Pupil ${tag}`;
  const student = await request.post('/api/admin/students', {
    headers,
    data: {
      name: studentName,
      gender: 'female',
      birthDate: '2009-01-01',
      email: `${tag.toLowerCase()}@example.com`,
      phone: '01012345678',
      schoolName: 'Cairo School',
    },
  });
  expect(student.ok()).toBeTruthy();
  const studentId = (await student.json()).data.id as number;
  const klass = await request.post('/api/admin/classes', {
    headers,
    data: {
      name: `Class ${tag}`,
      type: 'center',
      categoryId,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      students: [studentId],
    },
  });
  expect(klass.ok()).toBeTruthy();
  const classId = (await klass.json()).data.id as number;
  const item = await request.post(`/api/admin/classes/${classId}/attendance`, {
    headers,
    data: { name: 'Week 1', date: '2026-11-02' },
  });
  expect(item.ok()).toBeTruthy();
  const itemId = (await item.json()).data.id as number;
  for (const status of [1, 0]) {
    const saved = await request.post(`/api/admin/classes/${classId}/attendance/changeStudentAttendanceStatus`, {
      headers,
      data: { attendances: [[studentId, itemId, status]] },
    });
    expect(saved.ok()).toBeTruthy();
  }
  return { url: `/archive?category=${categoryId}&classType=${classId}`, studentName };
}

const TEXTS = {
  en: {
    title: 'History: ',
    change: 'Present → Absent',
    revert: 'Revert',
    question: 'Revert this change?',
    present: 'Present',
    reverted: 'Reverted',
  },
  ar: {
    title: 'السجل: ',
    change: 'حاضر ← غائب',
    revert: 'تراجع',
    question: 'التراجع عن هذا التغيير؟',
    present: 'حاضر',
    reverted: 'تم التراجع',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`a register cell's History opens by keyboard and reverts a change after confirming (${language})`, async ({
    page,
    request,
  }) => {
    const texts = TEXTS[language];
    const setup = await createMarkedClass(request);
    await signIn(page);
    await page.evaluate((stored) => localStorage.setItem('language', stored), language);
    await page.goto(setup.url);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    const grid = page.getByRole('grid');
    const cell = grid.getByRole('row').filter({ hasText: setup.studentName }).getByRole('gridcell').nth(2);
    await expect(cell).toHaveText(language === 'ar' ? 'غائب' : 'Absent');
    // The grid's one tab stop is its first cell; the arrows go to Week 1 (the other way in Arabic, as read).
    await grid.getByRole('gridcell').first().focus();
    const forward = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    await page.keyboard.press(forward);
    await page.keyboard.press(forward);
    await expect(cell).toBeFocused();
    await page.keyboard.press('Shift+F10');

    const panel = page.getByRole('dialog', { name: new RegExp(`^${texts.title}`) });
    await expect(panel).toBeVisible();
    const newest = panel.getByRole('listitem').first();
    await expect(newest).toContainText(texts.change);
    await page.waitForTimeout(400); // the drawer's slide: half-drawn text is measured as low contrast
    await expectAxeClean(page, `${language} history panel`);

    await newest.getByRole('button', { name: texts.revert }).focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: texts.question });
    await expect(question).toBeVisible();
    // Focus starts on Cancel; Tab then Enter reverts.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(panel.getByRole('listitem').nth(1).getByRole('button', { name: texts.reverted })).toBeDisabled();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(cell).toHaveText(texts.present);
  });
}
