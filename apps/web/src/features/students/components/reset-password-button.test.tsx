import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Student } from '@backoffice/contract';
import { ResetPasswordButton } from './reset-password-button';

const student = { id: 42, name: 'Mona Adel', email: 'mona@example.com' } as Student;

function setup() {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ message: 'A new password has been sent to the student', data: null })),
  );
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <ResetPasswordButton student={student} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { fetch, open: () => screen.getByRole('button', { name: 'Reset password of Mona Adel' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('ResetPasswordButton', () => {
  it('asks first, and sends nothing when the question is dismissed by Escape or Cancel', async () => {
    const user = userEvent.setup();
    const { fetch, open } = setup();
    await user.click(open());
    const dialog = screen.getByRole('dialog', { name: 'Reset password' });
    expect(dialog).toHaveTextContent('A new password will be e-mailed to mona@example.com');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open()).toHaveFocus());

    await user.click(open());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('resets from the keyboard alone: Enter opens the question, Enter on the focused Reset sends it', async () => {
    const user = userEvent.setup();
    const { fetch, open } = setup();
    open().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Reset' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toMatch(/\/admin\/students\/42\/reset-password$/);
    expect(init.method).toBe('POST');
    expect(await screen.findByText('A new password has been sent to the student')).toBeInTheDocument();
  });
});
