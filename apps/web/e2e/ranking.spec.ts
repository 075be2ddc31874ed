import { apiToken, signIn, test, uniqueName, expect } from './helpers';

test('the ranking keeps the chosen class in the URL and shows the score as a percent', async ({ page, request }) => {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const studentName = uniqueName('Ranked');
  const created = await request.post('/api/admin/students', {
    headers,
    data: {
      name: studentName,
      nickname: 'Ace',
      gender: 'male',
      birthDate: '2008-01-01',
      email: `${studentName.replace(/\W/g, '').toLowerCase()}@example.com`,
      phone: '01012345678',
      schoolName: 'Cairo School',
    },
  });
  expect(created.ok()).toBeTruthy();
  const studentId = (await created.json()).data.id as number;
  const className = uniqueName('Ranking class');
  const klass = await request.post('/api/admin/classes', {
    headers,
    data: { name: className, type: 'center', startDate: '2026-01-01', endDate: '2026-12-31', students: [studentId] },
  });
  expect(klass.ok()).toBeTruthy();
  const classId = (await klass.json()).data.id as number;

  await signIn(page);
  await page.goto('/ranking');
  await expect(page).toHaveURL(/classId=\d+/);
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: className }).click();
  await expect(page).toHaveURL(new RegExp(`classId=${classId}`));
  const row = page.getByRole('row', { name: new RegExp(studentName) });
  await expect(row).toContainText('Ace');
  await expect(row).toContainText('Cairo School');
  await expect(row).toContainText('0.00%');
  await page.getByRole('textbox', { name: 'Search' }).fill('nobody-by-this-name');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No Students Found')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`classId=${classId}`));
});
