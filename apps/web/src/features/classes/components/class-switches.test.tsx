import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { classesApi, type ClassRow, type ListResponse } from '@backoffice/contract';
import { createQueryClient } from '@/lib/query-client';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { classesQueries } from '../api/classes-api';
import { RankedSwitch } from './class-switches';

const row: ClassRow = {
  id: 7,
  name: 'Physics A',
  type: 'center',
  categoryId: null,
  categoryName: null,
  schoolId: null,
  schoolName: null,
  startDate: '2026-01-01',
  endDate: '2026-06-01',
  sessions: [],
  sessionsCount: 0,
  teachers: [],
  studentsCount: 0,
  isRanked: false,
  automaticReporting: false,
};
const listKey = classesQueries.list({ q: '', page: 1 }).queryKey;
const listOf = (isRanked: boolean): ListResponse<ClassRow> => ({
  message: '',
  data: [{ ...row, isRanked }],
  meta: { pagination: { total: 1, count: 1, per_page: 30, current_page: 1, total_pages: 1 } },
});

/** The switch reads the cached list, as the classes table does. */
function CachedSwitch({ client }: { client: QueryClient }) {
  const list = client.getQueryData<ListResponse<ClassRow>>(listKey);
  return list ? <RankedSwitch row={list.data[0]} /> : null;
}

function renderSwitch(refetched: ListResponse<ClassRow>) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  client.setQueryData(listKey, listOf(false));
  // The refetch after the toggle answers `refetched`.
  client.setQueryDefaults(listKey, { queryFn: async () => refetched });
  const view = renderWithProviders(<CachedSwitch client={client} />, { queryClient: client });
  client.getQueryCache().subscribe(() => view.rerender(<CachedSwitch client={client} />));
  return client;
}

describe('RankedSwitch', () => {
  it('turns on at once, before the server answers, then keeps the refetched state', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const toggled: unknown[] = [];
    server.use(
      answer(classesApi.toggleRankedStatus, async ({ params }) => {
        toggled.push(params.id);
        await released;
        return { message: 'Class updated successfully', data: { id: 7, isRanked: true, automaticReporting: false } };
      }),
    );
    const client = renderSwitch(listOf(true));
    await userEvent.click(screen.getByRole('switch', { name: 'Ranking of Physics A' }));
    expect(screen.getByRole('switch', { name: 'Ranking of Physics A' })).toBeChecked();
    await waitFor(() => expect(toggled).toEqual(['7']));
    release();
    expect(await screen.findByText('Class updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryData<ListResponse<ClassRow>>(listKey)?.data[0].isRanked).toBe(true));
  });

  it('goes back and shows the error when the server refuses', async () => {
    server.use(refuse(classesApi.toggleRankedStatus, 403, 'This action is unauthorized.'));
    renderSwitch(listOf(false));
    await userEvent.click(screen.getByRole('switch', { name: 'Ranking of Physics A' }));
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Ranking of Physics A' })).not.toBeChecked());
  });
});
