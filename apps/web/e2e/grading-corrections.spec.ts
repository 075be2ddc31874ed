import { type APIRequestContext } from '@playwright/test';
import { adminApi, answerExam, optionOf, signIn, studentWithClass, test, uniqueName, expect } from './helpers';

/**
 * An exam (max 20) of a new class with a text question (5 points) and a single-choice one (2 points),
 * answered from the student side by the first of two students; the second has a score of 4 by hand.
 */
async function answeredExam(request: APIRequestContext) {
  const admin = await adminApi(request);
  const password = 'student-password-1';
  const className = uniqueName('Corrections');
  const { categoryId, classId, students } = await studentWithClass(admin, {
    tag: uniqueName('PH').replace(/\W/g, ''),
    course: uniqueName('Physics'),
    className,
    studentNames: [uniqueName('Answering'), uniqueName('Other')],
    password,
  });
  const part = await admin.post('/api/admin/educational-parts', { name: uniqueName('Motion'), class_category_id: categoryId });
  const question = { complexity: 3, educational_part_ids: [part.id] };
  const text = await admin.post('/api/admin/questions', {
    ...question,
    text: 'Explain inertia in one sentence',
    type: 'text',
    points: 5,
  });
  const choice = await admin.post('/api/admin/questions', {
    ...question,
    text: 'What is the unit of force?',
    type: 'single_choice',
    points: 2,
    options: [
      { order: 1, text: 'Newton', is_correct: true },
      { order: 2, text: 'Joule', is_correct: false },
    ],
  });
  const exam = await admin.post<{ id: number; name: string }>(`/api/admin/classes/${classId}/exams`, {
    name: uniqueName('Final'),
    date: '2026-01-01',
    dueDate: '2026-12-31 23:00',
    maxScore: 20,
    grading: [],
    questions: [
      { type: 'static', order: 1, question_id: text.id },
      { type: 'static', order: 2, question_id: choice.id },
    ],
  });
  await admin.post(`/api/admin/classes/${classId}/exams/changeStudentExamStatus`, { exams: [[students[1].id, exam.id, 4]] });

  // The student's side: sign in, open the paper, answer both questions.
  await answerExam(request, { email: students[0].email, password }, { classId, examId: exam.id }, (paper) => [
    { question_id: text.id, text_answer: 'A body keeps its motion unless a force acts on it.' },
    { question_id: choice.id, selected_option_id: optionOf(paper, choice.id, 'Newton') },
  ]);
  return { headers: admin.headers, categoryId, classId, className, exam, students };
}

const rankingOf = async (request: APIRequestContext, headers: Record<string, string>, classId: number) =>
  (await (await request.get(`/api/admin/classes/${classId}/students-rank`, { headers })).json()).data.map(
    (row: { id: number; score: number }) => [row.id, row.score],
  );

test('a text answer corrected to 3.5 moves the exam total and the ranking', async ({ page, request }) => {
  test.slow();
  const { headers, categoryId, classId, className, exam, students } = await answeredExam(request);
  // The paper waits for correction (it has a text answer): below the other student's 4 of 20.
  expect(await rankingOf(request, headers, classId)).toEqual([
    [students[1].id, 20],
    [students[0].id, 0],
  ]);

  await signIn(page);
  // From the workstation, its exams searched for 'Final': the answers open in a new tab.
  const workstation = `/archive?category=${categoryId}&classType=${classId}&tab=exams&q=Final`;
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
  await textQuestion.getByRole('textbox', { name: 'New Score' }).fill('3.5');
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
    await (await request.get(`/api/admin/classes/${classId}/exams/${exam.id}/students/${students[0].id}`, { headers })).json()
  ).data;
  // 5.5 of the questions' 7 points, scaled to the exam's 20 (answersTotal).
  expect(view.result.score).toBe(15.71);
  expect(await rankingOf(request, headers, classId)).toEqual([
    [students[0].id, 78.55],
    [students[1].id, 20],
  ]);
});
