import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userCalendarApi } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { UserCalendarPage } from './user-calendar-page';

/** Serves one session on 12 November 2026 and records the range of each request. */
function renderPage(route: string) {
  const ranges: { from: string | null; to: string | null }[] = [];
  server.use(
    answer(userCalendarApi.list, ({ query }) => {
      const range = { from: query.get('from'), to: query.get('to') };
      ranges.push(range);
      const inRange = (range.from ?? '') <= '2026-11-12' && '2026-11-12' <= (range.to ?? '');
      const session = { id: 's-1', classId: 3, title: 'Chemistry - Grade 10', date: '2026-11-12', startTime: '16:30', start: '2026-11-12T16:30' };
      return { message: '', data: { from: range.from ?? '', to: range.to ?? '', items: inRange ? [session] : [] } };
    }),
  );
  const { router } = renderWithProviders(<UserCalendarPage />, { route, path: '/user-calendar' });
  return { ranges, router };
}

describe('Calendar', () => {
  it("shows the month of the URL with each session's title and time on its day", async () => {
    const { ranges } = renderPage('/user-calendar?month=2026-11');
    const title = await screen.findByText('Chemistry - Grade 10');
    expect(title.closest('[role="gridcell"]')).toHaveAttribute('data-date', '2026-11-12');
    expect(title.closest('[role="gridcell"]')).toHaveTextContent('16:30');
    // A title takes its own direction: an English title in the Arabic calendar is cut at its end, not its start.
    expect(title).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    // The whole weeks shown (Saturday to Friday), not only the month's days.
    expect(ranges).toEqual([{ from: '2026-10-31', to: '2026-12-04' }]);
  });

  it('moves to the next month, asking for its weeks and keeping it in the URL', async () => {
    const user = userEvent.setup();
    const { ranges, router } = renderPage('/user-calendar?month=2026-11');
    await screen.findByText('Chemistry - Grade 10');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Chemistry - Grade 10')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?month=2026-12');
    expect(ranges.at(-1)).toEqual({ from: '2026-11-28', to: '2027-01-01' });
  });
});
