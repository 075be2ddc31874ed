import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobStatus } from '@backoffice/contract';
import { renderHookWithProviders } from '@/test/render';
import { useJobsQuery } from './use-jobs-query';

describe('useJobsQuery', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again while a job is pending or in progress, and stops once every job has ended', async () => {
    vi.useFakeTimers();
    const answers: JobStatus[][] = [
      ['pending', 'completed'],
      ['in_progress', 'completed'],
      ['failed', 'completed'],
    ];
    let calls = 0;
    const queryFn = async () => answers[Math.min(calls++, answers.length - 1)].map((status) => ({ status }));
    const { result } = renderHookWithProviders(() => useJobsQuery({ queryKey: ['jobs-test'], queryFn }, (jobs) => jobs, 20));
    // Ten intervals on the clock: two while a job runs, then none once the third answer has ended them all.
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current.data?.[0].status).toBe('failed');
    expect(calls).toBe(3);
  });
});
