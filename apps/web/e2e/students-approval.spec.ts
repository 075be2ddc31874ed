import { type APIRequestContext } from '@playwright/test';
import { apiToken, signIn, test, uniqueName, expect } from './helpers';

/** A student signing up through the public registration route, as the student app does. */
async function signUp(request: APIRequestContext, name: string, classes: number[]) {
  const email = `${name.replace(/\s+/g, '.').toLowerCase()}@example.com`;
  const response = await request.post('/api/home/students/register', {
    data: {
      name,
      gender: 'male',
      birthDate: '2009-02-03',
      email,
      phone: '01011112222',
      studentType: 'school',
      schoolName: 'Delta School',
      facebookUrl: 'https://facebook.com/p',
      password: 'sign-up-secret',
      password_confirmation: 'sign-up-secret',
      classes,
    },
  });
  expect(response.ok()).toBeTruthy();
  return email;
}

test('approving picks the first class by default and enrols the student; reject asks first', async ({ page, request }) => {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const classes: { id: number; name: string }[] = [];
  for (const label of ['Approval B', 'Approval A']) {
    const response = await request.post('/api/admin/classes', {
      headers,
      data: { name: uniqueName(label), type: 'center', startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    expect(response.ok()).toBeTruthy();
    const created = (await response.json()).data;
    classes.push({ id: created.id as number, name: created.name as string });
  }
  const omar = uniqueName('Pending Omar');
  const laila = uniqueName('Pending Laila');
  const sara = uniqueName('Pending Sara');
  await signUp(request, omar, [classes[0].id, classes[1].id]);
  await signUp(request, laila, []);
  await signUp(request, sara, [classes[1].id]);

  await signIn(page);
  await page.goto('/students-approval');
  await expect(page.getByRole('heading', { name: 'Students Approval' })).toBeVisible();
  const omarRow = page.getByRole('row', { name: new RegExp(omar) });
  await expect(omarRow).toContainText(classes[0].name);
  await expect(omarRow).toContainText(classes[1].name);
  await expect(omarRow).toContainText('Delta School');

  // No class to default to: the approval is refused locally.
  await page
    .getByRole('row', { name: new RegExp(laila) })
    .getByRole('button', { name: 'Approve' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Please select a class')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await omarRow.getByRole('button', { name: 'Approve' }).click();
  const firstClass = [...classes].sort((a, b) => a.name.localeCompare(b.name))[0];
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Class' })).toHaveText(firstClass.name);
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(omarRow).toHaveCount(0);
  await expect(page.getByText('Student approved successfully')).toBeVisible();
  const enrolled = await request.get(`/api/admin/students?q=${encodeURIComponent(omar)}`, { headers });
  expect((await enrolled.json()).data).toEqual([expect.objectContaining({ name: omar, classes: [firstClass] })]);

  const saraRow = page.getByRole('row', { name: new RegExp(sara) });
  await saraRow.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`Are you sure you want to reject "${sara}"?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(saraRow).toBeVisible();
  await saraRow.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(saraRow).toHaveCount(0);
  await expect(page.getByText('Student rejected successfully')).toBeVisible();
  const rejected = await request.get(`/api/admin/students/inactive-students?q=${encodeURIComponent(sara)}`, { headers });
  expect((await rejected.json()).data).toEqual([]);
});
