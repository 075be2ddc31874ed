import { type Page } from '@playwright/test';
import { signIn, test, uniqueName, expect } from './helpers';
import { examWithSubmission, pageText, redPixelsByQuarter } from './grading-pdf';

const PAGES = ['Page one answer', 'Page two answer', 'Page three answer'];

/** Draws a short zigzag with the mouse between two points given as fractions of the ink layer. */
async function draw(page: Page, from: [number, number], to: [number, number]) {
  const box = (await page.getByTestId('ink-layer').boundingBox())!;
  const at = ([fx, fy]: [number, number]) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  const [x0, y0] = at(from);
  const [x1, y1] = at(to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    const t = step / 12;
    await page.mouse.move(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + (step % 2 ? 4 : -4));
  }
  await page.mouse.up();
}

const strokes = (page: Page) => page.getByTestId('ink-layer');

test('a grader draws on page 2 through undo, redo, rotation and zoom, and SAVE ALL CHANGES writes the strokes into the PDF', async ({
  page,
  request,
}) => {
  test.slow();
  const exam = await examWithSubmission(request, PAGES);
  await signIn(page);
  await page.goto(exam.editor);
  await expect(page.getByRole('heading', { name: exam.studentName })).toBeVisible();
  await expect(page.getByText(/Max score 20/)).toBeVisible();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(strokes(page)).toHaveAttribute('data-rendered', '2:100:0');
  // Both strokes in the top-left quarter of the page.
  await draw(page, [0.1, 0.15], [0.35, 0.2]);
  await draw(page, [0.1, 0.3], [0.3, 0.35]);
  await expect(strokes(page)).toHaveAttribute('data-strokes', '2');
  await page.keyboard.press('Control+z');
  await expect(strokes(page)).toHaveAttribute('data-strokes', '1');
  await page.keyboard.press('Control+Shift+z');
  await expect(strokes(page)).toHaveAttribute('data-strokes', '2');
  await page.getByRole('button', { name: 'Undo (Ctrl+Z)' }).click();
  await page.getByRole('button', { name: 'Redo (Ctrl+Shift+Z)' }).click();
  await expect(strokes(page)).toHaveAttribute('data-strokes', '2');

  // Turned a quarter clockwise and zoomed to 120%, the page's top-left corner is at the view's top right.
  await page.getByRole('button', { name: 'Rotate right' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByTestId('zoom-level')).toHaveText('120%');
  await expect(strokes(page)).toHaveAttribute('data-rendered', '2:120:90');
  await draw(page, [0.65, 0.1], [0.85, 0.3]);
  await expect(strokes(page)).toHaveAttribute('data-strokes', '3');
  await page.screenshot({ path: 'test-results/grading-viewer-en.png', fullPage: true });

  await page.getByLabel('Score').fill('25');
  await expect(page.getByText('Enter a score from 0 to 20')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SAVE ALL CHANGES' })).toBeDisabled();
  await page.getByLabel('Score').fill('17.5');
  await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
  await expect(page.getByText('Scores saved successfully')).toBeVisible();
  await expect(strokes(page)).toHaveAttribute('data-strokes', '0');

  const submission = (await (await request.get(exam.submissionUrl, { headers: exam.headers })).json()).data;
  expect(submission.score).toBe(17.5);
  const file = Buffer.from(await (await request.get(submission.updatedFile, { headers: exam.headers })).body());
  const [topLeft, topRight, bottomLeft, bottomRight] = redPixelsByQuarter(file, 2);
  expect(topLeft).toBeGreaterThan(20);
  expect(topRight + bottomLeft + bottomRight).toBe(0);
  expect(redPixelsByQuarter(file, 1)).toEqual([0, 0, 0, 0]);
  expect(redPixelsByQuarter(file, 3)).toEqual([0, 0, 0, 0]);
  PAGES.forEach((text, index) => expect(pageText(file, index + 1)).toContain(text));

  // The workstation reads the same score.
  const items = (await (await request.get(`/api/admin/classes/${exam.classId}/exams`, { headers: exam.headers })).json()).data;
  expect(items[0].students[String(exam.studentId)].score).toBe(17.5);
});

test.describe('a submission that is not there', () => {
  // The missing submission is the browser's "Failed to load resource … 404": what the page shows as No Pdf Found.
  test.use({ expectedConsole: [/status of 404/] });

  test('unsaved strokes come back after the tab closes, and a missing submission says No Pdf Found', async ({
    page,
    request,
  }) => {
    const exam = await examWithSubmission(request, PAGES);
    await signIn(page);
    await page.goto(exam.editor);
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await draw(page, [0.2, 0.2], [0.4, 0.3]);
    await expect(strokes(page)).toHaveAttribute('data-strokes', '1');
    await page.reload();
    await expect(page.getByText('Unsaved strokes restored: 1')).toBeVisible();
    await expect(strokes(page)).toHaveAttribute('data-strokes', '1');

    // In Arabic: the viewer's texts, right to left, the strokes where they were.
    await page.getByRole('button', { name: 'Change language' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('الصفحة 1 من 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'حفظ كل التغييرات' })).toBeVisible();
    await expect(strokes(page)).toHaveAttribute('data-strokes', '1');
    await page.screenshot({ path: 'test-results/grading-viewer-ar.png', fullPage: true });

    await page.goto(`/exam-editor?classId=${exam.classId}&examId=${exam.examId}&studentId=999999`);
    await expect(page.getByText('لم يتم العثور على ملف PDF')).toBeVisible();
    await page.getByRole('link', { name: 'رجوع' }).click();
    await expect(page).toHaveURL(/\/archive$/);
  });
});

test.describe('a save on a stale version', () => {
  // The refused save is the browser's "Failed to load resource … 409": the answer this test checks.
  test.use({ expectedConsole: [/status of 409/] });

  test('two graders: the second sees who is grading, and a save on a stale version is refused with 409 and what changed', async ({
    browser,
    page,
    request,
  }) => {
    test.slow();
    const exam = await examWithSubmission(request, PAGES);
    const second = { email: `${uniqueName('grader').replace(/\W/g, '')}@example.com`, password: 'second-grader-pass' };
    const created = await request.post('/api/admin/users', {
      headers: exam.headers,
      data: {
        name: 'Second Grader',
        email: second.email,
        mainRole: 1,
        password: second.password,
        password_confirmation: second.password,
      },
    });
    expect(created.ok()).toBeTruthy();

    await signIn(page);
    await page.goto(exam.editor);
    await expect(page.getByText('Page 1 of 3')).toBeVisible();

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, second);
    await other.goto(exam.editor);
    await expect(other.getByText('Page 1 of 3')).toBeVisible();
    await expect(other.getByText(/This submission is being graded by/)).toBeVisible();

    await draw(page, [0.2, 0.2], [0.4, 0.3]);
    await expect(strokes(page)).toHaveAttribute('data-strokes', '1');
    await page.getByLabel('Score').fill('12');
    await page.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
    await expect(page.getByText('Scores saved successfully')).toBeVisible();

    await draw(other, [0.5, 0.2], [0.7, 0.25]);
    await expect(strokes(other)).toHaveAttribute('data-strokes', '1');
    await other.getByLabel('Score').fill('15');
    await other.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
    const conflict = other.getByTestId('grading-conflict');
    await expect(conflict).toContainText('Not saved: this submission changed since you opened it');
    await expect(conflict).toContainText(/Score: .* → 12/);
    await expect(conflict).toContainText('A new corrected file was saved');
    expect((await (await request.get(exam.submissionUrl, { headers: exam.headers })).json()).data.score).toBe(12);

    // Saving again is a choice made with the changes in view: it applies on top.
    await expect(strokes(other)).toHaveAttribute('data-strokes', '1');
    await other.getByRole('button', { name: 'SAVE ALL CHANGES' }).click();
    await expect(other.getByText('Scores saved successfully')).toBeVisible();
    const saved = (await (await request.get(exam.submissionUrl, { headers: exam.headers })).json()).data;
    expect(saved.score).toBe(15);
    // Both graders' strokes are in the file: the second save went on top of the first.
    const file = Buffer.from(await (await request.get(saved.updatedFile, { headers: exam.headers })).body());
    const [topLeft, topRight] = redPixelsByQuarter(file, 1);
    expect(topLeft).toBeGreaterThan(10);
    expect(topRight).toBeGreaterThan(10);
    await otherContext.close();
  });
});

test("pdf.js's worker starts while the student's file is still downloading, and page 1 is drawn once the file has come", async ({
  page,
  request,
}) => {
  const exam = await examWithSubmission(request, PAGES);
  await signIn(page);
  // The file is held back, as on a slow line; what the editor does meanwhile is recorded in order.
  const events: string[] = [];
  let releaseFile = () => {};
  const fileHeld = new Promise<void>((resolve) => (releaseFile = resolve));
  await page.route(new RegExp(`/api/admin/classes/${exam.classId}/files/`), async (route) => {
    events.push('file requested');
    await fileHeld;
    events.push('file released');
    await route.continue();
  });
  page.on('request', (sent) => {
    if (/pdf\.worker/.test(sent.url())) events.push('worker requested');
  });
  await page.goto(exam.editor);
  // Both requests are out while the file is still held: which of the two is sent first is a race.
  await expect.poll(() => events).toEqual(expect.arrayContaining(['worker requested', 'file requested']));
  expect(events).not.toContain('file released');

  releaseFile();
  await expect(strokes(page)).toHaveAttribute('data-rendered', '1:100:0');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  expect(events.indexOf('worker requested')).toBeLessThan(events.indexOf('file released'));
});
