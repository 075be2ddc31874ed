import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { assessmentsApi, type CorrectionView } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { ExamCorrectionPage } from './correction-page';

/** A whole answer of the endpoint: the workstation's view (not shown here) and the fields the page reads. */
const answers: CorrectionView = {
  assessment: {
    id: 9,
    kind: 'exam',
    name: 'Midterm',
    date: null,
    dueDate: '2026-11-20 09:00',
    maxScore: 7,
    gradingType: null,
    grading: [],
    duration_minutes: null,
    questions: [],
  },
  student: { id: 42, name: 'Sara Ali', class_user_id: 70042 },
  result: {
    status: 'submitted',
    score: 2,
    file: null,
    updatedFile: null,
    submitted_at: '2026-11-20 10:00',
    has_answers: true,
    version: 1,
    claim: null,
    claimed_by: null,
    claimed_at: null,
  },
  answers: [],
  name: 'Midterm',
  studentName: 'Sara Ali',
  answeredQuestions: [
    {
      id: 11,
      question_id: 5,
      question: { text: 'Capital of Egypt?', type: 'single_choice', points: 2 },
      text_answer: null,
      selected_options: [{ id: 1, text: 'Cairo' }],
      score: 2,
      corrected_score: null,
    },
    {
      id: 12,
      question_id: 6,
      question: { text: 'Explain photosynthesis', type: 'text', points: 5 },
      text_answer: 'Plants make sugar from light',
      selected_options: [],
      score: 0,
      corrected_score: null,
    },
  ],
};

/** The answers of student 42 to exam 9 of class 3 answered as `data` (or refused), opened from the workstation. */
function renderPage(data: CorrectionView | 'refused', search = '') {
  const asked: Record<string, unknown>[] = [];
  server.use(
    data === 'refused'
      ? refuse(assessmentsApi.exam.student, 404, 'No query results')
      : answer(assessmentsApi.exam.student, ({ params }) => {
          asked.push(params);
          return { message: '', data };
        }),
  );
  const { router } = renderWithProviders(<ExamCorrectionPage />, {
    route: `/classes/3/exams/9/students/42${search}`,
    path: '/classes/:classId/exams/:examId/students/:studentId',
    routes: [{ path: '/archive', element: <p>Workstation</p> }],
  });
  return { router, asked };
}

describe('correction page', () => {
  it('shows the exam and student, each answer with its original score, and submits only real corrections', async () => {
    const sent: { id: unknown; body: unknown }[] = [];
    server.use(
      answer(assessmentsApi.exam.saveAnswers, ({ params, body }) => {
        sent.push({ id: params.id, body });
        return { message: 'Scores saved successfully', data: { saved: 1 } };
      }),
    );
    const { router, asked } = renderPage(answers, '?category=5&classType=3&tab=exams&q=sara');
    expect(await screen.findByRole('heading', { name: 'Midterm' })).toBeInTheDocument();
    expect(asked).toEqual([expect.objectContaining({ id: '3', itemId: '9', studentId: '42' })]);
    expect(screen.getByText('Sara Ali')).toBeInTheDocument();
    expect(screen.getByText('Cairo')).toBeInTheDocument();
    expect(screen.getByText('Plants make sugar from light')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit Corrections/ })).not.toBeInTheDocument();

    const [first, second] = screen.getAllByRole('textbox', { name: 'New Score' });
    expect(second).toHaveAttribute('step', '0.5');
    expect(second).toHaveAttribute('min', '0');
    await userEvent.type(first, '0');
    expect(screen.queryByRole('button', { name: /Submit Corrections/ })).not.toBeInTheDocument();
    await userEvent.type(second, '3.5');
    await userEvent.type(first, '9'); // "09": above the question's 2 points, so no correction
    await userEvent.click(screen.getByRole('button', { name: 'Submit Corrections (1)' }));

    // Back on the workstation screen the answers were opened from.
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive'));
    expect(router.state.location.search).toBe('?category=5&classType=3&tab=exams&q=sara');
    expect(sent).toEqual([{ id: '3', body: { answeredQuestions: [{ question_id: 6, id: 12, user_id: 42, score: 3.5 }] } }]);
  }, 30_000);

  it('goes back to the class and tab of the answers without a submit', async () => {
    const { router } = renderPage(answers);
    await userEvent.click(await screen.findByRole('link', { name: 'Back to the Workstation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive'));
    expect(router.state.location.search).toBe('?classType=3&tab=exams');
  }, 30_000);

  it('shows the total now and after the corrections, and asks before replacing a total entered by hand', async () => {
    // 90 of 100 entered in the tab, where the answers (2 of 7 points) compute 28.57.
    const entered: CorrectionView = {
      ...answers,
      assessment: { ...answers.assessment, maxScore: 100 },
      result: { ...answers.result, status: 'corrected', score: 90 },
    };
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/admin/classes/3/exams/changeStudentQuestionStatus', async ({ request }) => {
        const body = (await request.json()) as { replace_total?: boolean };
        sent.push(body);
        if (body.replace_total) return HttpResponse.json({ message: 'Scores saved successfully', data: { saved: 1 } });
        const data = { results: [{ student_id: 42, item_id: 9, current_total: 90, computed_total: 71.43 }] };
        return HttpResponse.json(
          { message: 'The corrections would replace a total that was entered by hand', data, errors: null },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPage(entered);
    expect(await screen.findByText('90 / 100 · entered by hand')).toBeInTheDocument();
    expect(screen.queryByText('Total after the corrections')).not.toBeInTheDocument();

    await user.type(screen.getAllByRole('textbox', { name: 'New Score' })[1], '3');
    expect(screen.getByText('Total after the corrections')).toBeInTheDocument();
    expect(screen.getByText('71.43 / 100')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Corrections (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the entered total?' });
    expect(dialog).toHaveAccessibleDescription(
      'The total 90 / 100 was entered by hand. With these corrections the answers add up to 71.43 / 100. Keep the entered total (nothing is saved) or replace it?',
    );
    expect(sent).toEqual([{ answeredQuestions: [{ question_id: 6, id: 12, user_id: 42, score: 3 }] }]);
    // Focus starts on keeping: Enter keeps the total, saves nothing and stays on the page.
    expect(screen.getByRole('button', { name: 'Keep 90' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/classes/3/exams/9/students/42');

    // Asked again, Tab then Enter replaces it: the same corrections go again with replace_total.
    await user.click(screen.getByRole('button', { name: 'Submit Corrections (1)' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive'));
    expect(sent[2]).toEqual({ answeredQuestions: [{ question_id: 6, id: 12, user_id: 42, score: 3 }], replace_total: true });
  }, 30_000);

  it('says there is nothing to correct when no question was answered', async () => {
    renderPage({ ...answers, answeredQuestions: [] });
    expect(await screen.findByText('No questions to correct')).toBeInTheDocument();
  });

  it('goes back to the workstation when the answers cannot be loaded', async () => {
    const { router } = renderPage('refused');
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive'));
  });
});
