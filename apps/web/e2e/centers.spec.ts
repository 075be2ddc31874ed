import { apiToken, signIn, test, uniqueName, expect } from './helpers';

test('create, validate, search, edit and delete a center', async ({ page }) => {
  await signIn(page);
  await page.goto('/centers');
  await expect(page.getByRole('heading', { name: 'Manage Centers' })).toBeVisible();

  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  const name = uniqueName('Giza');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Center created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Edit center')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Name').fill(`${name} West`);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Center updated successfully')).toBeVisible();
  await page.getByLabel('Clear search').click();
  await expect(page).not.toHaveURL(/q=/);

  await page.getByLabel(`Delete ${name} West`).click();
  await expect(page.getByText(`Are you sure you want to delete "${name} West"?`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Center deleted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${name} West`, exact: true })).toHaveCount(0);
});

test('an empty search shows "No Centers Found" and paging keeps page in the URL', async ({ page, request }) => {
  const token = await apiToken(request);
  const prefix = uniqueName('Paged');
  for (let i = 0; i < 31; i += 1) {
    await request.post('/api/admin/centers', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `${prefix} ${String(i).padStart(2, '0')}` },
    });
  }
  await signIn(page);
  await page.goto(`/centers?q=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('row')).toHaveCount(31);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('cell', { name: `${prefix} 30`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '31', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.goto('/centers?q=nothing-matches-this');
  await expect(page.getByText('No Centers Found')).toBeVisible();
});
