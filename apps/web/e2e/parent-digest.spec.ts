import fs from 'node:fs';
import { adminApi, expectAxeClean, signIn, test, expect } from './helpers';

const SHOTS = '/tmp/shots-digest';

test('the weekly parent e-mail is previewed on Settings in the student’s language, English and Arabic', async ({
  page,
  request,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const api = await adminApi(request);
  // Two students of a class, one whose parents read English and one whose parents read Arabic.
  const tag = Date.now().toString(36);
  const chosen = { en: `Nadia En${tag}`, ar: `Karim Ar${tag}` };
  const ids: number[] = [];
  for (const [language, name] of Object.entries(chosen)) {
    const local = name.replace(/\W/g, '').toLowerCase();
    const student = await api.post('/api/admin/students', {
      name,
      gender: 'female',
      birthDate: '2010-05-01',
      email: `${local}@example.com`,
      phone: '01012345678',
      schoolName: 'Nile School',
      motherEmail: `mother.${local}@example.com`,
      language,
    });
    ids.push(student.id);
  }
  await api.post('/api/admin/classes', {
    name: `Digest class ${tag}`,
    type: 'center',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    students: ids,
  });

  await signIn(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Weekly parent e-mail' });
  await expect(section.getByRole('switch', { name: 'Send the weekly e-mail to parents' })).toBeVisible();
  // Axe before the preview: it would inject its script into the sandboxed frame, which (rightly) runs none.
  await expectAxeClean(page, 'settings (en)');
  await section.getByRole('combobox', { name: 'Student' }).fill(chosen.en);
  await page.getByRole('option', { name: new RegExp(chosen.en) }).click();
  const frame = section.frameLocator('iframe[title="Preview"]');
  await expect(frame.getByText(`The week of ${chosen.en}`).first()).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(section.getByText(/^To: /)).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/preview-en.png` });

  // Arabic screen, Arabic student: the screen and the e-mail both read right to left.
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arSection = page.getByRole('region', { name: 'الرسالة الأسبوعية لأولياء الأمور' });
  await expect(arSection.getByRole('combobox', { name: 'الطالب' })).toBeVisible();
  await expectAxeClean(page, 'settings (ar)');
  // By keyboard: into the student field, type, pick the first option with the arrow keys.
  await arSection.getByRole('combobox', { name: 'الطالب' }).focus();
  await page.keyboard.type(chosen.ar);
  await expect(page.getByRole('option', { name: new RegExp(chosen.ar) })).toBeVisible();
  const options = page.getByRole('option');
  const index = (await options.allTextContents()).findIndex((text) => text.includes(chosen.ar));
  for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const arFrame = arSection.frameLocator('iframe[title="معاينة"]');
  await expect(arFrame.getByText(`أسبوع ${chosen.ar}`).first()).toBeVisible();
  await expect(arFrame.locator('html')).toHaveAttribute('dir', 'rtl');
  await arSection.screenshot({ path: `${SHOTS}/preview-ar.png` });
  await page.evaluate(() => localStorage.removeItem('language'));
});

test('the weekly e-mail setting is saved and read back', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Weekly parent e-mail' });
  await section.getByRole('switch', { name: 'Send the weekly e-mail to parents' }).check();
  await section.getByRole('combobox', { name: 'Day' }).click();
  await page.getByRole('option', { name: 'Sunday' }).click();
  await section.getByRole('button', { name: 'Save weekly e-mail' }).press('Enter');
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await page.reload();
  await expect(section.getByRole('combobox', { name: 'Day' })).toHaveText('Sunday');
  await expect(section.getByRole('switch', { name: 'Send the weekly e-mail to parents' })).toBeChecked();
});
