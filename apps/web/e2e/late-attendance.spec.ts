import fs from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { adminApi, expectAxeClean, signIn, studentWithClass, test, uniqueName, expect } from './helpers';

/**
 * Late, a fourth attendance status: a teaching assistant marks a student late in the register (a click keeps the
 * specification's three statuses, L sets Late), saves, and the student sees Late in the student app. In English
 * and in Arabic, with no console error and no serious accessibility finding.
 */
const PASSWORD = 'late-student-pass-1';
const SHOTS = '/tmp/shots';
const TEXTS = {
  en: {
    absent: 'Absent',
    late: 'Late',
    save: 'SAVE',
    show: 'Show Week 1',
    qr: 'Create QR code',
    lateFrom: /Scans from .* are marked Late/,
  },
  ar: { absent: 'غائب', late: 'متأخر', save: 'حفظ', show: 'عرض Week 1', qr: 'إنشاء رمز QR', lateFrom: /بدءاً من .* متأخراً/ },
} as const;

/** Week 1's cell of the student (the columns are Student, Code, Week 1). */
const weekCell = (page: Page, student: string) =>
  page.getByRole('grid').getByRole('row').filter({ hasText: student }).getByRole('gridcell').nth(2);

async function openStudentApp(browser: Browser, email: string, language: 'en' | 'ar') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/student/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'My classes' })).toBeVisible();
  await page.evaluate((stored) => localStorage.setItem('language', stored), language);
  return { page, close: () => context.close() };
}

for (const language of ['en', 'ar'] as const) {
  test(`a student marked Late in the register sees Late in the student app (${language})`, async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const texts = TEXTS[language];
    const admin = await adminApi(request);
    const tag = uniqueName('Late').replace(/\W/g, '');
    const { categoryId, classId, student } = await studentWithClass(admin, { tag, password: PASSWORD });
    await admin.post(`/api/admin/classes/${classId}/attendance`, { name: 'Week 1', date: '2026-11-02' });

    await signIn(page);
    await page.evaluate((stored) => localStorage.setItem('language', stored), language);
    await page.goto(`/archive?category=${categoryId}&classType=${classId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const cell = weekCell(page, student.name);
    await cell.click();
    await expect(cell).toHaveText(texts.absent);
    await page.keyboard.press('l');
    await expect(cell).toHaveText(texts.late);
    const saved = page.waitForResponse((r) => r.url().endsWith('/changeStudentAttendanceStatus') && r.ok());
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await saved;
    await page.reload();
    await expect(weekCell(page, student.name)).toHaveText(texts.late);
    await expectAxeClean(page, `${language} register with a Late cell`);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.getByRole('grid').screenshot({ path: `${SHOTS}/late-register-${language}.png` });

    // The QR code shown at the door says from when a scan counts as Late.
    await page.getByRole('button', { name: texts.show }).click();
    await page.getByRole('button', { name: texts.qr }).click();
    await expect(page.getByRole('dialog').getByText(texts.lateFrom)).toBeVisible();
    await expectAxeClean(page, `${language} QR code with its Late time`);
    await page.getByRole('dialog').screenshot({ path: `${SHOTS}/late-qr-${language}.png` });
    await page.keyboard.press('Escape');

    const app = await openStudentApp(browser, student.email, language);
    await app.page.goto(`/student/classes/${classId}?tab=attendance`);
    await expect(app.page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(app.page.getByText(texts.late, { exact: true })).toBeVisible();
    await expectAxeClean(app.page, `${language} student attendance with Late`);
    await app.page.screenshot({ path: `${SHOTS}/late-student-${language}.png` });
    await app.close();
  });
}
