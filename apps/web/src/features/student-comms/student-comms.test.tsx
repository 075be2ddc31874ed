import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeMeetingsApi, homeNotificationsApi, type HomeMeeting, type InboxNotification } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { InboxTabIcon } from './components/inbox-tab-icon';
import { StudentInboxPage } from './student-inbox-page';
import { StudentMeetingsPage } from './student-meetings-page';

const note = (id: number, title: string, readAt: string | null): InboxNotification => ({
  id,
  title,
  body: `${title} body`,
  className: 'Physics 1',
  createdAt: '2026-11-20T10:00:00Z',
  readAt,
});
const pagination = { total: 2, count: 2, per_page: 20, current_page: 1, total_pages: 1 };

afterEach(() => vi.unstubAllGlobals());

describe('student inbox', () => {
  it('shows the unread count on the tab and the page, and opening an unread notification marks it read', async () => {
    const user = userEvent.setup();
    const read: unknown[] = [];
    server.use(
      answer(homeNotificationsApi.list, {
        message: '',
        data: [note(2, 'Exam moved', null), note(1, 'Welcome', '2026-11-19T09:00:00Z')],
        meta: { pagination, unread: 1 },
      }),
      answer(homeNotificationsApi.read, ({ params }) => {
        read.push(params.id);
        return { message: '', data: { unread: 0 } };
      }),
    );
    renderWithProviders(
      <>
        <InboxTabIcon />
        <StudentInboxPage />
      </>,
    );
    expect(await screen.findByText('1 unread notification')).toBeInTheDocument();
    expect(screen.getByTestId('inbox-unread')).toHaveTextContent('1');
    const unread = screen.getByRole('heading', { name: 'Exam moved' }).closest('article')!;
    expect(within(unread).getByText('New')).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: 'Welcome' }).closest('article')!).queryByText('New'),
    ).not.toBeInTheDocument();

    await user.click(within(unread).getByRole('button'));
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(read).toEqual(['2']);
    expect(within(unread).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByTestId('inbox-unread')).not.toHaveTextContent('1');

    // opening a read one again sends nothing
    await user.click(within(screen.getByRole('heading', { name: 'Welcome' }).closest('article')!).getByRole('button'));
    expect(read).toEqual(['2']);
  });
});

const meeting: HomeMeeting = {
  id: 7,
  topic: 'Revision session',
  agenda: null,
  main_type: 'meeting',
  startDate: '2026-12-01',
  startTimes: '16:30',
  duration: 90,
  classes: ['Physics 1'],
  password: 'abc123',
};

describe('student meetings', () => {
  it('lists the meeting with its date and time, and Join opens the link the server answers after recording the join', async () => {
    const user = userEvent.setup();
    const joined: { id: unknown; accept: string | null }[] = [];
    server.use(
      answer(homeMeetingsApi.list, { message: '', data: [meeting] }),
      answer(homeMeetingsApi.join, ({ params, headers }) => {
        joined.push({ id: params.id, accept: headers.get('accept') });
        return { message: '', data: { join_url: 'https://meet.example.com/r/7' } };
      }),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderWithProviders(<StudentMeetingsPage />);
    expect(await screen.findByText(/1 Dec 2026 at 16:30/)).toHaveTextContent('1 h 30 min');
    expect(screen.getByText('Password: abc123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Revision session' }));
    await waitFor(() => expect(tab.location.href).toBe('https://meet.example.com/r/7'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(joined).toEqual([{ id: '7', accept: 'application/json' }]);
  });

  it('shows the meetings on their day of the month calendar; choosing one shows its card with Join', async () => {
    const user = userEvent.setup();
    server.use(answer(homeMeetingsApi.list, { message: '', data: [meeting] }));
    renderWithProviders(<StudentMeetingsPage />, { route: '/student/meetings?view=calendar&month=2026-12' });
    const grid = await screen.findByRole('grid', { name: 'December 2026' });
    expect(screen.getByText('Choose a meeting on the calendar to see it here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Revision session' })).not.toBeInTheDocument();
    const item = within(grid).getByRole('button', { name: /16:30\s*Revision session/ });
    await user.click(item);
    expect(item).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Join Revision session' })).toBeInTheDocument();
    expect(screen.getByText(/1 Dec 2026 at 16:30/)).toBeInTheDocument();
  });
});
