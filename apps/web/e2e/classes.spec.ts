import { type APIRequestContext } from '@playwright/test';
import { apiToken, pickerField, typeInPicker, signIn, test, uniqueName, expect } from './helpers';

async function createStudent(request: APIRequestContext, token: string, name: string) {
  const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
  const response = await request.post('/api/admin/students', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, gender: 'female', birthDate: '2009-03-04', email, phone: '01012345678', studentType: 'school' },
  });
  expect(response.ok()).toBeTruthy();
  return name;
}

test('an admin creates a class with two sessions and two students, toggles ranking and sees its empty videos', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const tag = uniqueName('Pupil').split(' ')[1];
  const first = await createStudent(request, token, `Amira ${tag}`);
  const second = await createStudent(request, token, `Bassem ${tag}`);
  const teacher = `Teacher ${tag}`;
  const createdTeacher = await request.post('/api/admin/teachers', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: teacher, gender: 'male', birthDate: '1990-05-06', email: `teacher${tag}@example.com`, phone: '01099999999' },
  });
  expect(createdTeacher.ok()).toBeTruthy();

  await signIn(page);
  await page.goto('/classes?q=no-class-matches-this');
  await expect(page.getByText('No Classes Found')).toBeVisible();
  await page.getByLabel('Clear search').click();

  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add class' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Name is required',
    'The type must be school or center',
    'The start date is required',
    'The end date is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  // Admins choose teachers; the school dropdown shows only for a school class.
  await expect(dialog.getByRole('combobox', { name: 'Teachers' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'School', exact: true })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'School' }).click();
  await expect(dialog.getByRole('combobox', { name: 'School', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add school' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Center' }).click();
  await expect(dialog.getByRole('combobox', { name: 'School', exact: true })).toHaveCount(0);

  const name = uniqueName('Physics');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await typeInPicker(dialog, 'Start Date', '01/09/2026');
  await typeInPicker(dialog, 'End Date', '30/06/2027');
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await typeInPicker(dialog, 'Start Time 1', '10:00');
  await dialog.getByRole('combobox', { name: 'Weekday 2' }).click();
  await page.getByRole('option', { name: 'Tuesday' }).click();
  await typeInPicker(dialog, 'Start Time 2', '12:30');
  for (const student of [first, second]) {
    await dialog.getByRole('combobox', { name: 'Students' }).fill(student);
    await page.getByRole('option', { name: new RegExp(student) }).click();
  }
  await dialog.getByRole('combobox', { name: 'Teachers' }).fill(tag);
  await page.getByRole('option', { name: teacher }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Class created successfully')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Center');
  // Columns: index, name, category, type, school, start, end, sessions per week, ranking, automatic report, actions.
  await expect(row.getByRole('cell').nth(7)).toHaveText('2');

  // The edit dialog shows the sessions and the students by name.
  await row.getByRole('cell', { name, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit class' });
  await expect(edit.getByRole('combobox', { name: 'Weekday 2' })).toHaveText('Tuesday');
  await expect(pickerField(edit, 'Start Time 1').locator('input')).toHaveValue('10:00');
  await expect(edit.getByRole('button', { name: new RegExp(first) })).toBeVisible();
  await expect(edit.getByRole('button', { name: new RegExp(second) })).toBeVisible();
  await expect(edit.getByRole('button', { name: teacher })).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Ranking: sent true on create, switched off at once, still off after a reload.
  const ranking = page.getByRole('switch', { name: `Ranking of ${name}` });
  await expect(ranking).toBeChecked();
  await ranking.click();
  await expect(ranking).not.toBeChecked();
  await expect(page.getByText('Class updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: `Ranking of ${name}` })).not.toBeChecked();
  const automatic = page.getByRole('switch', { name: `Automatic report of ${name}` });
  await automatic.click();
  await expect(automatic).toBeChecked();

  await page.getByRole('button', { name: `Videos of ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Videos of ${name}` }).getByText('No videos found')).toBeVisible();
});

test.describe('a school added twice', () => {
  // The second school of the same name is refused: the browser's "Failed to load resource … 422" is the field error shown.
  test.use({ expectedConsole: [/status of 422/] });

  test('an admin adds a missing school from the class form without leaving it', async ({ page }) => {
    await signIn(page);
    await page.goto('/classes');
    await page.getByRole('button', { name: 'ADD', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add class' });
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'School' }).click();

    const school = uniqueName('Nile School');
    for (const attempt of ['first', 'again']) {
      await dialog.getByRole('button', { name: 'Add school' }).click();
      const addSchool = page.getByRole('dialog', { name: 'Add school' });
      await addSchool.getByRole('textbox', { name: 'Name', exact: true }).fill(school);
      await addSchool.getByRole('button', { name: 'Save' }).click();
      if (attempt === 'first') {
        await expect(page.getByText('School created successfully')).toBeVisible();
        await expect(addSchool).toBeHidden();
      } else {
        // The server's field error lands on the field; the class form was not submitted.
        await expect(addSchool.getByText('This school already exists')).toBeVisible();
        // What was typed is not thrown away without asking.
        await addSchool.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
        await expect(addSchool).toBeHidden();
      }
    }
    await expect(dialog.getByRole('combobox', { name: /^School/ })).toHaveText(school);
    await expect(dialog.getByText('Name is required')).toHaveCount(0);
  });
});

test('the edit dialog shows a skeleton until its students have names, never their ids', async ({ page, request }) => {
  const token = await apiToken(request);
  const tag = uniqueName('Roster').split(' ')[1];
  const names = [`Dalia ${tag}`, `Emad ${tag}`];
  const ids: number[] = [];
  for (const student of names) {
    const response = await request.post('/api/admin/students', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: student,
        gender: 'female',
        birthDate: '2009-03-04',
        email: `${student.replace(/\W/g, '').toLowerCase()}@example.com`,
        phone: '01012345678',
      },
    });
    expect(response.ok()).toBeTruthy();
    ids.push((await response.json()).data.id as number);
  }
  const name = uniqueName('Biology');
  const created = await request.post('/api/admin/classes', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, type: 'center', startDate: '2026-09-01', endDate: '2027-06-30', students: ids },
  });
  expect(created.ok()).toBeTruthy();
  const classId = (await created.json()).data.id as number;

  await signIn(page);
  await page.goto(`/classes?q=${encodeURIComponent(name)}`);
  // The roster that names the students is held back, as on a slow line.
  let releaseRoster = () => {};
  const rosterHeld = new Promise<void>((resolve) => (releaseRoster = resolve));
  await page.route(new RegExp(`/api/admin/classes/${classId}/students\\b`), async (route) => {
    await rosterHeld;
    await route.continue();
  });
  await page.getByRole('cell', { name, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit class' });
  await expect(edit.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(edit).not.toContainText(/#\d/);
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();

  releaseRoster();
  for (const student of names) await expect(edit.getByRole('button', { name: new RegExp(student) })).toBeVisible();
  await expect(edit.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(edit).not.toContainText(/#\d/);
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
});
