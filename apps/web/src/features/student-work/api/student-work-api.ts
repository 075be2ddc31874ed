import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceScanResult,
  ItemResponse,
  PaperAnswersBody,
  PaperResult,
  StudentAssessmentItem,
  StudentAttendanceItem,
  StudentClass,
  StudentClassworkItem,
  StudentPaper,
} from '@backoffice/contract';
import { api } from '@/lib/api-client';

/** The tabs of a class and the path segment of each under home/classes/{classId}/. */
export const WORK_TABS = ['homework', 'quizzes', 'exams', 'classworks', 'attendance'] as const;
export type WorkTab = (typeof WORK_TABS)[number];

const get =
  <T>(path: string) =>
  (context: { signal: AbortSignal }) =>
    api.get<ItemResponse<T>>(path, undefined, context.signal);

export const studentWorkQueries = {
  classes: () =>
    queryOptions({ queryKey: ['student', 'classes'], queryFn: get<StudentClass[]>('home/classes'), select: (r) => r.data }),
  assessments: (classId: number, tab: 'homework' | 'quizzes' | 'exams') =>
    queryOptions({
      queryKey: ['student', 'classes', classId, tab],
      queryFn: get<StudentAssessmentItem[]>(`home/classes/${classId}/${tab}`),
      select: (r) => r.data,
    }),
  classworks: (classId: number) =>
    queryOptions({
      queryKey: ['student', 'classes', classId, 'classworks'],
      queryFn: get<StudentClassworkItem[]>(`home/classes/${classId}/classworks`),
      select: (r) => r.data,
    }),
  attendance: (classId: number) =>
    queryOptions({
      queryKey: ['student', 'classes', classId, 'attendance'],
      queryFn: get<StudentAttendanceItem[]>(`home/classes/${classId}/attendance`),
      select: (r) => r.data,
    }),
  /** POST …/start answers the same paper on every call: safe to run as a query on each visit. */
  paper: (classId: number, paperPath: string, itemId: number) =>
    queryOptions({
      queryKey: ['student', 'classes', classId, paperPath, itemId, 'paper'],
      queryFn: () => api.post<ItemResponse<StudentPaper>>(`home/classes/${classId}/${paperPath}/${itemId}/start`),
      select: (r) => r.data,
      meta: { toastError: false },
    }),
};

export function useSubmitAnswers(classId: number, paperPath: string, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaperAnswersBody) =>
      api.post<ItemResponse<PaperResult>>(`home/classes/${classId}/${paperPath}/${itemId}/answers`, body),
    // the lists of the class change; the paper itself is not asked for again (it would answer 409 now)
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['student', 'classes', classId], predicate: (query) => query.queryKey.at(-1) !== 'paper' }),
  });
}

export function useScanAttendance() {
  return useMutation({
    mutationFn: (token: string) => api.post<ItemResponse<AttendanceScanResult>>('home/attendance/scan', { token }),
  });
}
