import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { JobStatus } from '@backoffice/contract';

/** How often a screen asks again while one of its jobs runs: a person is waiting for the card to turn green. */
export const JOB_POLL_MS = 2000;

export const isJobRunning = (status: JobStatus) => status === 'pending' || status === 'in_progress';

/**
 * The one polling hook for screens that list jobs: useQuery that asks again every `intervalMs`
 * while any job of the answer is pending or in progress, and stops once none is.
 */
export function useJobsQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  jobsOf: (data: TQueryFnData) => readonly { status: JobStatus }[],
  intervalMs = JOB_POLL_MS,
) {
  return useQuery({
    ...options,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data !== undefined && jobsOf(data).some((job) => isJobRunning(job.status)) ? intervalMs : false;
    },
  });
}
