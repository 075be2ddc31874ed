import { type APIRequestContext } from '@playwright/test';
import { apiToken, test, uniqueName, expect } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const PASSWORD = 'student-e2e-pass-1';
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16).replace('T', ' ');

/** A class with a student (who has a password), a dynamic quiz of 2 from a part of 5 questions, a homework and an attendance item. */
async function setUp(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const post = async (url: string, data: unknown) => {
    const response = await request.post(`/api/admin/${url}`, { headers, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBeTruthy();
    return (await response.json()).data;
  };
  const email = `${uniqueName('student').replace(/\W/g, '')}@example.com`.toLowerCase();
  const student = await post('students', {
    name: 'Salma Nabil',
    gender: 'female',
    birthDate: '2010-05-06',
    email,
    phone: '01234567890',
    studentType: 'school',
    schoolName: 'Nile School',
    password: PASSWORD,
    classes: [],
  });
  const klass = await post('classes', {
    name: uniqueName('Phys'),
    type: 'center',
    startDate: '2026-01-01',
    endDate: '2027-06-30',
    sessions: [],
    students: [student.id],
    teachers: [],
    isRanked: true,
  });
  const other = await post('classes', {
    name: uniqueName('Other'),
    type: 'center',
    startDate: '2026-01-01',
    endDate: '2027-06-30',
    sessions: [],
    students: [],
    teachers: [],
    isRanked: true,
  });
  const course = await post('class-categories', { name: uniqueName('Course'), code: uniqueName('C').replace(/\W/g, '') });
  const part = await post('educational-parts', { name: 'Units', class_category_id: course.id });
  for (let i = 1; i <= 5; i += 1) {
    await post('questions', {
      text: `Question number ${i}?`,
      type: 'single_choice',
      points: 1,
      complexity: 2,
      educational_part_ids: [part.id],
      options: [
        { order: 1, text: 'Right', is_correct: true },
        { order: 2, text: 'Wrong', is_correct: false },
      ],
    });
  }
  const quiz = await post(`classes/${klass.id}/quizzes`, {
    name: 'Quiz of units',
    date: new Date().toISOString().slice(0, 10),
    dueDate: dueIn(2),
    maxScore: 10,
    duration_minutes: 15,
    questions: [{ type: 'dynamic', order: 1, quantity: 2, educational_part_id: part.id, complexity: 2 }],
  });
  const homework = await post(`classes/${klass.id}/homework`, { name: 'Homework of units', dueDate: dueIn(3), maxScore: 10 });
  const attendance = await post(`classes/${klass.id}/attendance`, {
    name: 'Session 1',
    date: new Date().toISOString().slice(0, 10),
  });
  const otherAttendance = await post(`classes/${other.id}/attendance`, {
    name: 'Other session',
    date: new Date().toISOString().slice(0, 10),
  });
  return { headers, post, email, student, klass, other, quiz, homework, attendance, otherAttendance };
}

test('a student signs in, takes a dynamic quiz (same paper after a reload), submits a homework PDF; staff see both', async ({
  page,
  request,
}) => {
  const data = await setUp(request);
  await page.goto('/student/login');
  await page.getByLabel('Email').fill(data.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'My classes' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(data.klass.name) }).click();

  await page.getByRole('tab', { name: 'Quizzes' }).click();
  await page.getByRole('link', { name: 'Start' }).click();
  await expect(page.getByRole('timer')).toContainText('Time left');
  const questions = page.getByRole('radiogroup');
  await expect(questions).toHaveCount(2);
  const before = await page.locator('form legend, form label[id^="q-"]').allTextContents();
  await questions.first().getByLabel('Right').check();
  await page.reload();
  await expect(page.getByRole('radiogroup')).toHaveCount(2);
  expect(await page.locator('form legend, form label[id^="q-"]').allTextContents()).toEqual(before);
  await expect(page.getByRole('radiogroup').first().getByLabel('Right')).toBeChecked();
  await page.getByRole('radiogroup').nth(1).getByLabel('Wrong').check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('status')).toContainText('Score: 5 / 10');
  await page.screenshot({ path: 'test-results/student-en-quiz-submitted.png' });

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('tab', { name: 'Homework' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'answers.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(page.getByText('Your file was submitted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'My file' })).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();

  // Staff: the workstation's answers show the student's file and quiz answers.
  const homework = await (await request.get(`/api/admin/classes/${data.klass.id}/homework`, { headers: data.headers })).json();
  const result = homework.data.find((item: { id: number }) => item.id === data.homework.id).students[data.student.id];
  expect(result.file?.name).toBe('answers.pdf');
  expect(result.submitted_at).not.toBeNull();
  const quizzes = await (await request.get(`/api/admin/classes/${data.klass.id}/quizzes`, { headers: data.headers })).json();
  const quizResult = quizzes.data.find((item: { id: number }) => item.id === data.quiz.id).students[data.student.id];
  expect(quizResult).toMatchObject({ has_answers: true, score: 5 });
});

test.describe('a QR code of another class', () => {
  // The other class's code is refused: the browser's "Failed to load resource … 403" is the refusal this test checks.
  test.use({ expectedConsole: [/status of 403/] });

  test('scanning a QR code marks the student present; a code of another class is refused', async ({ page, request }) => {
    const data = await setUp(request);
    const code = await data.post(`classes/${data.klass.id}/attendance/${data.attendance.id}/create-qrcode`, {});
    const path = new URL(code.url).pathname + new URL(code.url).search;
    // Anonymous: the link asks to sign in first, then comes back to the scan.
    await page.goto(path);
    await page.getByLabel('Email').fill(data.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('status')).toContainText('You are marked present');
    await page.screenshot({ path: 'test-results/student-en-scan.png' });
    const list = await (await request.get(`/api/admin/classes/${data.klass.id}/attendance`, { headers: data.headers })).json();
    expect(list.data.find((item: { id: number }) => item.id === data.attendance.id).students[data.student.id]).toBe(1);

    const foreign = await data.post(`classes/${data.other.id}/attendance/${data.otherAttendance.id}/create-qrcode`, {});
    await page.goto(new URL(foreign.url).pathname + new URL(foreign.url).search);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This code belongs to a class you are not in.');

    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/student/classes');
    await expect(page.getByRole('heading', { name: 'فصولي' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ path: 'test-results/student-ar-classes.png' });
  });
});
