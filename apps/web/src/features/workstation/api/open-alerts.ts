import { queryOptions } from '@tanstack/react-query';
import { alertsApi, type Alert } from '@backoffice/contract';
import { call } from '@/lib/api-client';

/** The open alerts of a class by student, for the sheet's marker. */
export const openAlertsQuery = (classId: number) =>
  queryOptions({
    queryKey: ['alerts', 'list', { classId, status: 'open' }] as const,
    queryFn: ({ signal }) => call(alertsApi.list, { query: { classId, status: 'open', per_page: 100 }, signal }),
    select: (response) => {
      const byStudent = new Map<number, Alert[]>();
      for (const alert of response.data) byStudent.set(alert.student_id, [...(byStudent.get(alert.student_id) ?? []), alert]);
      return byStudent;
    },
  });
