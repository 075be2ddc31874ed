import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertsApi, dashboardApi, rankingApi, selectOptionsApi, type Dashboard, type DashboardClass, type StudentRank } from '@backoffice/contract';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { DashboardPage } from './dashboard-page';

const classRow = (id: number, name: string): DashboardClass => ({ id, name, students: 24, teachers: 2, homeworks: 6, exams: 1, quizzes: null });
const summaryOf = (page: number): Dashboard => ({
  students: 1234,
  teachers: 12,
  classes: 31,
  homeworks: null,
  averageWatches: 62.5,
  classCounts: [page === 1 ? classRow(3, 'Chemistry - Grade 10') : classRow(5, 'Physics - Grade 10')],
  classPagination: { total: 31, current_page: page, total_pages: 2 },
});
const amal: StudentRank = {
  id: 11,
  userId: 21,
  rank: 1,
  name: 'Amal Hassan',
  nickname: null,
  schoolName: 'Cairo STEM',
  email: 'amal@example.com',
  avatar: null,
  score: 91,
};

/** Serves the summary by page, and Amal as the top of class 3 (class 5 has no ranked student). */
function renderPage() {
  const topRequests: { id: unknown; limit: string | null }[] = [];
  server.use(
    answer(alertsApi.classes, { message: '', data: [] }),
    answer(dashboardApi.get, ({ query }) => ({ message: '', data: summaryOf(Number(query.get('page'))) })),
    answer(selectOptionsApi.classes, { message: '', data: [{ value: 3, name: 'Chemistry - Grade 10' }, { value: 5, name: 'Physics - Grade 10' }] }),
    answer(rankingApi.list, ({ params, query }) => {
      topRequests.push({ id: params.id, limit: query.get('limit') });
      return onePage(params.id === '3' ? [amal] : []);
    }),
  );
  const { router } = renderWithProviders(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
  return { topRequests, router };
}

describe('Dashboard', () => {
  it('shows the counts, a dash for a count the server does not know, and the average watches', async () => {
    renderPage();
    expect(await screen.findByTestId('count-students')).toHaveTextContent('1,234');
    expect(screen.getByTestId('count-homeworks')).toHaveTextContent('—');
    expect(screen.getByRole('img', { name: 'Average video watches: 62.50%' })).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Chemistry - Grade 10' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Chemistry - Grade 10', '24', '2', '6', '1', '—']);
  });

  it('pages through the per-class counts, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('cell', { name: 'Chemistry - Grade 10' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'Physics - Grade 10' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it("shows the first class's top five, and another class's when it is chosen", async () => {
    const user = userEvent.setup();
    const { topRequests } = renderPage();
    const top = await screen.findByTestId('top-students');
    expect(await within(top).findByRole('cell', { name: 'Amal Hassan' })).toBeInTheDocument();
    expect(within(top).getByRole('cell', { name: '91.00%' })).toBeInTheDocument();
    expect(topRequests).toEqual([{ id: '3', limit: '5' }]);

    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Physics - Grade 10' }));
    expect(await screen.findByText('No Students Found')).toBeInTheDocument();
    await waitFor(() => expect(topRequests.at(-1)).toEqual({ id: '5', limit: '5' }));
  });
});
