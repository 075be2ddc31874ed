import { apiToken, signIn, test, uniqueName, expect } from './helpers';

test('the class summary shows a private class students, dropped notes with a reason and transfers', async ({ page, request }) => {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const studentName = uniqueName('Omar');
  const student = await request.post('/api/admin/students', {
    headers,
    data: {
      name: studentName,
      gender: 'male',
      birthDate: '2009-01-02',
      email: `${studentName.replace(/\W/g, '').toLowerCase()}@example.com`,
      phone: '01012345678',
      studentType: 'school',
    },
  });
  const { userId } = (await student.json()).data;
  const className = uniqueName('Chemistry');
  const created = await request.post('/api/admin/classes', {
    headers,
    data: { name: className, type: 'center', startDate: '2026-01-01', endDate: '2027-12-31', students: [userId], isRanked: true },
  });
  expect(created.ok()).toBeTruthy();
  const classId = (await created.json()).data.id as number;

  await signIn(page);
  await page.goto('/class-students');
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('combobox', { name: 'Course Type' }).click();
  await page.getByRole('option', { name: 'Private' }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: className }).click();
  await expect(page).toHaveURL(new RegExp(`current-class=${classId}`));

  await expect(page.getByRole('tab', { name: 'Students (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`1. ${studentName}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Dropped' }).click();
  await expect(page).toHaveURL(/tab=dropped/);
  const dropped = page.getByRole('region', { name: 'Dropped' });
  await dropped.getByRole('button', { name: 'ADD Note' }).click();
  const form = page.getByRole('dialog', { name: 'Add Note' });
  await form.getByRole('textbox', { name: 'Note' }).fill(`${studentName} left`);
  await form.getByRole('textbox', { name: 'Reason' }).fill('Moved abroad');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Note created successfully')).toBeVisible();
  await expect(dropped.getByText(`${studentName} left`)).toBeVisible();
  await expect(dropped.getByText(/Reason: Moved abroad/)).toBeVisible();

  await page.getByRole('tab', { name: 'Transfer' }).click();
  const transfers = page.getByRole('region', { name: 'Transfer' });
  await expect(transfers.getByText('No Notes Found')).toBeVisible();
  await transfers.getByRole('button', { name: 'ADD Note' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Note' }).getByRole('textbox', { name: 'Reason' })).toHaveCount(0);

  // A shared link with only the class finds its type.
  await page.goto(`/class-students?current-class=${classId}&tab=dropped`);
  await expect(page.getByRole('combobox', { name: 'Course Type' })).toHaveText('Private');
  await expect(page.getByRole('region', { name: 'Dropped' }).getByText(`${studentName} left`)).toBeVisible();
});
