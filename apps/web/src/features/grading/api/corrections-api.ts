import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CorrectionView, ItemResponse } from '@backoffice/contract';
import { api } from '@/lib/api-client';

export type CorrectionKind = 'exam' | 'quiz';
export type CorrectionRef = { kind: CorrectionKind; classId: number; itemId: number; studentId: number };

export type { AnsweredQuestion } from '@backoffice/contract';

/** Correction sent: question_id, id (the answer's id), user_id (the student), score. */
export type Correction = { question_id: number; id: number; user_id: number; score: number };

const segment = (kind: CorrectionKind) => (kind === 'exam' ? 'exams' : 'quizzes');

export const correctionQueries = {
  answers: ({ kind, classId, itemId, studentId }: CorrectionRef) =>
    queryOptions({
      queryKey: ['grading', 'answers', { kind, classId, itemId, studentId }] as const,
      queryFn: ({ signal }) =>
        api.get<ItemResponse<CorrectionView | null>>(
          `admin/classes/${classId}/${segment(kind)}/${itemId}/students/${studentId}`,
          undefined,
          signal,
        ),
      select: (response) => response.data,
    }),
};

/** POST …/changeStudentQuestionStatus {answeredQuestions}. */
export const useSubmitCorrections = ({ kind, classId }: CorrectionRef) =>
  useMutation({
    mutationFn: (answeredQuestions: Correction[]) =>
      api.post<ItemResponse<unknown>>(`admin/classes/${classId}/${segment(kind)}/changeStudentQuestionStatus`, {
        answeredQuestions,
      }),
  });
