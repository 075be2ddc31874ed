import { queryOptions, useMutation } from '@tanstack/react-query';
import { lightCall, lightEndpoint } from '@/lib/light-call';

/** The tabs of a class and the path segment of each under home/classes/{classId}/. */
export const WORK_TABS = ['homework', 'quizzes', 'exams', 'classworks', 'attendance'] as const;
export type WorkTab = (typeof WORK_TABS)[number];

/**
 * The student's first screens call these by method and path (lib/light-call.ts): the contract's schemas are not
 * built on a phone's first load. The paper's calls are in student-paper-api.ts.
 */
const endpoints = {
  classes: lightEndpoint((c) => c.studentClassesApi.list, 'GET', '/home/classes'),
  homework: lightEndpoint((c) => c.studentWorkApi.homework, 'GET', '/home/classes/:classId/homework'),
  quizzes: lightEndpoint((c) => c.studentWorkApi.quizzes, 'GET', '/home/classes/:classId/quizzes'),
  exams: lightEndpoint((c) => c.studentWorkApi.exams, 'GET', '/home/classes/:classId/exams'),
  classworks: lightEndpoint((c) => c.studentWorkApi.classworks, 'GET', '/home/classes/:classId/classworks'),
  attendance: lightEndpoint((c) => c.studentWorkApi.attendance, 'GET', '/home/classes/:classId/attendance'),
  scan: lightEndpoint((c) => c.studentPapersApi.scan, 'POST', '/home/attendance/scan'),
};

export const studentWorkQueries = {
  classes: () =>
    queryOptions({
      queryKey: ['student', 'classes'],
      queryFn: ({ signal }) => lightCall(endpoints.classes, { signal }),
      select: (r) => r.data,
    }),
  assessments: (classId: number, tab: 'homework' | 'quizzes' | 'exams') =>
    queryOptions({
      queryKey: ['student', 'classes', classId, tab],
      // the three answer the same list; their paths differ
      queryFn: ({ signal }) => lightCall(endpoints[tab] as typeof endpoints.homework, { params: { classId }, signal }),
      select: (r) => r.data,
    }),
  classworks: (classId: number) =>
    queryOptions({
      queryKey: ['student', 'classes', classId, 'classworks'],
      queryFn: ({ signal }) => lightCall(endpoints.classworks, { params: { classId }, signal }),
      select: (r) => r.data,
    }),
  attendance: (classId: number) =>
    queryOptions({
      queryKey: ['student', 'classes', classId, 'attendance'],
      queryFn: ({ signal }) => lightCall(endpoints.attendance, { params: { classId }, signal }),
      select: (r) => r.data,
    }),
};

export function useScanAttendance() {
  return useMutation({
    mutationFn: (token: string) => lightCall(endpoints.scan, { body: { token } }),
  });
}
