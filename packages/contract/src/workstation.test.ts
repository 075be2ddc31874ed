import { describe, expect, it } from 'vitest';
import { assessmentBodySchema, attendanceStatusBodySchema, classworkBodySchema, SCORE_BATCH_BODIES } from './index';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('workstation contract', () => {
  it('takes an exam with a dynamic question and a-u grading, the due date joined with the time', () => {
    const body = assessmentBodySchema.parse({
      name: 'Midterm',
      dueDate: '2026-11-23 10:30',
      maxScore: '50',
      gradingType: 'a-u',
      grading: [{ grade: 'A', from: 40, to: 50 }],
      questions: [{ type: 'dynamic', order: 1, educational_part_id: 3, quantity: 2, complexity: 4, question_id: null }],
    });
    expect(body.maxScore).toBe(50);
    expect(body.questions[0]).toMatchObject({ type: 'dynamic', quantity: 2, question_id: null });
  });

  it('names the missing fields with the form texts', () => {
    expect(issuesOf(assessmentBodySchema.safeParse({ name: '', maxScore: '' }))).toEqual([
      ['name', 'Name is required'],
      ['dueDate', 'Due date is required'],
      ['maxScore', 'Max score is required'],
    ]);
  });

  it('refuses a grade outside its type, a range upside down and a static question without its id', () => {
    const result = classworkBodySchema.safeParse({
      name: 'Sheet',
      dueDate: '2026-11-23 10:30',
      maxScore: 10,
      gradingType: '1-9',
      grading: [{ grade: 'A', from: 5, to: 1 }],
    });
    expect(issuesOf(result)).toEqual([
      ['grading.0.grade', 'The grade does not belong to the grading type'],
      ['grading.0.to', 'To must not be below From'],
    ]);
    const exam = assessmentBodySchema.safeParse({
      name: 'E',
      dueDate: '2026-11-23 10:30',
      maxScore: 5,
      questions: [{ type: 'static' }],
    });
    expect(issuesOf(exam)).toEqual([['questions.0.question_id', 'Question is required']]);
  });

  it("takes the specification's attendance statuses -1, 0 and 1 and late (2) only, and score batches under their kind", () => {
    expect(attendanceStatusBodySchema.safeParse({ attendances: [[1, 2, -1]] }).success).toBe(true);
    expect(attendanceStatusBodySchema.safeParse({ attendances: [[1, 2, 2]] }).success).toBe(true);
    expect(attendanceStatusBodySchema.safeParse({ attendances: [[1, 2, 3]] }).success).toBe(false);
    expect(SCORE_BATCH_BODIES.quiz.parse({ quizzes: [[1, 2, 7.5]] })).toEqual({ quizzes: [[1, 2, 7.5]] });
    expect(SCORE_BATCH_BODIES.exam.safeParse({ exams: [[1, 2, -1]] }).success).toBe(false);
  });
});
