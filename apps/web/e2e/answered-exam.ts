import { type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, answerExam, optionOf, studentWithClass, uniqueName } from './helpers';

const CORRECTIONS = '/changeStudentQuestionStatus';

export type AnsweredExam = Awaited<ReturnType<typeof answeredExam>>;

/**
 * The data of the correction-total tests: a student answered an exam (max 100) of two 5-point questions, the
 * choice one right (the answers add up to 50), and a staff member then typed 90 in the exam tab.
 */
export async function answeredExam(request: APIRequestContext) {
  const admin = await adminApi(request);
  const password = 'student-password-1';
  const { categoryId, classId, student } = await studentWithClass(admin, {
    tag: uniqueName('Totals').replace(/\W/g, ''),
    course: uniqueName('Chemistry'),
    studentNames: [uniqueName('Laila')],
    password,
  });
  const part = await admin.post('/api/admin/educational-parts', { name: uniqueName('Atoms'), class_category_id: categoryId });
  const question = { points: 5, complexity: 3, educational_part_ids: [part.id] };
  const text = await admin.post('/api/admin/questions', {
    ...question,
    text: 'Describe an isotope in one sentence',
    type: 'text',
  });
  const choice = await admin.post('/api/admin/questions', {
    ...question,
    text: 'Which particle has no charge?',
    type: 'single_choice',
    options: [
      { order: 1, text: 'Neutron', is_correct: true },
      { order: 2, text: 'Proton', is_correct: false },
    ],
  });
  const exam = await admin.post<{ id: number; name: string }>(`/api/admin/classes/${classId}/exams`, {
    name: uniqueName('Final'),
    date: '2026-01-01',
    dueDate: '2026-12-31 23:00',
    maxScore: 100,
    grading: [],
    questions: [
      { type: 'static', order: 1, question_id: text.id },
      { type: 'static', order: 2, question_id: choice.id },
    ],
  });

  // The student's side: sign in, open the paper, answer both questions.
  await answerExam(request, { email: student.email, password }, { classId, examId: exam.id }, (paper) => [
    { question_id: text.id, text_answer: 'An atom of the same element with another number of neutrons.' },
    { question_id: choice.id, selected_option_id: optionOf(paper, choice.id, 'Neutron') },
  ]);

  // The exam tab's SAVE: 90 of 100 typed by hand after the student answered.
  await admin.post(`/api/admin/classes/${classId}/exams/changeStudentExamStatus`, { exams: [[student.id, exam.id, 90]] });
  return {
    admin,
    categoryId,
    classId,
    exam,
    student: { id: student.id, name: student.name },
    url: `/classes/${classId}/exams/${exam.id}/students/${student.id}`,
  };
}

/** The result and the text answer's correction the server holds for the student. */
export async function storedResult({ admin, classId, exam, student }: AnsweredExam) {
  const data = await admin.get<{
    result: { score: number | null };
    answeredQuestions: { question: { text: string }; corrected_score: number | null }[];
  }>(`/api/admin/classes/${classId}/exams/${exam.id}/students/${student.id}`);
  const textAnswer = data.answeredQuestions.find((answer) => answer.question.text.startsWith('Describe an isotope'))!;
  return { total: data.result.score, corrected: textAnswer.corrected_score };
}

/** The answer to the next corrections submit of the page, and whether it asked to replace the total. */
export const nextSubmit = (page: Page) =>
  page
    .waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(CORRECTIONS))
    .then((response) => ({ status: response.status(), replaceTotal: response.request().postDataJSON().replace_total ?? false }));
