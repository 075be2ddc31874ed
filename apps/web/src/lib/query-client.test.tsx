import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { renderWithProviders } from '@/test/render';
import { toastError } from './toast';

const refuse = (message: string) => () => Promise.reject(new ApiError(403, message));

function FailingList({ isToasted = true }: { isToasted?: boolean }) {
  const list = useQuery({
    queryKey: ['failing', isToasted],
    queryFn: refuse('This action is unauthorized.'),
    meta: isToasted ? undefined : { toastError: false },
  });
  return <p>{list.isError ? 'Failed' : 'Loading'}</p>;
}

function FailingSave({ alsoToasts }: { alsoToasts: boolean }) {
  const save = useMutation({ mutationFn: refuse('The name has already been taken.') });
  const onSave = () => save.mutate(undefined, alsoToasts ? { onError: toastError } : undefined);
  return <button onClick={onSave}>Save</button>;
}

describe('the one query-error toast', () => {
  it('shows the server message once for a failed query, with no code in the screen', async () => {
    renderWithProviders(<FailingList />);
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(await screen.findAllByText('This action is unauthorized.')).toHaveLength(1);
  });

  it('stays silent for a query that opts out with meta', async () => {
    renderWithProviders(<FailingList isToasted={false} />);
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.queryByText('This action is unauthorized.')).not.toBeInTheDocument();
  });

  it('shows a failed mutation once, even when the caller toasts the same error too', async () => {
    renderWithProviders(<FailingSave alsoToasts />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('The name has already been taken.')).toHaveLength(1));
    // A second failure is a new error: it toasts again.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('The name has already been taken.')).toHaveLength(2));
  });
});
