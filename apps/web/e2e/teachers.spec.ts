import { typeInPicker, signIn, test, uniqueName, expect } from './helpers';

test('an admin adds a teacher, sees the rules, edits and deletes it', async ({ page }) => {
  await signIn(page);
  await page.goto('/teachers');
  await expect(page.getByRole('heading', { name: 'Manage TAs' })).toBeVisible();

  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Name is required',
    'Gender is required',
    'Birth date is required',
    'Email is required',
    'Phone is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  const name = uniqueName('Teacher');
  const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Nickname').fill('Mr T');
  await dialog.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await typeInPicker(dialog, 'Birthdate', '05/04/1990');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await dialog.getByLabel('Phone').fill('01000000000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Email must be a valid email address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Teacher created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Mr T');
  await expect(row).toContainText('Male');
  await expect(row).toContainText('5 Apr 1990');
  await expect(row).toContainText(email);

  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Edit teacher')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await page.getByRole('dialog').getByLabel('Nickname').fill('Coach');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Teacher updated successfully')).toBeVisible();
  await expect(row).toContainText('Coach');

  await page.getByLabel(`Delete ${name}`).click();
  await expect(page.getByText(`Are you sure you want to delete "${name}"?`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Teacher deleted successfully')).toBeVisible();
  await expect(page.getByText('No Teachers Found')).toBeVisible();
});
