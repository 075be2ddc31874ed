import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-request';
import { renderWithProviders } from '@/test/render';
import { ConfirmActionButton, type ConfirmActionProgress } from './confirm-action-button';

const texts = {
  tooltip: 'Archive',
  label: 'Archive Mona Adel',
  title: 'Archive the record',
  question: 'Archive "Mona Adel"?',
  submit: 'Archive',
};

/** The button on a mutation, as a feature uses it; `act` is what the mutation does. */
function Harness({ act, progress }: { act: () => Promise<{ message: string }>; progress: ConfirmActionProgress }) {
  const mutation = useMutation({ mutationFn: act });
  return (
    <ConfirmActionButton
      icon={<span>A</span>}
      texts={texts}
      onConfirm={() => mutation.mutateAsync()}
      isPending={mutation.isPending}
      progress={progress}
    />
  );
}

function setup(act: () => Promise<{ message: string }>, progress: ConfirmActionProgress = { buttonLabel: 'Archiving...' }) {
  const action = vi.fn(act);
  renderWithProviders(<Harness act={action} progress={progress} />);
  return { action, open: () => screen.getByRole('button', { name: 'Archive Mona Adel' }) };
}

describe('ConfirmActionButton', () => {
  it('asks first, and does nothing when the question is dismissed by Escape or Cancel', async () => {
    const user = userEvent.setup();
    const { action, open } = setup(() => Promise.resolve({ message: 'Archived' }));
    await user.click(open());
    expect(screen.getByRole('dialog', { name: 'Archive the record' })).toHaveTextContent('Archive "Mona Adel"?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open()).toHaveFocus());

    await user.click(open());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();
  });

  it('acts from the keyboard alone once confirmed, keeping the question open with its progress, and says so', async () => {
    const user = userEvent.setup();
    let finish = (_answer: { message: string }) => {};
    const { action, open } = setup(() => new Promise((resolve) => (finish = resolve)));
    open().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Archiving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish({ message: 'Archived' });
    expect(await screen.findByText('Archived')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('closes the question at once and shows a wait toast while it acts, when asked to', async () => {
    const user = userEvent.setup();
    let finish = (_answer: { message: string }) => {};
    setup(() => new Promise((resolve) => (finish = resolve)), { toast: 'Please wait...' });
    await user.click(screen.getByRole('button', { name: 'Archive Mona Adel' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    finish({ message: 'Archived' });
    expect(await screen.findByText('Archived')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please wait...')).not.toBeInTheDocument());
  });

  it('shows the error of a failed action and closes the question', async () => {
    const user = userEvent.setup();
    const { action, open } = setup(() => Promise.reject(new ApiError(404, 'Not found')));
    await user.click(open());
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(action).toHaveBeenCalledTimes(1);
  });
});
