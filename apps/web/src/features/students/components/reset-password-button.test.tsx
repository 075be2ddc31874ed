import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { studentsApi, type Student } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { answer, server } from '@/test/server';
import { ResetPasswordButton } from './reset-password-button';

const student = { id: 42, name: 'Mona Adel', email: 'mona@example.com' } as Student;

function setup() {
  /** The students whose password was reset, by the id in the path. */
  const resets: unknown[] = [];
  server.use(
    answer(studentsApi.resetPassword, ({ params }) => {
      resets.push(params.id);
      return { message: 'A new password has been sent to the student', data: null };
    }),
  );
  renderWithProviders(<ResetPasswordButton student={student} />);
  return { resets, open: () => screen.getByRole('button', { name: 'Reset password of Mona Adel' }) };
}

describe('ResetPasswordButton', () => {
  it('asks first, and sends nothing when the question is dismissed by Escape or Cancel', async () => {
    const user = userEvent.setup();
    const { resets, open } = setup();
    await user.click(open());
    const dialog = screen.getByRole('dialog', { name: 'Reset password' });
    expect(dialog).toHaveTextContent('A new password will be e-mailed to mona@example.com');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open()).toHaveFocus());

    await user.click(open());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets).toEqual([]);
  });

  it('resets from the keyboard alone: Enter opens the question, Enter on the focused Reset sends it', async () => {
    const user = userEvent.setup();
    const { resets, open } = setup();
    open().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Reset' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(resets).toEqual(['42']));
    expect(await screen.findByText('A new password has been sent to the student')).toBeInTheDocument();
  });
});
