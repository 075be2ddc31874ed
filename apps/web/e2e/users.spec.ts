import { apiToken, signIn, test, uniqueName, expect } from './helpers';

const emailOf = (name: string) => `${name.replace(/\W/g, '').toLowerCase()}@example.com`;

test.describe('server errors on the user form', () => {
  // The refused saves are the browser's "Failed to load resource … 422": the field errors this test reads.
  test.use({ expectedConsole: [/status of 422/] });

  test('an admin adds a supervisor (role 4) who manages two teachers; server errors land on the fields', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const teacherNames = [uniqueName('Managed A'), uniqueName('Managed B')];
    for (const name of teacherNames) {
      const response = await request.post('/api/admin/teachers', {
        headers: { authorization: `Bearer ${token}` },
        data: { name, gender: 'female', birthDate: '1991-01-01', email: emailOf(name), phone: '01000000001', classes: [] },
      });
      expect(response.ok()).toBeTruthy();
    }

    await signIn(page);
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    await page.getByRole('button', { name: 'ADD', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // No client rules: the empty form goes to the server, whose messages appear on the fields.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();

    const name = uniqueName('Supervisor');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(emailOf(name));
    await dialog.getByLabel('Phone').fill('01000000002');
    await expect(dialog.getByLabel('Managed teachers')).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Supervisor' }).click();
    const managed = dialog.getByLabel('Managed teachers');
    await expect(managed).toBeVisible();
    for (const teacher of teacherNames) {
      await managed.fill(teacher);
      await page.getByRole('option', { name: teacher }).click();
    }
    await dialog.getByLabel('Password', { exact: true }).fill('supervisor-pass-1');
    await dialog.getByLabel('Confirm password').fill('supervisor-pass-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const list = await request.get(`/api/admin/users?q=${encodeURIComponent(name)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [created] = (await list.json()).data;
    expect(created.mainRoleId).toBe(4);
    expect(created.managedTeachers).toHaveLength(2);

    // Editing reads the role back from mainRoleId and shows the managed teachers.
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await page.keyboard.press('Enter');
    await page.getByRole('cell', { name, exact: true }).click();
    await expect(page.getByRole('dialog').getByText('Edit user')).toBeVisible();
    for (const teacher of teacherNames)
      await expect(page.getByRole('dialog').getByRole('button', { name: teacher })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel(`Delete ${name}`).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(page.getByText('No Users Found')).toBeVisible();
  });
});

test('a teacher (role 2) signs in without the admin entries and is sent from /dashboard to /classes', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const name = uniqueName('Assistant');
  const account = { email: emailOf(name), password: 'assistant-pass-1' };
  const response = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, email: account.email, mainRole: 2, password: account.password, password_confirmation: account.password },
  });
  expect(response.ok()).toBeTruthy();

  await signIn(page, account);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Centers' })).toBeVisible();
  await nav.getByRole('button', { name: 'Manage Users' }).click();
  await expect(nav.getByRole('link', { name: 'Students Accounts' })).toBeVisible();
  for (const label of ['Dashboard', 'Users', 'Manage TAs', 'Manage Courses', 'Settings']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  }
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/classes$/);
  // Spreadsheet import and export are admin work: the buttons are not offered.
  await page.goto('/students');
  await expect(page.getByRole('heading', { name: 'Students Accounts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADD', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
});

test('a supervisor signs in straight to the classes of the teachers they manage, and to no admin screen', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const teacherName = uniqueName('Managed');
  const teacher = await request.post('/api/admin/teachers', {
    headers,
    data: { name: teacherName, gender: 'female', birthDate: '1991-01-01', email: emailOf(teacherName), phone: '01000000001' },
  });
  expect(teacher.ok()).toBeTruthy();
  const teacherId = (await teacher.json()).data.id as number;
  const [managedClass, otherClass] = [uniqueName('Managed class'), uniqueName('Other class')];
  for (const [name, teachers] of [
    [managedClass, [teacherId]],
    [otherClass, []],
  ] as const) {
    const created = await request.post('/api/admin/classes', {
      headers,
      data: { name, type: 'center', startDate: '2026-09-01', endDate: '2027-06-30', teachers },
    });
    expect(created.ok()).toBeTruthy();
  }
  const name = uniqueName('Supervisor');
  const account = { email: emailOf(name), password: 'supervisor-pass-1' };
  const supervisor = await request.post('/api/admin/users', {
    headers,
    data: {
      name,
      email: account.email,
      mainRole: 4,
      managedTeachers: [teacherId],
      password: account.password,
      password_confirmation: account.password,
    },
  });
  expect(supervisor.ok()).toBeTruthy();

  // Every screen the sign-in passes through: an admin-only one would be downloaded only to redirect.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await signIn(page, account);
  await expect(page).toHaveURL(/\/classes$/);
  expect(visited).not.toContain('/dashboard');
  await expect(page.getByRole('heading', { name: 'Manage Classes' })).toBeVisible();
  await expect(page.getByRole('cell', { name: managedClass, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: otherClass, exact: true })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of ['Dashboard', 'Audit Log', 'Settings'])
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/classes$/);
  await page.goto('/overall');
  await expect(page.getByRole('heading', { name: 'Students Overall Statistics' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveText(managedClass);
});

test('an admin resets a user’s password from the edit form; the old one stops working and the new one signs in', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const name = uniqueName('Forgetful');
  const email = emailOf(name);
  const created = await request.post('/api/admin/users', {
    headers,
    data: { name, email, mainRole: 2, password: 'old-password-1', password_confirmation: 'old-password-1' },
  });
  expect(created.ok()).toBeTruthy();

  await signIn(page);
  await page.goto(`/users?q=${encodeURIComponent(name)}`);
  await page.getByRole('cell', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText('Teacher');
  await dialog.getByLabel('Password', { exact: true }).fill('new-password-2');
  await dialog.getByLabel('Confirm password').fill('new-password-2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();

  const oldLogin = await request.post('/api/admin/auth/login', { data: { email, password: 'old-password-1' } });
  expect(oldLogin.ok()).toBeFalsy();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, { email, password: 'new-password-2' });
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByText(name)).toBeVisible();
});
