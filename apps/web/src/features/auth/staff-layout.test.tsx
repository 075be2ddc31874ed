import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { authApi, type AuthUser } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { StaffLayout } from './staff-layout';

const hala: AuthUser = { id: 1, name: 'Hala Said', nickname: null, email: 'hala@example.com', mainRole: 'admin', mainRoleId: 1 };

/** What the app held when the revoke reached the server. */
type AtRevoke = { authorization: string | null; storedToken: string | null; path: string };

function renderSignedIn() {
  localStorage.setItem('token', 'session-token');
  const revokes: AtRevoke[] = [];
  let path = () => '';
  server.use(
    answer(authApi.me, { message: '', data: { user: hala } }),
    answer(authApi.logout, ({ headers }) => {
      revokes.push({
        authorization: headers.get('authorization'),
        storedToken: localStorage.getItem('token'),
        path: path(),
      });
      return { message: 'Logged out successfully', data: null };
    }),
  );
  const view = renderWithProviders(
    <Routes>
      <Route path="/login" element={<p>Sign-in page</p>} />
      <Route path="/*" element={<StaffLayout />}>
        <Route path="classes" element={<p>Classes page</p>} />
      </Route>
    </Routes>,
    { route: '/classes' },
  );
  path = () => view.router.state.location.pathname;
  return revokes;
}

describe('signing out of the staff app', () => {
  beforeEach(() => localStorage.clear());

  it('ends the session on this screen before the server revokes its token, so no request goes with a revoked token', async () => {
    const revokes = renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeVisible();
    expect(screen.getByText('Sign-in page')).toBeVisible();
    expect(revokes).toEqual([{ authorization: 'Bearer session-token', storedToken: null, path: '/login' }]);
  });

  it('is quiet when the server session is already gone: the sign-in page and no error', async () => {
    renderSignedIn();
    server.use(refuse(authApi.logout, 401, 'Unauthenticated.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeVisible();
    expect(screen.getByText('Sign-in page')).toBeVisible();
    expect(screen.queryByText('Unauthenticated.')).toBeNull();
  });
});
