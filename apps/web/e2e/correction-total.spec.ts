import fs from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { answeredExam, nextSubmit, storedResult } from './answered-exam';
import { expectAxeClean, signIn, test, expect } from './helpers';

// The refused save is the browser's "Failed to load resource … 409": the answer these tests provoke.
test.use({ expectedConsole: [/status of 409/] });

/**
 * A total entered by hand is not silently replaced by corrections: the student answered an exam (max 100) of
 * two 5-point questions, the choice one right (the answers add up to 50), and a staff member then typed 90
 * in the exam tab. Correcting the text answer to 3 would make the answers add up to 80: the correction page
 * says the total was entered by hand, and Submit Corrections asks first (the API's 409). Keeping saves
 * nothing; replacing stores 80.
 */
const SHOTS = '/tmp/shots';

/** Presses Tab until `target` has the focus (at most 40 presses), as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40 && !(await target.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a hand-entered total: the correction page asks before replacing it; Keep leaves 90, Replace stores 80', async ({
  page,
  request,
}) => {
  test.slow();
  const setup = await answeredExam(request);
  expect(await storedResult(setup)).toEqual({ total: 90, corrected: null });
  await signIn(page);

  // Workstation → class → Exams → the exam → the student → View answers (a new tab).
  await page.goto(`/archive?category=${setup.categoryId}&classType=${setup.classId}`);
  await page.getByRole('tab', { name: /^Exams/ }).click();
  await page.getByRole('button', { name: `Show ${setup.exam.name}` }).click();
  const row = page.getByRole('table', { name: setup.exam.name }).getByRole('row', { name: new RegExp(setup.student.name) });
  await expect(row).toContainText('90');
  // The answers page carries the workstation's screen, to come back to it.
  const workstationSearch = `?category=${setup.categoryId}&classType=${setup.classId}&tab=exams`;
  const [correction] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('link', { name: 'View answers' }).click(),
  ]);
  await expect(correction).toHaveURL(`${setup.url}${workstationSearch}`);
  await expect(correction.getByRole('heading', { name: setup.exam.name })).toBeVisible();
  await expect(correction.getByText(setup.student.name)).toBeVisible();

  const totals = correction.getByLabel('Totals');
  await expect(totals.getByRole('term')).toHaveText(['Total now']);
  await expect(totals.getByRole('definition')).toHaveText(['90 / 100 · entered by hand']);
  const textQuestion = correction.getByRole('listitem').filter({ hasText: 'Describe an isotope' });
  await textQuestion.getByRole('textbox', { name: 'New Score' }).fill('3');
  await expect(totals.getByRole('term')).toHaveText(['Total now', 'Total after the corrections']);
  await expect(totals.getByRole('definition')).toHaveText(['90 / 100 · entered by hand', '80 / 100']);
  await expectAxeClean(correction, 'en correction page');

  // Submit: the API refuses (409) and the page asks; focus starts on keeping.
  const submit = correction.getByRole('button', { name: 'Submit Corrections (1)' });
  const dialog = correction.getByRole('dialog', { name: 'Replace the entered total?' });
  let answer = nextSubmit(correction);
  await submit.click();
  expect(await answer).toEqual({ status: 409, replaceTotal: false });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'The total 90 / 100 was entered by hand. With these corrections the answers add up to 80 / 100. Keep the entered total (nothing is saved) or replace it?',
  );
  const keep = dialog.getByRole('button', { name: 'Keep 90' });
  await expect(keep).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Replace with 80' })).toBeVisible();
  await expectAxeClean(correction, 'en replace-total dialog');
  fs.mkdirSync(SHOTS, { recursive: true });
  await correction.screenshot({ path: `${SHOTS}/correction-total-dialog-en.png` });

  // Keep: nothing is saved, the typed correction stays on the page.
  await keep.click();
  await expect(dialog).toBeHidden();
  await expect(correction).toHaveURL(`${setup.url}${workstationSearch}`);
  await expect(textQuestion.getByRole('textbox', { name: 'New Score' })).toHaveValue('3');
  await expect(totals.getByRole('definition')).toHaveText(['90 / 100 · entered by hand', '80 / 100']);
  expect(await storedResult(setup)).toEqual({ total: 90, corrected: null });

  // Submit again and replace: the corrections go with replace_total and the total becomes 80.
  answer = nextSubmit(correction);
  await submit.click();
  expect(await answer).toEqual({ status: 409, replaceTotal: false });
  answer = nextSubmit(correction);
  await dialog.getByRole('button', { name: 'Replace with 80' }).click();
  expect(await answer).toEqual({ status: 200, replaceTotal: true });
  await expect(correction).toHaveURL(`/archive${workstationSearch}`);
  expect(await storedResult(setup)).toEqual({ total: 80, corrected: 3 });

  // The page of answers now shows the computed total, not one entered by hand.
  await correction.goto(setup.url);
  await expect(totals.getByRole('definition')).toHaveText(['80 / 100']);
});

test('in Arabic, by keyboard: Enter keeps the entered total, Escape keeps it too, Tab then Enter replaces it', async ({
  page,
  request,
}) => {
  test.slow();
  const setup = await answeredExam(request);
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto(setup.url);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: setup.exam.name })).toBeVisible();
  const totals = page.getByLabel('المجاميع');
  await expect(totals.getByRole('term')).toHaveText(['المجموع الحالي']);
  await expect(totals.getByRole('definition')).toHaveText(['90 / 100 · أُدخل يدوياً']);

  // Tab to the text answer's New Score (the first field of the page after the header) and type 3.
  const newScore = page
    .getByRole('listitem')
    .filter({ hasText: 'Describe an isotope' })
    .getByRole('textbox', { name: 'الدرجة الجديدة' });
  await tabTo(page, newScore);
  await page.keyboard.type('3');
  await expect(totals.getByRole('definition')).toHaveText(['90 / 100 · أُدخل يدوياً', '80 / 100']);
  await expect(totals.getByRole('term')).toHaveText(['المجموع الحالي', 'المجموع بعد التصحيحات']);
  await expectAxeClean(page, 'ar correction page');

  // Shift+Tab goes back to Submit Corrections, above the totals.
  const submit = page.getByRole('button', { name: 'إرسال التصحيحات (1)' });
  await page.keyboard.press('Shift+Tab');
  await expect(submit).toBeFocused();

  const dialog = page.getByRole('dialog', { name: 'استبدال المجموع المُدخل؟' });
  const keep = dialog.getByRole('button', { name: 'إبقاء 90' });
  const replace = dialog.getByRole('button', { name: 'استبدال بـ 80' });
  /**
   * Enter on Submit Corrections: the refused submit opens the dialog with the focus on keeping. Closing the
   * dialog gives the focus back to Submit, so Enter asks again.
   */
  const openDialog = async () => {
    await expect(submit).toBeFocused();
    const answer = nextSubmit(page);
    await page.keyboard.press('Enter');
    expect(await answer).toEqual({ status: 409, replaceTotal: false });
    await expect(dialog).toBeVisible();
    await expect(keep).toBeFocused();
  };

  await openDialog();
  await expect(dialog).toContainText(
    'المجموع 90 / 100 أُدخل يدوياً. مع هذه التصحيحات يصبح مجموع الإجابات 80 / 100. هل تُبقي المجموع المُدخل (لن يُحفظ شيء) أم تستبدله؟',
  );
  await expect(replace).toBeVisible();
  await expectAxeClean(page, 'ar replace-total dialog');
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/correction-total-dialog-ar.png` });

  // Enter on the focused Keep: nothing saved, the correction still typed.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(newScore).toHaveValue('3');
  expect(await storedResult(setup)).toEqual({ total: 90, corrected: null });

  // Escape keeps it as well.
  await openDialog();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(totals.getByRole('definition')).toHaveText(['90 / 100 · أُدخل يدوياً', '80 / 100']);
  expect(await storedResult(setup)).toEqual({ total: 90, corrected: null });

  // Tab then Enter replaces: the total becomes the answers' 80.
  await openDialog();
  await page.keyboard.press('Tab');
  await expect(replace).toBeFocused();
  const answer = nextSubmit(page);
  await page.keyboard.press('Enter');
  expect(await answer).toEqual({ status: 200, replaceTotal: true });
  // Opened by its own address: back to its class and tab, the workstation filling in the class's category.
  await expect(page).toHaveURL(`/archive?classType=${setup.classId}&tab=exams&category=${setup.categoryId}`);
  await expect(page.getByRole('tab', { name: /^الامتحانات/ })).toHaveAttribute('aria-selected', 'true');
  expect(await storedResult(setup)).toEqual({ total: 80, corrected: 3 });
});
