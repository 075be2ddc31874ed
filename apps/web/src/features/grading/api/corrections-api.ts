import { queryOptions, useMutation } from '@tanstack/react-query';
import { assessmentsApi, totalConflictSchema, type TotalConflict } from '@backoffice/contract';
import { ApiError, call } from '@/lib/api-client';

export type CorrectionKind = 'exam' | 'quiz';
export type CorrectionRef = { kind: CorrectionKind; classId: number; itemId: number; studentId: number };

export type { AnsweredQuestion } from '@backoffice/contract';

/** Correction sent: question_id, id (the answer's id), user_id (the student), score. */
export type Correction = { question_id: number; id: number; user_id: number; score: number };

export const correctionQueries = {
  answers: ({ kind, classId, itemId, studentId }: CorrectionRef) =>
    queryOptions({
      queryKey: ['grading', 'answers', { kind, classId, itemId, studentId }] as const,
      queryFn: ({ signal }) => call(assessmentsApi[kind].student, { params: { id: classId, itemId, studentId }, signal }),
      select: (response) => response.data,
    }),
};

/** The totals a refused submit would have replaced (409), or null for any other failure. */
export const replacedTotalsOf = (error: unknown): TotalConflict['results'] | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = totalConflictSchema.safeParse(error.data);
  return parsed.success ? parsed.data.results : null;
};

/**
 * POST …/changeStudentQuestionStatus {answeredQuestions, replace_total?}. A total entered by hand is
 * replaced only with `replaceTotal`; without it the 409 is the page's to ask about (other failures toast).
 */
export const useSubmitCorrections = ({ kind, classId }: CorrectionRef) =>
  useMutation({
    meta: { toastError: false },
    mutationFn: ({ answeredQuestions, replaceTotal }: { answeredQuestions: Correction[]; replaceTotal?: boolean }) =>
      call(assessmentsApi[kind].saveAnswers, {
        params: { id: classId },
        body: { answeredQuestions, ...(replaceTotal ? { replace_total: true } : {}) },
      }),
  });
