import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expectAxeClean, signIn, test, uniqueName, expect } from './helpers';

type Setup = { categoryId: number; classId: number; part: string; otherPart: string };

/**
 * A course whose part "Organic chemistry …" has two questions of complexity 3 and one of 5, a class of it, and
 * another course with a part of its own, all made through the API.
 */
async function createSetup(request: APIRequestContext): Promise<Setup> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const tag = uniqueName('DP').replace(/\W/g, '');
  const post = async (url: string, data: object) => {
    const response = await request.post(`/api/admin/${url}`, { headers, data });
    expect(response.ok(), url).toBeTruthy();
    return (await response.json()).data as { id: number };
  };
  const course = await post('class-categories', { name: `Chemistry ${tag}`, code: tag.slice(-12) });
  const other = await post('class-categories', { name: `History ${tag}`, code: `H${tag.slice(-11)}` });
  const partName = `Organic chemistry ${tag}`;
  const otherPart = `Pharaohs ${tag}`;
  const part = await post('educational-parts', { name: partName, class_category_id: course.id });
  const stray = await post('educational-parts', { name: otherPart, class_category_id: other.id });
  for (const [complexity, partId] of [
    [3, part.id],
    [3, part.id],
    [5, part.id],
    [3, stray.id],
  ])
    await post('questions', {
      text: `Question ${complexity} ${tag}`,
      type: 'text',
      points: 2,
      complexity,
      educational_part_ids: [partId],
    });
  const klass = await post('classes', {
    name: `Class ${tag}`,
    type: 'center',
    categoryId: course.id,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    students: [],
  });
  return { categoryId: course.id, classId: klass.id, part: partName, otherPart };
}

type Words = {
  exams: string;
  add: string;
  addQuestion: string;
  type: string;
  dynamic: string;
  part: string;
  complexity: string;
  quantity: string;
};

/** The exam form's first question made dynamic: the picker a teacher meets. */
async function openPicker(page: Page, setup: Setup, words: Words) {
  await page.goto(`/archive?category=${setup.categoryId}&classType=${setup.classId}`);
  await page.getByRole('tab', { name: new RegExp(`^${words.exams}`) }).click();
  await page.getByRole('button', { name: words.add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: words.addQuestion }).click();
  await dialog.getByRole('combobox', { name: new RegExp(`^${words.type}`) }).click();
  await page.getByRole('option', { name: words.dynamic }).click();
  return dialog;
}

test('the dynamic picker offers the course’s parts only and says why a draw is impossible', async ({ page, request }) => {
  const setup = await createSetup(request);
  await signIn(page);
  const words = {
    exams: 'Exams',
    add: 'Add Exam',
    addQuestion: 'Add Question',
    type: 'Type',
    dynamic: 'Dynamic',
    part: 'Educational part',
    complexity: 'Complexity',
    quantity: 'Quantity',
  };
  const dialog = await openPicker(page, setup, words);
  // A new dynamic question asks no complexity yet, and asks for a part of the class's course.
  await expect(dialog.getByRole('combobox', { name: words.complexity })).toHaveText('Any');
  await expect(dialog.getByText("Choose an educational part of this class's course")).toBeVisible();
  await dialog.getByRole('combobox', { name: words.part }).click();
  await expect(page.getByRole('option')).toHaveText([setup.part]);
  await page.getByRole('option', { name: setup.part }).click();
  await expect(dialog.getByText(`3 questions of ${setup.part} to draw from`)).toBeVisible();

  // Each complexity says how many it has; one without questions cannot be chosen.
  await dialog.getByRole('combobox', { name: words.complexity }).click();
  await expect(page.getByRole('option', { name: '5 (1 question)' })).toBeVisible();
  await expect(page.getByRole('option', { name: '1 (0 questions)' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: '3 (2 questions)' }).click();
  await dialog.getByLabel(words.quantity).fill('5');
  const hint = dialog.getByText(`Only 2 questions of complexity 3 in ${setup.part}; you asked for 5`);
  await expect(hint).toBeVisible();
  await expect(dialog.getByLabel(words.quantity)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel(words.quantity)).toHaveAccessibleDescription(await hint.innerText());
  await page.screenshot({ path: '/tmp/shots-picker/picker-en.png' });
  await expectAxeClean(page, 'dynamic picker, too few questions');
  await dialog.getByLabel(words.quantity).fill('2');
  await expect(dialog.getByText(`2 questions of complexity 3 in ${setup.part} to draw from`)).toBeVisible();
  await expect(dialog.getByLabel(words.quantity)).not.toHaveAttribute('aria-invalid', 'true');
});

test('the dynamic picker explains an impossible draw in Arabic, right to left', async ({ page, request }) => {
  const setup = await createSetup(request);
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  const words = {
    exams: 'الامتحانات',
    add: 'إضافة امتحان',
    addQuestion: 'إضافة سؤال',
    type: 'النوع',
    dynamic: 'عشوائي',
    part: 'الجزء التعليمي',
    complexity: 'الصعوبة',
    quantity: 'العدد',
  };
  const dialog = await openPicker(page, setup, words);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await dialog.getByRole('combobox', { name: words.part }).click();
  await expect(page.getByRole('option')).toHaveText([setup.part]);
  await page.getByRole('option', { name: setup.part }).click();
  await dialog.getByRole('combobox', { name: words.complexity }).click();
  await page.getByRole('option', { name: '3 (سؤالان)' }).click();
  await dialog.getByLabel(words.quantity).fill('5');
  await expect(dialog.getByText(`يوجد سؤالان فقط بمستوى الصعوبة 3 في ${setup.part}؛ وطلبت 5`)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-picker/picker-ar.png' });
  await expectAxeClean(page, 'dynamic picker in Arabic');
});
