import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studentsApprovalApi, type InactiveStudent, type ListResponse } from '@backoffice/contract';
import { renderHookWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { studentsApprovalQueries, useChangeActiveStatus } from './students-approval-api';

const student = (id: number): InactiveStudent => ({
  id,
  userId: id,
  name: `Pending ${id}`,
  gender: 'male',
  birthDate: '2010-01-01',
  email: `p${id}@example.com`,
  schoolName: null,
  facebookUrl: null,
  classes: [{ id: 7, name: 'Physics' }],
});
const pagination = { total: 2, count: 2, per_page: 30, current_page: 1, total_pages: 1 };
const listKey = studentsApprovalQueries.list({ q: '', page: 1 }).queryKey;

function setup() {
  const { result, queryClient } = renderHookWithProviders(() => useChangeActiveStatus());
  queryClient.setQueryData<ListResponse<InactiveStudent>>(listKey, {
    message: '',
    data: [student(1), student(2)],
    meta: { pagination },
  });
  const rows = () => queryClient.getQueryData<ListResponse<InactiveStudent>>(listKey)?.data.map((row) => row.id);
  return { result, rows, queryClient };
}

describe('useChangeActiveStatus', () => {
  it('removes the row from the cached list before the server answers, then refetches', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answer(studentsApprovalApi.changeActiveStatus, async () => {
        await released;
        return { message: 'Student approved', data: null };
      }),
    );
    const { result, rows, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => result.current.mutate({ id: 1, status: 'approved', classId: 7 }));
    await waitFor(() => expect(rows()).toEqual([2]));
    expect(invalidate).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['students-approval'] }));
  });

  it('puts the row back when the server refuses', async () => {
    server.use(refuse(studentsApprovalApi.changeActiveStatus, 403, 'Forbidden'));
    const { result, rows } = setup();
    act(() => result.current.mutate({ id: 2, status: 'rejected' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(rows()).toEqual([1, 2]);
  });
});
