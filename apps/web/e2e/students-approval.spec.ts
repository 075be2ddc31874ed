import { expect, test, type Page } from '@playwright/test';
import { apiToken, signIn, uniqueName } from './helpers';

type Pending = {
  id: number;
  userId: number;
  name: string;
  gender: string;
  birthDate: string;
  email: string;
  schoolName: string;
  facebookUrl: string | null;
  classes: { id: number; name: string }[];
};

/**
 * The API has no route that creates a pending (inactive) student, and the e2e server starts empty,
 * so the pending list and the status call are served here; the class options come from the real API.
 */
async function servePendingStudents(page: Page, pending: Pending[]) {
  const calls = { lists: 0, changes: [] as { id: number; body: unknown }[] };
  await page.route('**/api/admin/students/inactive-students*', async (route) => {
    calls.lists += 1;
    const pagination = { total: pending.length, count: pending.length, per_page: 30, current_page: 1, total_pages: 1 };
    await route.fulfill({ json: { message: '', data: pending, meta: { pagination } } });
  });
  await page.route('**/api/admin/students/*/change-active-status', async (route) => {
    const id = Number(/students\/(\d+)\//.exec(route.request().url())?.[1]);
    const body = route.request().postDataJSON() as { status: string };
    calls.changes.push({ id, body });
    // Slow on purpose: the row must be gone before the answer comes.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    pending.splice(
      pending.findIndex((student) => student.id === id),
      1,
    );
    await route.fulfill({
      json: {
        message: body.status === 'approved' ? 'Student approved successfully' : 'Student rejected successfully',
        data: null,
      },
    });
  });
  return calls;
}

test('approving picks the first class by default, removes the row at once and refetches; reject asks first', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const classes = [];
  for (const label of ['Approval B', 'Approval A']) {
    const response = await request.post('/api/admin/classes', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: uniqueName(label), type: 'center', startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    expect(response.ok()).toBeTruthy();
    const created = (await response.json()).data;
    classes.push({ id: created.id as number, name: created.name as string });
  }
  const student = (id: number, name: string, ofClasses: Pending['classes']): Pending => ({
    id,
    userId: id,
    name,
    gender: 'male',
    birthDate: '2009-02-03',
    email: `pending${id}@example.com`,
    schoolName: 'Delta School',
    facebookUrl: 'https://facebook.com/p',
    classes: ofClasses,
  });
  const pending = [
    student(9001, 'Pending Omar', classes),
    student(9002, 'Pending Laila', []),
    student(9003, 'Pending Sara', [classes[1]]),
  ];
  const calls = await servePendingStudents(page, pending);

  await signIn(page);
  await page.goto('/students-approval');
  await expect(page.getByRole('heading', { name: 'Students Approval' })).toBeVisible();
  const omar = page.getByRole('row', { name: /Pending Omar/ });
  await expect(omar).toContainText(`${classes[0].name}, ${classes[1].name}`);
  await expect(omar).toContainText('Delta School');

  // No class to default to: the approval is refused locally.
  await page
    .getByRole('row', { name: /Pending Laila/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Please select a class')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  expect(calls.changes).toHaveLength(0);

  await omar.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Class' })).toHaveText(classes[0].name);
  const listsBefore = calls.lists;
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(omar).toHaveCount(0, { timeout: 1000 });
  await expect(page.getByText('Student approved successfully')).toBeVisible();
  expect(calls.changes[0]).toEqual({ id: 9001, body: { status: 'approved', classId: classes[0].id } });
  await expect.poll(() => calls.lists).toBeGreaterThan(listsBefore);

  const sara = page.getByRole('row', { name: /Pending Sara/ });
  await sara.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Are you sure you want to reject "Pending Sara"?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(sara).toBeVisible();
  await sara.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(sara).toHaveCount(0, { timeout: 1000 });
  await expect(page.getByText('Student rejected successfully')).toBeVisible();
  expect(calls.changes[1]).toEqual({ id: 9003, body: { status: 'rejected' } });
});
