import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEventHandler, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ItemResponse, SetPasswordBody } from '@backoffice/contract';
import { renderWithProviders } from '@/test/render';
import { SetPasswordForm } from './set-password-form';

function Card({ title, onSubmit, children }: { title: string; onSubmit: FormEventHandler; children: ReactNode }) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <h1>{title}</h1>
      {children}
    </form>
  );
}

function renderAt(url: string, mutateAsync: (body: SetPasswordBody) => Promise<ItemResponse<null>>) {
  return renderWithProviders(
    <SetPasswordForm
      Card={Card}
      mutation={{ mutateAsync, isPending: false }}
      invalidLink={{ to: '/forgot-password', label: 'Send a new link' }}
    />,
    { route: url, path: '/set-password', routes: [{ path: '/login', element: <p>Login page</p> }] },
  ).router;
}

describe('SetPasswordForm', () => {
  it('without a token says the link is invalid, offers the given link and cannot be sent', () => {
    renderAt('/set-password', vi.fn());
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByText('The link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Set password' })).toBeDisabled();
  });

  it('sends the token and the password, toasts the answer and goes to sign in', async () => {
    const mutateAsync = vi.fn(async () => ({ data: null, message: 'Password set' }));
    const router = renderAt('/set-password?token=abc', mutateAsync);
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-pass-123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mutateAsync).toHaveBeenCalledWith({
      token: 'abc',
      password: 'Secret-pass-123',
      password_confirmation: 'Secret-pass-123',
    });
    expect(await screen.findByText('Password set')).toBeInTheDocument();
  });
});
