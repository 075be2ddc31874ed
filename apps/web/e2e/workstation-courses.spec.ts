import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, expectAxeClean, signIn, test, uniqueName, expect } from './helpers';

/** The Workstation's line about the chosen category (the offline queue's live region, empty here, is the page's other status). */
const pickerStatus = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

const SHOTS = '/tmp/shots-courses';

/**
 * A new teaching assistant teaching one class of Biology; Chemistry has a class of someone else's and
 * Drama none at all. Names are unique, so the course lists of other tests never match them.
 */
async function assistantWithOneCourse(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const tag = uniqueName('').replace(/\W/g, '');
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()).data.id as number;
  };
  const course = async (name: string) => ({
    id: await post('/api/admin/class-categories', { name, code: name.slice(-12) }),
    name,
  });
  const [biology, chemistry, drama] = [
    await course(`Biology ${tag}`),
    await course(`Chemistry ${tag}`),
    await course(`Drama ${tag}`),
  ];
  const assistant = { email: `ta${tag}@example.com`.toLowerCase(), password: 'assistant-password-1' };
  const teacherId = await post('/api/admin/users', {
    name: `Assistant ${tag}`,
    email: assistant.email,
    mainRole: 2,
    password: assistant.password,
    password_confirmation: assistant.password,
  });
  const klass = (name: string, categoryId: number, teachers: number[]) =>
    post('/api/admin/classes', { name, type: 'center', categoryId, teachers, startDate: '2026-01-01', endDate: '2026-12-31' });
  const mine = { id: await klass(`Biology A ${tag}`, biology.id, [teacherId]), name: `Biology A ${tag}` };
  await klass(`Chemistry A ${tag}`, chemistry.id, []);
  return { assistant, biology, chemistry, drama, mine };
}

test('a teaching assistant is offered only the categories of their classes, and told why another one has none', async ({
  page,
  request,
}) => {
  test.slow();
  const setup = await assistantWithOneCourse(request);
  await signIn(page, setup.assistant);
  await page.goto('/archive');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await expect(page.getByRole('option')).toHaveText([setup.biology.name]);
  await page.getByRole('option', { name: setup.biology.name }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await expect(page.getByRole('option')).toHaveText([setup.mine.name]);
  await page.keyboard.press('Escape');

  // A link to a category they do not teach: no empty picker without a word, but the reason.
  await page.goto(`/archive?category=${setup.chemistry.id}`);
  await expect(pickerStatus(page)).toHaveText(
    'No classes of this category are assigned to you. Choose another category, or ask an admin to add you to one of its classes.',
  );
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveAttribute('aria-disabled', 'true');
  await expectAxeClean(page, 'en workstation, category without classes of theirs');
  await page.screenshot({ path: `${SHOTS}/ta-no-classes-en.png`, fullPage: true });

  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(pickerStatus(page)).toHaveText(
    'لا توجد فصول من هذه الفئة مسندة إليك. اختر فئة أخرى، أو اطلب من المسؤول إضافتك إلى أحد فصولها.',
  );
  await expectAxeClean(page, 'ar workstation, category without classes of theirs');
  await page.screenshot({ path: `${SHOTS}/ta-no-classes-ar.png`, fullPage: true });
  await page.getByRole('combobox', { name: 'الفئة' }).click();
  await expect(page.getByRole('option')).toHaveText([setup.biology.name]);
  await page.screenshot({ path: `${SHOTS}/ta-categories-ar.png`, fullPage: true });
});

test('an admin is offered every category, and told when the chosen one has no classes yet', async ({ page, request }) => {
  const setup = await assistantWithOneCourse(request);
  await signIn(page);
  await page.goto('/archive');
  await page.getByRole('combobox', { name: 'Category' }).click();
  for (const course of [setup.biology, setup.chemistry, setup.drama]) {
    await expect(page.getByRole('option', { name: course.name })).toBeVisible();
  }
  await page.getByRole('option', { name: setup.drama.name }).click();
  await expect(pickerStatus(page)).toHaveText('This category has no classes yet. Add one under Manage Classes.');
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/admin-no-classes-en.png`, fullPage: true });
});
