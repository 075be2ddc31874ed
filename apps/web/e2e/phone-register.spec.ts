import type { Page } from '@playwright/test';
import { adminApi, expect, expectAxeClean, signIn, studentWithClass, test, uniqueName } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** Where a box's start edge is: its left in English, its right in Arabic. */
const startEdge = (box: { x: number; width: number }, rtl: boolean) => (rtl ? box.x + box.width : box.x);

/** Scrolls the register to its far end sideways (the last session's column) and down to its last student. */
async function scrollToLastColumn(page: Page) {
  await page.getByRole('grid').evaluate((grid) => {
    grid.scrollLeft = (document.dir === 'rtl' ? -1 : 1) * grid.scrollWidth;
    grid.scrollIntoView({ block: 'end' });
  });
}

for (const language of ['English', 'Arabic'] as const) {
  test(`on a phone (${language}) the student's name stays pinned while the register scrolls sideways, and SAVE stays in view`, async ({
    page,
    request,
  }) => {
    const admin = await adminApi(request);
    const tag = uniqueName('Phone').replace(/\W/g, '');
    const { categoryId, classId, students } = await studentWithClass(admin, {
      tag,
      // Ten students: the register is taller than the phone's screen once scrolled to.
      studentNames: [`Karim Mostafa ${tag}`, `Laila Hassan ${tag}`, ...Array.from({ length: 8 }, (_, i) => `Pupil ${i + 1} ${tag}`)],
    });
    for (let week = 1; week <= 6; week += 1) {
      await admin.post(`/api/admin/classes/${classId}/attendance`, { name: `Week ${week}`, date: `2026-10-${10 + week}` });
    }
    await signIn(page);
    await page.goto(`/archive?category=${categoryId}&classType=${classId}`);
    const rtl = language === 'Arabic';
    if (rtl) {
      await page.getByRole('button', { name: 'Change language' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    const grid = page.getByRole('grid');
    const row = grid.getByRole('row').filter({ hasText: students[1].name });
    await expect(row).toBeVisible();

    await scrollToLastColumn(page);
    await expect.poll(() => grid.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(100);
    const name = row.getByRole('gridcell').first();
    const [gridBox, nameBox] = [await grid.boundingBox(), await name.boundingBox()];
    // The name's cell is still at the sheet's start edge, whole, after a scroll of more than its width.
    expect(Math.abs(startEdge(nameBox!, rtl) - startEdge(gridBox!, rtl))).toBeLessThanOrEqual(2);
    await expect(name).toHaveText(students[1].name);
    // The cell is the topmost element where it is drawn: no session's column slides over it.
    const covered = await name.evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !cell.contains(top);
    });
    expect(covered).toBe(false);

    // At the foot of the page, under the register, SAVE is still in view, enabled by a change.
    await row.getByRole('gridcell').last().click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const save = page.getByRole('button', { name: rtl ? 'حفظ' : 'SAVE', exact: true });
    await expect(save).toBeInViewport();
    await expect(save).toBeEnabled();
    await page.screenshot({ path: `/tmp/shots-phone-register-${language}.png` });
    await expectAxeClean(page, `the register on a phone in ${language}`);
  });
}
