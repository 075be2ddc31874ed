import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usersApi, type StaffUser } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { UsersPage } from './users-page';

const hala: StaffUser = {
  id: 7,
  name: 'Hala Said',
  nickname: null,
  gender: 'female',
  birthDate: null,
  email: 'hala@example.com',
  phone: null,
  mainRoleId: 3,
  mainRole: 'teacher',
  managedTeachers: [],
};

function setup() {
  /** The accounts signed out, by the id in the path. */
  const signedOut: unknown[] = [];
  server.use(
    answer(usersApi.list, {
      message: '',
      data: [hala],
      meta: { pagination: { total: 1, count: 1, per_page: 30, current_page: 1, total_pages: 1 } },
    }),
    answer(usersApi.roles, { message: '', data: [{ value: 3, name: 'teacher' }] }),
    answer(usersApi.signOutEverywhere, ({ params }) => {
      signedOut.push(params.id);
      return { message: 'The account was signed out everywhere', data: null };
    }),
  );
  renderWithProviders(<UsersPage />, { route: '/users', path: '/users' });
  return { signedOut, button: () => screen.findByRole('button', { name: 'Sign Hala Said out everywhere' }) };
}

// The first render loads the screen's modules and texts: slow on a busy machine.
describe('sign out everywhere on the Users list', () => {
  it('asks first, and ends nothing when the question is dismissed by Escape or Cancel', async () => {
    const user = userEvent.setup();
    const { signedOut, button } = setup();
    await user.click(await button());
    expect(screen.getByRole('dialog', { name: 'Sign out everywhere' })).toHaveTextContent(
      'Sign "Hala Said" out on every device?',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await button());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signedOut).toEqual([]);
  });

  it('signs the account out from the keyboard alone, without opening the row, and says so', async () => {
    const user = userEvent.setup();
    const { signedOut, button } = setup();
    (await button()).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(signedOut).toEqual(['7']));
    expect(await screen.findByText('The account was signed out everywhere')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The row's edit dialog stayed closed: the keys did not reach the row.
    expect(screen.queryByRole('dialog', { name: /edit/i })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and closes the question", async () => {
    const user = userEvent.setup();
    const { button } = setup();
    server.use(refuse(usersApi.signOutEverywhere, 404, 'Not found'));
    await user.click(await button());
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
