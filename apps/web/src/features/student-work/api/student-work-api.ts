import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentClassesApi, studentPapersApi, studentWorkApi, type PaperAnswersBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';

/** The tabs of a class and the path segment of each under home/classes/{classId}/. */
export const WORK_TABS = ['homework', 'quizzes', 'exams', 'classworks', 'attendance'] as const;
export type WorkTab = (typeof WORK_TABS)[number];

export type PaperPath = 'quizzes' | 'exams';
const PAPERS = {
  quizzes: { start: studentPapersApi.startQuiz, answers: studentPapersApi.answerQuiz },
  exams: { start: studentPapersApi.startExam, answers: studentPapersApi.answerExam },
} as const;

export const studentWorkQueries = {
  classes: () =>
    queryOptions({
      queryKey: ['student', 'classes'],
      queryFn: ({ signal }) => call(studentClassesApi.list, { signal }),
      select: (r) => r.data,
    }),
  assessments: (classId: number, tab: 'homework' | 'quizzes' | 'exams') =>
    queryOptions({
      queryKey: ['student', 'classes', classId, tab],
      queryFn: ({ signal }) => call(studentWorkApi[tab], { params: { classId }, signal }),
      select: (r) => r.data,
    }),
  classworks: (classId: number) =>
    queryOptions({
      queryKey: ['student', 'classes', classId, 'classworks'],
      queryFn: ({ signal }) => call(studentWorkApi.classworks, { params: { classId }, signal }),
      select: (r) => r.data,
    }),
  attendance: (classId: number) =>
    queryOptions({
      queryKey: ['student', 'classes', classId, 'attendance'],
      queryFn: ({ signal }) => call(studentWorkApi.attendance, { params: { classId }, signal }),
      select: (r) => r.data,
    }),
  /** POST …/start answers the same paper on every call: safe to run as a query on each visit. */
  paper: (classId: number, paperPath: PaperPath, itemId: number) =>
    queryOptions({
      queryKey: ['student', 'classes', classId, paperPath, itemId, 'paper'],
      queryFn: () => call(PAPERS[paperPath].start, { params: { classId, id: itemId } }),
      select: (r) => r.data,
      meta: { toastError: false },
    }),
};

export function useSubmitAnswers(classId: number, paperPath: PaperPath, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaperAnswersBody) => call(PAPERS[paperPath].answers, { params: { classId, id: itemId }, body }),
    // the lists of the class change; the paper itself is not asked for again (it would answer 409 now)
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: ['student', 'classes', classId],
        predicate: (query) => query.queryKey.at(-1) !== 'paper',
      }),
  });
}

export function useScanAttendance() {
  return useMutation({
    mutationFn: (token: string) => call(studentPapersApi.scan, { body: { token } }),
  });
}
