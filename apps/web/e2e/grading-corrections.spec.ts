import { type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiToken, signIn, test, uniqueName, expect } from './helpers';

/**
 * An exam (max 20) of a new class with a text question (5 points) and a single-choice one (2 points),
 * answered from the student side by the first of two students; the second has a score of 4 by hand.
 */
async function answeredExam(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  /** The answer's data, of the shape the caller names (a created row's id unless told). */
  const ok = async <T = { id: number }>(response: APIResponse): Promise<T> => {
    expect(response.ok(), await response.text()).toBeTruthy();
    return ((await response.json()) as { data: T }).data;
  };
  const course = await ok(
    await request.post('/api/admin/class-categories', { headers, data: { name: uniqueName('Physics'), code: uniqueName('PH') } }),
  );
  const part = await ok(
    await request.post('/api/admin/educational-parts', {
      headers,
      data: { name: uniqueName('Motion'), class_category_id: course.id },
    }),
  );
  const text = await ok(
    await request.post('/api/admin/questions', {
      headers,
      data: { text: 'Explain inertia in one sentence', type: 'text', points: 5, complexity: 3, educational_part_ids: [part.id] },
    }),
  );
  const choice = await ok(
    await request.post('/api/admin/questions', {
      headers,
      data: {
        text: 'What is the unit of force?',
        type: 'single_choice',
        points: 2,
        complexity: 3,
        educational_part_ids: [part.id],
        options: [
          { order: 1, text: 'Newton', is_correct: true },
          { order: 2, text: 'Joule', is_correct: false },
        ],
      },
    }),
  );
  const password = 'student-password-1';
  const students = [];
  for (const label of ['Answering', 'Other']) {
    const name = uniqueName(label);
    const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
    const created = await ok(
      await request.post('/api/admin/students', {
        headers,
        data: {
          name,
          gender: 'male',
          birthDate: '2009-01-01',
          email,
          phone: '01012345678',
          password,
          password_confirmation: password,
        },
      }),
    );
    students.push({ id: created.id, name, email });
  }
  const className = uniqueName('Corrections');
  const klass = await ok(
    await request.post('/api/admin/classes', {
      headers,
      data: {
        name: className,
        type: 'center',
        categoryId: course.id,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        students: students.map((s) => s.id),
      },
    }),
  );
  const exam = await ok<{ id: number; name: string }>(
    await request.post(`/api/admin/classes/${klass.id}/exams`, {
      headers,
      data: {
        name: uniqueName('Final'),
        date: '2026-01-01',
        dueDate: '2026-12-31 23:00',
        maxScore: 20,
        grading: [],
        questions: [
          { type: 'static', order: 1, question_id: text.id },
          { type: 'static', order: 2, question_id: choice.id },
        ],
      },
    }),
  );
  await ok(
    await request.post(`/api/admin/classes/${klass.id}/exams/changeStudentExamStatus`, {
      headers,
      data: { exams: [[students[1].id, exam.id, 4]] },
    }),
  );

  // The student's side: sign in, open the paper, answer both questions.
  const login = await ok<{ token: string }>(
    await request.post('/api/home/auth/login', { data: { email: students[0].email, password } }),
  );
  const studentHeaders = { authorization: `Bearer ${login.token}` };
  type Paper = { questions: { question_id: number; options: { id: number; text: string }[] }[] };
  const paper = await ok<Paper>(
    await request.post(`/api/home/classes/${klass.id}/exams/${exam.id}/start`, { headers: studentHeaders }),
  );
  const newton = paper.questions.find((q) => q.question_id === choice.id)!.options.find((o) => o.text === 'Newton')!;
  await ok(
    await request.post(`/api/home/classes/${klass.id}/exams/${exam.id}/answers`, {
      headers: studentHeaders,
      data: {
        answers: [
          { question_id: text.id, text_answer: 'A body keeps its motion unless a force acts on it.' },
          { question_id: choice.id, selected_option_id: newton.id },
        ],
      },
    }),
  );
  return { headers, course, klass, className, exam, students };
}

const rankingOf = async (request: APIRequestContext, headers: Record<string, string>, classId: number) =>
  (await (await request.get(`/api/admin/classes/${classId}/students-rank`, { headers })).json()).data.map(
    (row: { id: number; score: number }) => [row.id, row.score],
  );

test('a text answer corrected to 3.5 moves the exam total and the ranking', async ({ page, request }) => {
  test.slow();
  const { headers, course, klass, className, exam, students } = await answeredExam(request);
  // The paper waits for correction (it has a text answer): below the other student's 4 of 20.
  expect(await rankingOf(request, headers, klass.id)).toEqual([
    [students[1].id, 20],
    [students[0].id, 0],
  ]);

  await signIn(page);
  // From the workstation, its exams searched for 'Final': the answers open in a new tab.
  const workstation = `/archive?category=${course.id}&classType=${klass.id}&tab=exams&q=Final`;
  await page.goto(workstation);
  await page.getByRole('button', { name: `Show ${exam.name}` }).click();
  const [answersTab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('table', { name: exam.name }).getByRole('link', { name: 'View answers' }).click(),
  ]);
  await page.close();
  page = answersTab;
  await expect(page.getByRole('heading', { name: exam.name })).toBeVisible();
  await expect(page.getByText(students[0].name)).toBeVisible();
  await expect(page.getByText('A body keeps its motion unless a force acts on it.')).toBeVisible();
  await expect(page.getByText('Newton')).toBeVisible();
  await expect(page.getByRole('button', { name: /Submit Corrections/ })).toHaveCount(0);
  const textQuestion = page.getByRole('listitem').filter({ hasText: 'Explain inertia' });
  await textQuestion.getByRole('spinbutton', { name: 'New Score' }).fill('3.5');
  await page.screenshot({ path: '/tmp/shots-courses/correction-page-en.png', fullPage: true });

  await page.getByRole('button', { name: 'Change language' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'إرسال التصحيحات (1)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-courses/correction-page-ar.png', fullPage: true });
  await page.getByRole('button', { name: 'إرسال التصحيحات (1)' }).click();
  // Back on the screen it came from: the same category, class, tab and search, its list of exams showing.
  await expect(page).toHaveURL(workstation);
  await expect(page.getByRole('combobox', { name: 'الفئة' })).toHaveText(/Physics/);
  await expect(page.getByRole('combobox', { name: 'الفصل' })).toHaveText(className);
  await expect(page.getByRole('tab', { name: /^الامتحانات/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('button', { name: `عرض ${exam.name}` })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-courses/after-corrections-ar.png', fullPage: true });

  const view = (
    await (await request.get(`/api/admin/classes/${klass.id}/exams/${exam.id}/students/${students[0].id}`, { headers })).json()
  ).data;
  // 5.5 of the questions' 7 points, scaled to the exam's 20 (answersTotal).
  expect(view.result.score).toBe(15.71);
  expect(await rankingOf(request, headers, klass.id)).toEqual([
    [students[0].id, 78.55],
    [students[1].id, 20],
  ]);
});
