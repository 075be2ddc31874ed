import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studentPapersApi, type PaperAnswersBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';

export type PaperPath = 'quizzes' | 'exams';
const PAPERS = {
  quizzes: { start: studentPapersApi.startQuiz, answers: studentPapersApi.answerQuiz },
  exams: { start: studentPapersApi.startExam, answers: studentPapersApi.answerExam },
} as const;

/** POST …/start answers the same paper on every call: safe to run as a query on each visit. */
export const paperQuery = (classId: number, paperPath: PaperPath, itemId: number) =>
  queryOptions({
    queryKey: ['student', 'classes', classId, paperPath, itemId, 'paper'],
    queryFn: () => call(PAPERS[paperPath].start, { params: { classId, id: itemId } }),
    select: (r) => r.data,
    meta: { toastError: false },
  });

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
