import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { JobStatus } from '@backoffice/contract';
import { useJobsQuery } from './use-jobs-query';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useJobsQuery', () => {
  it('asks again while a job is pending or in progress, and stops once every job has ended', async () => {
    const answers: JobStatus[][] = [
      ['pending', 'completed'],
      ['in_progress', 'completed'],
      ['failed', 'completed'],
    ];
    let calls = 0;
    const queryFn = async () => answers[Math.min(calls++, answers.length - 1)].map((status) => ({ status }));
    const { result } = renderHook(() => useJobsQuery({ queryKey: ['jobs-test'], queryFn }, (jobs) => jobs, 20), { wrapper });
    await waitFor(() => expect(result.current.data?.[0].status).toBe('failed'));
    expect(calls).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toBe(3);
  });
});
