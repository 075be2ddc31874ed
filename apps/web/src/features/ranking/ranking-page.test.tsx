import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rankingApi, selectOptionsApi, type StudentRank } from '@backoffice/contract';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { RankingPage } from './ranking-page';

const amal: StudentRank = {
  id: 11,
  userId: 21,
  rank: 1,
  name: 'Amal Hassan',
  nickname: 'Mimi',
  schoolName: 'Cairo STEM',
  email: 'amal@example.com',
  avatar: null,
  score: 87.5,
};

/** Serves two classes; class 3 ranks Amal, class 5 has no student. Returns the class of each ranking request. */
function renderPage(route = '/ranking') {
  const askedClasses: unknown[] = [];
  server.use(
    answer(selectOptionsApi.classes, { message: '', data: [{ value: 3, name: 'Chemistry - Grade 10' }, { value: 5, name: 'Physics - Grade 10' }] }),
    answer(rankingApi.list, ({ params }) => {
      askedClasses.push(params.id);
      return onePage(params.id === '3' ? [amal] : []);
    }),
  );
  const { router } = renderWithProviders(<RankingPage />, { route, path: '/ranking' });
  return { askedClasses, router };
}

describe('Students Ranking', () => {
  it("opens on the first class and shows each student's score as a percentage with two decimals", async () => {
    const { askedClasses, router } = renderPage();
    const row = (await screen.findByRole('cell', { name: 'Amal Hassan' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '87.50%' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Cairo STEM' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveTextContent('Chemistry - Grade 10');
    expect(router.state.location.search).toBe('?classId=3');
    expect(askedClasses).toEqual(['3']);
  });

  it('shows the class chosen in the picker, keeping it in the URL, and says when it has no student', async () => {
    const user = userEvent.setup();
    const { askedClasses, router } = renderPage('/ranking?classId=3');
    await screen.findByRole('cell', { name: 'Amal Hassan' });
    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Physics - Grade 10' }));
    expect(await screen.findByText('No Students Found')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Amal Hassan' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?classId=5'));
    expect(askedClasses).toEqual(['3', '5']);
  });
});
