import { apiToken, typeInPicker, signIn, test, uniqueName, expect } from './helpers';

test('an admin adds a center student, edits it, resets the password and deletes it', async ({ page, request }) => {
  const token = await apiToken(request);
  const centerName = uniqueName('Center');
  const center = await request.post('/api/admin/centers', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: centerName },
  });
  expect(center.ok()).toBeTruthy();

  await signIn(page);
  await page.goto('/students');
  await expect(page.getByRole('heading', { name: 'Students Accounts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByLabel('Import file')).toHaveAttribute('accept', '.xlsx,.xls');

  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add student')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Center', exact: true })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('0100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const message of ['Name is required', 'Gender is required', 'Birth date is required', 'Email is required']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByText('Phone must be at least 11 characters')).toBeVisible();

  const name = uniqueName('Student');
  const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await typeInPicker(dialog, 'Birthdate', '10/09/2008');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('01012345678');
  await dialog.getByRole('textbox', { name: 'School', exact: true }).fill('Nile School');
  await dialog.getByRole('textbox', { name: 'Facebook URL' }).fill('https://facebook.com/someone');
  await dialog.getByRole('combobox', { name: 'Student type' }).click();
  await page.getByRole('option', { name: 'Center', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Center is required when the student type is center')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Center', exact: true }).click();
  await page.getByRole('option', { name: centerName }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Student created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Female');
  await expect(row).toContainText('Nile School');
  await expect(row.getByText('Center', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/someone');

  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Edit student')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: `Center ${centerName}` })).toHaveText(centerName);
  await page.getByRole('dialog').getByRole('textbox', { name: 'Nickname' }).fill('Nour');
  // The parents of this student read Arabic: their e-mails (alerts, the weekly word) are written in it.
  const language = page.getByRole('dialog').getByRole('combobox', { name: /^Language of e-mails/ });
  await expect(language).toHaveText('English');
  await language.click();
  await page.getByRole('option', { name: 'العربية' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Student updated successfully')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: /^Language of e-mails/ })).toHaveText('العربية');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Reset asks first; Escape answers no, and nothing is sent.
  const resetButton = page.getByLabel(`Reset password of ${name}`);
  await resetButton.click();
  const confirmReset = page.getByRole('dialog', { name: 'Reset password' });
  await expect(confirmReset).toContainText(email);
  await page.keyboard.press('Escape');
  await expect(confirmReset).toBeHidden();
  await expect(resetButton).toBeFocused();
  await expect(page.getByText('Please wait...')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(confirmReset.getByRole('button', { name: 'Reset', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please wait...')).toBeVisible();
  await expect(page.getByText('A link to set a new password has been sent to the student')).toBeVisible();
  await expect(page.getByText('Please wait...')).toBeHidden();

  await page.getByLabel(`Delete ${name}`).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Student deleted successfully')).toBeVisible();
  await expect(page.getByText('No Students Found')).toBeVisible();
});

test("a teaching assistant sees their class's students but is offered no edit, reset or delete", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const assistant = { email: `${uniqueName('ta').replace(/\W/g, '')}@example.com`, password: 'assistant pass 1' };
  const created = await request.post('/api/admin/users', {
    headers,
    data: {
      name: uniqueName('Assistant'),
      email: assistant.email,
      mainRole: 2,
      password: assistant.password,
      password_confirmation: assistant.password,
    },
  });
  expect(created.ok()).toBeTruthy();
  const name = uniqueName('Pupil');
  const student = await request.post('/api/admin/students', {
    headers,
    data: {
      name,
      gender: 'male',
      birthDate: '2009-03-04',
      email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
      phone: '01012345678',
      studentType: 'school',
    },
  });
  const klass = await request.post('/api/admin/classes', {
    headers,
    data: {
      name: uniqueName('Class'),
      type: 'center',
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      teachers: [(await created.json()).data.id],
      students: [(await student.json()).data.id],
    },
  });
  expect(klass.ok()).toBeTruthy();

  await signIn(page, assistant);
  await page.goto('/students');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: `Reset password of ${name}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await row.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
