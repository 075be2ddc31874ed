import { apiToken, signIn, test, uniqueName, expect } from './helpers';

test('the center summary lists the center students and keeps its notes', async ({ page, request }) => {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const centerName = uniqueName('Dokki');
  const center = (await (await request.post('/api/admin/centers', { headers, data: { name: centerName } })).json()).data;
  const studentName = uniqueName('Salma');
  const student = await request.post('/api/admin/students', {
    headers,
    data: {
      name: studentName,
      gender: 'female',
      birthDate: '2009-01-02',
      email: `${studentName.replace(/\W/g, '').toLowerCase()}@example.com`,
      phone: '01012345678',
      studentType: 'center',
      centerId: center.id,
    },
  });
  expect(student.ok()).toBeTruthy();

  await signIn(page);
  await page.goto('/center-students?current-class=9');
  await page.getByRole('combobox', { name: 'Choose Center' }).click();
  await page.getByRole('option', { name: centerName }).click();
  await expect(page).toHaveURL(new RegExp(`current-center=${center.id}$`));
  await expect(page).not.toHaveURL(/current-class/);

  const total = page.getByRole('region', { name: 'Total Students' });
  await expect(total.getByLabel('Total Students: 1')).toBeVisible();
  await expect(total.getByText(`1. ${studentName}`)).toBeVisible();

  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('No Notes Found')).toBeVisible();
  await notes.getByRole('button', { name: 'ADD Note' }).click();
  await page.getByRole('dialog', { name: 'Add Note' }).getByRole('textbox', { name: 'Note' }).fill('Needs a quiet room');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Note created successfully')).toBeVisible();
  await expect(notes.getByText('Needs a quiet room')).toBeVisible();

  await notes.getByRole('button', { name: 'Edit note Needs a quiet room' }).click();
  await page.getByRole('dialog', { name: 'Edit Note' }).getByRole('textbox', { name: 'Note' }).fill('Needs a larger room');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Note updated successfully')).toBeVisible();

  // A reload shows the same center and its note.
  await page.reload();
  await expect(notes.getByText('Needs a larger room')).toBeVisible();
  await notes.getByRole('button', { name: 'Delete note Needs a larger room' }).click();
  await expect(page.getByText('Are you sure you want to delete "Needs a larger room"?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Note deleted successfully')).toBeVisible();
  await expect(notes.getByText('No Notes Found')).toBeVisible();
});
