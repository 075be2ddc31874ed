import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsApi, attendanceApi, authApi, type Attendance, type AuthUser } from '@backoffice/contract';
import { forgetStagedSnapshots } from '@/components/grid/staged-changes';
import { cellAt, resetSheets } from '@/test/grid-sheet';
import { onePage } from '@/test/list-answer';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { TabContent } from './tab-content';
import { WorkstationTabBar } from './workstation-tab-bar';

const salma: AuthUser = { id: 7, name: 'Salma Adel', nickname: null, email: 'salma@example.com', mainRole: 'teacher', mainRoleId: 2 };
const hala: AuthUser = { id: 1, name: 'Hala Said', nickname: null, email: 'hala@example.com', mainRole: 'admin', mainRoleId: 1 };

const roster = [
  { id: 11, name: 'Amal Hassan', class_user_id: 70011 },
  { id: 12, name: 'Bilal Omar', class_user_id: 70012 },
];
const week1: Attendance = {
  id: 5,
  name: 'Week 1',
  date: '2026-11-02',
  dueDate: null,
  maxScore: null,
  students: {},
  studentsWithClassUserId: roster,
};

/** What each SAVE sent. */
const saved = vi.fn();

/** Class 3's attendance tab with its tab bar, as `user` sees it after signing in on this browser. */
function signInAndOpen(user: AuthUser) {
  forgetStagedSnapshots();
  localStorage.setItem('token', `token-of-${user.id}`);
  server.use(
    answer(authApi.me, { message: '', data: { user } }),
    answer(alertsApi.list, onePage([])),
    answer(attendanceApi.list, onePage([week1])),
    answer(attendanceApi.save, ({ body }) => {
      saved(body);
      return { message: 'Saved', data: { saved: 1 } };
    }),
  );
  return renderWithProviders(
    <>
      <WorkstationTabBar classId={3} value="attendance" onChange={() => undefined} />
      <TabContent classId={3} tab="attendance" q="" page={1} onPage={() => undefined} />
    </>,
    { route: '/archive?classType=3&tab=attendance' },
  );
}


beforeEach(() => {
  resetSheets();
  saved.mockReset();
});

describe('staged register changes on a shared computer', () => {
  it("are the signed-in user's own: the next user neither sees, counts nor saves them, and their owner finds them again", async () => {
    const user = userEvent.setup();
    const salmasView = signInAndOpen(salma);
    await screen.findByRole('grid', { name: 'Register' });
    await user.click(cellAt(1, 2));
    expect(await screen.findByRole('tab', { name: 'Attendance (1)' })).toBeInTheDocument();
    salmasView.unmount();

    // Salma's session ended (her token is gone); Hala signs in on the same browser.
    const halasView = signInAndOpen(hala);
    await screen.findByRole('grid', { name: 'Register' });
    expect(screen.getByRole('tab', { name: 'Attendance' })).toBeInTheDocument();
    expect(cellAt(1, 2)).toHaveTextContent('Unknown');
    expect(screen.queryByText(/pending change/)).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'SAVE' });
    expect(save).toBeDisabled();
    // Her own change is all her SAVE sends.
    await user.click(cellAt(0, 2));
    await user.click(save);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledWith({ attendances: [[11, 5, 0]] });
    halasView.unmount();

    signInAndOpen(salma);
    await screen.findByRole('grid', { name: 'Register' });
    expect(await screen.findByRole('tab', { name: 'Attendance (1)' })).toBeInTheDocument();
    expect(cellAt(1, 2)).toHaveTextContent('Absent');
    expect(screen.getByText('1 pending change')).toBeInTheDocument();
  });
});
