import fs from 'node:fs';
import { type APIRequestContext } from '@playwright/test';
import { createRegister, openSession, weekCell } from './class-register';
import { expectAxeClean, test, expect } from './helpers';

/**
 * A live register: two staff members have the same Chemistry register open; one marks a student present and
 * saves, and the other's grid shows it without a reload, naming who changed it for a moment. In English and
 * in Arabic, with no console error and no serious accessibility finding while the change is shown.
 */
async function createChemistryRegister(request: APIRequestContext) {
  const register = await createRegister(request, {
    prefix: 'Live',
    students: 1,
    assistantName: 'Sara Adel',
    course: 'Chemistry',
    className: 'Chemistry - Grade 10',
  });
  return { url: register.url, studentName: register.students[0].name, assistant: register.assistant };
}

const SHOTS = '/tmp/shots';

const TEXTS = {
  en: { unknown: 'Unknown', absent: 'Absent', save: 'SAVE', changedBy: (name: string) => `Changed by ${name}` },
  ar: { unknown: 'غير معروف', absent: 'غائب', save: 'حفظ', changedBy: (name: string) => `تم التغيير بواسطة ${name}` },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`a register saved by one staff member changes on another's screen at once, naming who (${language})`, async ({
    browser,
    request,
  }) => {
    const texts = TEXTS[language];
    const setup = await createChemistryRegister(request);
    const saver = await openSession(browser, setup.assistant, language);
    const watcher = await openSession(browser, undefined, language);
    await watcher.page.goto(setup.url);
    await expect(watcher.page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(weekCell(watcher.page, setup.studentName)).toHaveText(texts.unknown);

    await saver.page.goto(setup.url);
    await weekCell(saver.page, setup.studentName).click();
    await expect(weekCell(saver.page, setup.studentName)).toHaveText(texts.absent);
    const saved = saver.page.waitForResponse((r) => r.url().endsWith('/changeStudentAttendanceStatus') && r.ok());
    await saver.page.getByRole('button', { name: texts.save, exact: true }).click();
    await saved;
    const savedAt = Date.now();

    // The watcher's cell changes without a reload, and names the teaching assistant for a moment.
    const cell = weekCell(watcher.page, setup.studentName);
    await expect(cell).toContainText(texts.absent);
    console.log(`live register (${language}): the other screen showed the SAVE ${Date.now() - savedAt} ms after its answer`);
    await expect(cell).toContainText(texts.changedBy(setup.assistant.name));
    await expect(watcher.page.getByRole('status').filter({ hasText: setup.assistant.name })).toBeAttached();
    await expectAxeClean(watcher.page, `${language} changed cell`);
    fs.mkdirSync(SHOTS, { recursive: true });
    await cell.screenshot({ path: `${SHOTS}/live-register-${language}.png` });
    // It fades: the name goes, the value stays.
    await expect(cell).not.toContainText(setup.assistant.name, { timeout: 8000 });
    await expect(cell).toHaveText(texts.absent);

    await Promise.all([saver.close(), watcher.close()]);
  });
}
