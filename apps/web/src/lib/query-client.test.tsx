import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { renderWithProviders } from '@/test/render';

const refuse = (message: string, status = 403) => () => Promise.reject(new ApiError(status, message));

function FailingList({ isToasted = true, status = 403 }: { isToasted?: boolean; status?: number }) {
  const list = useQuery({
    queryKey: ['failing', isToasted, status],
    queryFn: refuse('This action is unauthorized.', status),
    meta: isToasted ? undefined : { toastError: false },
  });
  return <p>{list.isError ? 'Failed' : 'Loading'}</p>;
}

function FailingSave({ error }: { error: Error }) {
  const save = useMutation({ mutationFn: () => Promise.reject(error) });
  return (
    <>
      <button onClick={() => save.mutate()}>Save</button>
      {save.isError && <p>Not saved</p>}
    </>
  );
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

  it('stays silent for a read that found no network while offline: the offline bar says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<FailingList status={0} />);
      expect(await screen.findByText('Failed')).toBeInTheDocument();
      expect(screen.queryByText('This action is unauthorized.')).not.toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows each failure of a mutation once', async () => {
    renderWithProviders(<FailingSave error={new ApiError(422, 'The name has already been taken.')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('The name has already been taken.')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('The name has already been taken.')).toHaveLength(2));
  });

  it('says a failure without a message in the language of the screen', async () => {
    await i18n.changeLanguage('ar');
    try {
      renderWithProviders(<FailingSave error={new Error('TypeError: x is undefined')} />);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('حدث خطأ ما')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('does not report a cancelled mutation as a failure', async () => {
    renderWithProviders(<FailingSave error={new DOMException('The upload was cancelled', 'AbortError')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The cache toasts before the mutation settles: had the cancel toasted, it would be there by now.
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
