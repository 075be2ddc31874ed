import { type APIRequestContext } from '@playwright/test';
import { createRegister, saveAttendance } from './class-register';
import { expectAxeClean, signIn, test, expect } from './helpers';

/**
 * The History of a register cell, by keyboard: a class whose first student was marked present then absent
 * (two saves through the API, so the server wrote the history), opened in the workstation, Shift+F10 on the
 * cell, Revert after confirming, and the register shows the value put back. In English and in Arabic.
 */
async function createMarkedClass(request: APIRequestContext) {
  const register = await createRegister(request, { prefix: 'Hist', students: 1 });
  const [student] = register.students;
  await saveAttendance(register, [
    { studentId: student.id, status: 1 },
    { studentId: student.id, status: 0 },
  ]);
  return { url: register.url, studentName: student.name };
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
    // The button that asked is disabled now: the focus stays in the panel, on its list, so Escape reaches it.
    await expect(panel.getByRole('list')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(cell).toHaveText(texts.present);
  });
}
