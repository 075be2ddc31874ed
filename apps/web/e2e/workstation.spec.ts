import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, typeInPicker, signIn, test, uniqueName, expect } from './helpers';

type Setup = {
  classId: number;
  categoryId: number;
  className: string;
  courseName: string;
  students: { id: number; name: string }[];
};

/** A course, a class of it and `count` students in the class, made through the API. */
async function createClass(request: APIRequestContext, count = 3): Promise<Setup & { headers: Record<string, string> }> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const tag = uniqueName('WS').replace(/\W/g, '');
  const course = await request.post('/api/admin/class-categories', {
    headers,
    data: { name: `Biology ${tag}`, code: tag.slice(-12) },
  });
  expect(course.ok()).toBeTruthy();
  const categoryId = (await course.json()).data.id as number;
  const students: Setup['students'] = [];
  for (let index = 0; index < count; index += 1) {
    const name = `Pupil ${String.fromCharCode(65 + index)} ${tag}`;
    const created = await request.post('/api/admin/students', {
      headers,
      data: {
        name,
        gender: 'male',
        birthDate: '2009-01-01',
        email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
        phone: '01012345678',
        schoolName: 'Cairo School',
      },
    });
    expect(created.ok()).toBeTruthy();
    students.push({ id: (await created.json()).data.id as number, name });
  }
  const className = `Class ${tag}`;
  const klass = await request.post('/api/admin/classes', {
    headers,
    data: {
      name: className,
      type: 'center',
      categoryId,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      students: students.map((s) => s.id),
      isRanked: true,
    },
  });
  expect(klass.ok()).toBeTruthy();
  return {
    headers,
    classId: (await klass.json()).data.id as number,
    categoryId,
    className,
    courseName: `Biology ${tag}`,
    students,
  };
}

/** Opens the workstation by its pickers, as a user does, on `tab`. */
async function openClass(page: Page, setup: Setup, tab = 'Attendance') {
  await page.goto('/archive');
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: setup.courseName }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: setup.className }).click();
  await expect(page).toHaveURL(new RegExp(`category=${setup.categoryId}&classType=${setup.classId}`));
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
}

/** The status or score of `student` in the sheet column headed `column`. */
async function sheetCell(page: Page, student: string, column: string) {
  // The sheet may still be loading or refetching: wait for its column first.
  await expect(page.getByRole('grid').getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const headers = await page.getByRole('grid').getByRole('columnheader').allTextContents();
  const index = headers.indexOf(column);
  expect(index).toBeGreaterThan(-1);
  return page.getByRole('grid').getByRole('row').filter({ hasText: student }).getByRole('gridcell').nth(index);
}

test('attendance: created by its form, Full All, one cycle, the student code, SAVE, and a reload shows it saved', async ({
  page,
  request,
}) => {
  const setup = await createClass(request);
  const [first, second, third] = setup.students;
  await signIn(page);
  await openClass(page, setup);
  await expect(page.getByText('No attendance found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();

  await page.getByRole('button', { name: 'Add Attendance' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  // The date starts at today's: only the name is missing.
  await expect(dialog.getByText('Date is required')).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Week 1');
  await typeInPicker(dialog, 'Date', '02/11/2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Show Week 1' }).click();
  await page.getByRole('button', { name: 'Full All' }).click();
  await expect(page.getByRole('tab', { name: 'Attendance (3)' })).toBeVisible();
  // One click cycles present → unknown.
  await (await sheetCell(page, second.name, 'Week 1')).click();
  await expect(await sheetCell(page, second.name, 'Week 1')).toHaveText('Unknown');
  // Empty All, then the code brings the first student back present.
  await page.getByRole('button', { name: 'Empty All' }).click();
  const code = (await (await sheetCell(page, first.name, 'Code')).textContent()) ?? '';
  await page.getByRole('textbox', { name: 'Student code' }).fill(code);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${first.name} marked present`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Student code' }).fill('99999999');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Student not found in the class list')).toBeVisible();

  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByRole('tab', { name: 'Attendance', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  await page.reload();
  await expect(await sheetCell(page, first.name, 'Week 1')).toHaveText('Present');
  await expect(await sheetCell(page, second.name, 'Week 1')).toHaveText('Absent');
  await expect(await sheetCell(page, third.name, 'Week 1')).toHaveText('Absent');
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();
});

test('the register takes no mouse: arrows, Space, Ctrl+S; a staged change survives a reload', async ({ page, request }) => {
  const setup = await createClass(request, 4);
  for (const [name, date] of [
    ['Week 1', '2026-11-02'],
    ['Week 2', '2026-11-09'],
  ]) {
    const created = await request.post(`/api/admin/classes/${setup.classId}/attendance`, {
      headers: setup.headers,
      data: { name, date },
    });
    expect(created.ok()).toBeTruthy();
  }
  await signIn(page);
  await page.goto(`/archive?category=${setup.categoryId}&classType=${setup.classId}`);
  const grid = page.getByRole('grid', { name: 'Register' });
  await expect(grid).toBeVisible();
  // Newest first: the first item column is Week 2.
  await expect(grid.getByRole('columnheader')).toHaveText(['Student', 'Code', 'Week 2', 'Week 1']);
  // Into the sheet by keyboard: its one tab stop is the first cell.
  await grid.getByRole('gridcell').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space'); // unknown → absent
  await page.keyboard.press('Space'); // → present
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space'); // second student absent
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await page.keyboard.press('Space'); // second student present in week 1
  await expect(page.getByRole('tab', { name: 'Attendance (3)' })).toBeVisible();

  // Staged, not saved: a reload keeps all three.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Attendance (3)' })).toBeVisible();
  await expect(await sheetCell(page, setup.students[0].name, 'Week 2')).toHaveText('Present');
  await expect(await sheetCell(page, setup.students[1].name, 'Week 2')).toHaveText('Absent');
  await expect(await sheetCell(page, setup.students[1].name, 'Week 1')).toHaveText('Present');

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('link', { name: 'Manage Classes' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/archive/);

  // Ctrl+S saves from anywhere on the tab.
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('tab', { name: 'Attendance', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Attendance', exact: true })).toBeVisible();
  await expect(await sheetCell(page, setup.students[0].name, 'Week 2')).toHaveText('Present');
  await expect(await sheetCell(page, setup.students[1].name, 'Week 1')).toHaveText('Present');
  await expect(await sheetCell(page, setup.students[2].name, 'Week 1')).toHaveText('Unknown');
});

test('a classwork created with its PDF, a status saved', async ({ page, request }) => {
  const setup = await createClass(request, 2);
  await signIn(page);
  await openClass(page, setup, 'Classworks');
  await expect(page.getByText('No classwork found')).toBeVisible();
  await page.getByRole('button', { name: 'Add Classwork' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Worksheet 1');
  await typeInPicker(dialog, 'Due date', '20/11/2026');
  await typeInPicker(dialog, 'Time', '10:30');
  await dialog.getByRole('textbox', { name: 'Max score' }).fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('PDF file is required')).toBeVisible();
  await dialog.getByLabel('PDF').setInputFiles({
    name: 'worksheet.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Show Worksheet 1' }).click();
  await expect(page.getByRole('button', { name: 'Open PDF' })).toBeVisible();
  const status = await sheetCell(page, setup.students[0].name, 'Worksheet 1');
  await expect(status).toHaveText('Not attended');
  await status.click();
  await status.click();
  await expect(status).toHaveText('Attended, correct classwork');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  await page.reload();
  await expect(await sheetCell(page, setup.students[0].name, 'Worksheet 1')).toHaveText('Attended, correct classwork');
});

test('an exam with a dynamic question and grading a-u: typed scores show their grade and move the ranking', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const setup = await createClass(request, 2);
  const [top, other] = setup.students;
  const part = await request.post('/api/admin/educational-parts', {
    headers: setup.headers,
    data: { name: `Cells ${setup.classId}`, class_category_id: setup.categoryId },
  });
  expect(part.ok()).toBeTruthy();
  const partId = (await part.json()).data.id as number;
  for (const text of ['What is a cell?', 'Name an organelle.']) {
    const question = await request.post('/api/admin/questions', {
      headers: setup.headers,
      data: { text, type: 'text', points: 5, complexity: 3, educational_part_ids: [partId], options: [] },
    });
    expect(question.ok()).toBeTruthy();
  }
  await signIn(page);
  await openClass(page, setup, 'Exams');
  await page.getByRole('button', { name: 'Add Exam' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Time is required')).toBeVisible();
  await expect(dialog.getByText('Max score is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Mid-term');
  await typeInPicker(dialog, 'Due date', '20/11/2026');
  await typeInPicker(dialog, 'Time', '09:00');
  await dialog.getByRole('textbox', { name: 'Max score' }).fill('20');
  await dialog.getByRole('combobox', { name: 'Grading type' }).click();
  await page.getByRole('option', { name: 'a-u' }).click();
  await expect(dialog.getByRole('textbox', { name: /^[A-U] from$/ })).toHaveCount(21);
  const ranges: Record<string, [number, number]> = { A: [18, 20], B: [10, 17.99] };
  for (const grade of 'ABCDEFGHIJKLMNOPQRSTU') {
    const [from, to] = ranges[grade] ?? [0, 0];
    await dialog.getByRole('textbox', { name: `${grade} from` }).fill(String(from));
    await dialog.getByRole('textbox', { name: `${grade} to` }).fill(String(to));
  }
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  const question = dialog.getByRole('group', { name: 'Question 1' });
  await question.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Dynamic' }).click();
  await question.getByRole('combobox', { name: 'Educational part' }).click();
  await page.getByRole('option', { name: `Cells ${setup.classId}` }).click();
  await question.getByRole('combobox', { name: 'Complexity' }).click();
  await page.getByRole('option', { name: '3 (2 questions)', exact: true }).click();
  await expect(question.getByText(`2 questions of complexity 3 in Cells ${setup.classId} to draw from`)).toBeVisible();
  await question.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Scores by keyboard: a value above the max score is refused, Enter moves down, Ctrl+S saves.
  await (await sheetCell(page, top.name, 'Mid-term')).click();
  await page.keyboard.type('25');
  await expect(page.getByRole('grid').getByText('Enter a score from 0 to 20')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.type('18');
  await page.keyboard.press('Enter');
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Exams (2)' })).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('tab', { name: 'Exams', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Show Mid-term' }).click();
  const marks = page.getByRole('table', { name: 'Mid-term' });
  await expect(marks.getByRole('row', { name: new RegExp(top.name) })).toContainText('18A');
  await expect(marks.getByRole('row', { name: new RegExp(other.name) })).toContainText('10B');
  // A corrected file uploaded for one student is listed beside theirs.
  await page
    .getByLabel(`Upload updated file of ${top.name}`)
    .setInputFiles({ name: 'corrected.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(marks.getByRole('row', { name: new RegExp(top.name) }).getByRole('button', { name: /\.pdf$/ })).toBeVisible();

  await page.goto(`/ranking?classId=${setup.classId}`);
  await expect(page.getByRole('row', { name: new RegExp(top.name) })).toContainText('90.00%');
  await expect(page.getByRole('row', { name: new RegExp(other.name) })).toContainText('50.00%');
});
