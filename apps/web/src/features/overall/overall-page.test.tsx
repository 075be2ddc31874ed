import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { overallApi, selectOptionsApi, type OverallListResponse } from '@backoffice/contract';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { OverallPage } from './overall-page';

const PAGE = { total: 1, count: 1, per_page: 30, current_page: 1, total_pages: 1 };

/** Class 3 has Amal with 8 of 10 on Homework 1 and no score on Exam 1; class 5 has no student. */
const CLASS_3: OverallListResponse = {
  message: '',
  data: [{ id: 11, userId: 21, name: 'Amal Hassan' }],
  meta: {
    pagination: PAGE,
    totalAllHomework: { 1: { id: 1, name: 'Homework 1', max_score: 10 } },
    totalAllExams: { 2: { id: 2, name: 'Exam 1', max_score: 50 } },
    totalAllQuizzes: {},
    totalStudentHomework: { 11: [{ score: 8, homework_id: 1 }] },
    totalStudentQuizzes: {},
    totalStudentExams: {},
  },
};
const EMPTY_CLASS: OverallListResponse = {
  message: '',
  data: [],
  meta: {
    pagination: { ...PAGE, total: 0, count: 0 },
    totalAllHomework: {},
    totalAllExams: {},
    totalAllQuizzes: {},
    totalStudentHomework: {},
    totalStudentQuizzes: {},
    totalStudentExams: {},
  },
};

/** Serves two classes; answers each list request by its class and keeps which class and search it asked. */
function renderPage(route = '/overall') {
  const asked: { classId: unknown; q: string | null }[] = [];
  server.use(
    answer(selectOptionsApi.classes, {
      message: '',
      data: [
        { value: 3, name: 'Chemistry - Grade 10' },
        { value: 5, name: 'Physics - Grade 10' },
      ],
    }),
    answer(overallApi.list, ({ params, query }) => {
      asked.push({ classId: params.id, q: query.get('q') });
      return params.id === '3' ? CLASS_3 : EMPTY_CLASS;
    }),
  );
  const { router } = renderWithProviders(<OverallPage />, { route, path: '/overall' });
  return { asked, router };
}

describe('Students Overall Statistics', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("shows a column per item with its maximum and each student's score out of it", async () => {
    renderPage('/overall?classId=3');
    const row = (await screen.findByRole('cell', { name: 'Amal Hassan' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'Homework 1 (10)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Exam 1 (50)' })).toBeInTheDocument();
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Amal Hassan', '8/10', '']);
  });

  it('asks for the class chosen in the picker and says when it has no student', async () => {
    const user = userEvent.setup();
    const { asked, router } = renderPage('/overall?classId=3');
    await screen.findByRole('cell', { name: 'Amal Hassan' });
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Physics - Grade 10' }));
    expect(await screen.findByText('No Students Found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain('classId=5'));
    expect(asked.map((request) => request.classId)).toEqual(['3', '5']);
  });

  it('sends the search with the class', async () => {
    const user = userEvent.setup();
    const { asked } = renderPage('/overall?classId=3');
    await screen.findByRole('cell', { name: 'Amal Hassan' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'amal{Enter}');
    await waitFor(() => expect(asked.at(-1)).toEqual({ classId: '3', q: 'amal' }));
  });

  it('says in Arabic when the class has no student', async () => {
    await i18n.changeLanguage('ar');
    renderPage('/overall?classId=5');
    expect(await screen.findByText(i18n.t('overall.empty'))).toBeInTheDocument();
    expect(i18n.t('overall.empty')).not.toBe('No Students Found');
    expect(screen.getByRole('heading', { name: i18n.t('overall.title') })).toBeInTheDocument();
  });
});
