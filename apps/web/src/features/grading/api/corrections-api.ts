import { queryOptions, useMutation } from '@tanstack/react-query';
import { assessmentsApi } from '@backoffice/contract';
import { call } from '@/lib/api-client';

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

/** POST …/changeStudentQuestionStatus {answeredQuestions}. */
export const useSubmitCorrections = ({ kind, classId }: CorrectionRef) =>
  useMutation({
    mutationFn: (answeredQuestions: Correction[]) =>
      call(assessmentsApi[kind].saveAnswers, { params: { id: classId }, body: { answeredQuestions } }),
  });
