import { typeInPicker, signIn, test, uniqueName, expect } from './helpers';

const today = new Date();
const pad = (value: number) => String(value).padStart(2, '0');
const isoToday = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;

test('a course with a paper (duration in h/m/s, grades) and an event on its calendar', async ({ page }) => {
  await signIn(page);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Manage Courses' })).toBeVisible();
  await page.goto('/courses?q=no-course-matches-this');
  await expect(page.getByText('No Categories Found')).toBeVisible();
  await page.getByLabel('Clear search').click();

  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Code is required')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Grade Type' })).toHaveText('1-9');
  const name = uniqueName('Biology');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Code' }).fill('BIO-0610');
  await dialog.getByRole('combobox', { name: 'Grade Type' }).click();
  await page.getByRole('option', { name: 'a-u' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Course created successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'BIO-0610' })).toBeVisible();

  // Papers: the duration is entered as hours, minutes and seconds and comes back as 01:30:15.
  await page.getByRole('button', { name: `Papers of ${name}` }).click();
  const papers = page.getByRole('dialog', { name: `Papers of ${name}` });
  await expect(papers.getByText('No Papers Found')).toBeVisible();
  await papers.getByRole('button', { name: 'Add Paper' }).click();
  const paperForm = page.getByRole('dialog', { name: 'Add paper' });
  await paperForm.getByRole('button', { name: 'Save' }).click();
  await expect(paperForm.getByText('Name is required')).toBeVisible();
  await expect(paperForm.getByText('Max grade is required')).toBeVisible();
  await expect(paperForm.getByText('Average date is required')).toBeVisible();
  await expect(paperForm.getByText('Hours is required')).toBeVisible();
  await paperForm.getByRole('textbox', { name: 'Name' }).fill('Paper 1');
  await paperForm.getByRole('textbox', { name: 'Max Grade' }).fill('80');
  await typeInPicker(paperForm, 'Average Date', '20/01/2027');
  await paperForm.getByRole('textbox', { name: 'Hours' }).fill('1');
  await paperForm.getByRole('textbox', { name: 'Minutes' }).fill('30');
  await paperForm.getByRole('textbox', { name: 'Seconds' }).fill('15');
  await paperForm.getByRole('button', { name: 'Add Grade' }).click();
  await paperForm.getByRole('textbox', { name: 'Key', exact: true }).fill('A');
  await paperForm.getByRole('textbox', { name: 'Grade', exact: true }).fill('70');
  await paperForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Paper created successfully')).toBeVisible();
  const paperRow = papers.getByRole('row', { name: /Paper 1/ });
  await expect(paperRow).toContainText('01:30:15');
  await expect(paperRow).toContainText('A: 70');
  await papers.getByRole('button', { name: 'Close' }).click();

  // Calendar: add an event today, then edit and delete it from its menu.
  await page.getByRole('link', { name: `Calendar of ${name}` }).click();
  await expect(page).toHaveURL(/\/courses\/\d+\/calendar$/);
  await expect(page.getByRole('heading', { name: `${name} Calendar` })).toBeVisible();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const eventForm = page.getByRole('dialog', { name: 'Add Event' });
  await eventForm.getByRole('button', { name: 'Save' }).click();
  for (const message of ['Name is required', 'Start Date is required', 'Description is required']) {
    await expect(eventForm.getByText(message)).toBeVisible();
  }
  await eventForm.getByRole('textbox', { name: 'Name' }).fill('Mock exam');
  await typeInPicker(eventForm, 'Start Date', `${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`);
  await eventForm.getByRole('textbox', { name: 'Description' }).fill('Papers 1 and 2');
  await eventForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event created successfully')).toBeVisible();
  const day = page.locator(`[data-date="${isoToday}"]`);
  await expect(day).toHaveAttribute('aria-current', 'date');
  await expect(day.getByText('Mock exam')).toBeVisible();
  await expect(day.getByText('Papers 1 and 2')).toBeVisible();

  await day.getByRole('button', { name: 'Actions of Mock exam' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit Event' });
  await editForm.getByRole('textbox', { name: 'Name' }).fill('Mock exam 2');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event updated successfully')).toBeVisible();
  await expect(day.getByText('Mock exam 2')).toBeVisible();

  await day.getByRole('button', { name: 'Actions of Mock exam 2' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete "Mock exam 2"?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Event deleted successfully')).toBeVisible();
  await expect(day.getByText('Mock exam 2')).toHaveCount(0);

  // The month is kept in the URL.
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
});
