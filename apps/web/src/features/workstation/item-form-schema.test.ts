import { describe, expect, it } from 'vitest';
import {
  assessmentBody,
  assessmentFormSchema,
  newQuestion,
  rangesOf,
  withQuestionType,
  type AssessmentFormValues,
} from './item-form-schema';

const values = (changes: Partial<AssessmentFormValues> = {}): AssessmentFormValues => ({
  name: 'Mid-term',
  dueDate: '2026-12-01',
  time: '09:30',
  maxScore: 50,
  gradingType: '',
  grading: [],
  questions: [],
  ...changes,
});

describe('assessment form', () => {
  it('joins the due date and the time into dueDate', () => {
    expect(assessmentBody(values(), true).dueDate).toBe('2026-12-01 09:30');
  });

  it('asks for the name, due date, time and max score with the spec texts', () => {
    const result = assessmentFormSchema.safeParse(values({ name: ' ', dueDate: '', time: '', maxScore: Number.NaN }));
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      name: 'Name is required',
      dueDate: 'Due date is required',
      time: 'Time is required',
      maxScore: 'Max score is required',
    });
  });

  it('starts a question static, order 1, complexity 1', () => {
    expect(newQuestion()).toMatchObject({ type: 'static', complexity: 1, question_id: null });
    const [sent] = assessmentBody(values({ questions: [{ ...newQuestion(), question_id: 4 }] }), true).questions;
    expect(sent).toMatchObject({ type: 'static', order: 1, complexity: 1, question_id: 4 });
  });

  it('clears quantity, part and complexity going static, and the question going dynamic', () => {
    const dynamic = { ...newQuestion(), type: 'dynamic' as const, educational_part_id: 3, quantity: 2, complexity: 5 };
    expect(withQuestionType(dynamic, 'static')).toMatchObject({ educational_part_id: null, quantity: null, complexity: null });
    expect(withQuestionType({ ...newQuestion(), question_id: 9 }, 'dynamic')).toMatchObject({
      question_id: null,
      complexity: null,
    });
  });

  it('sends questions only when the first has a question id or an educational part', () => {
    expect(assessmentBody(values({ questions: [newQuestion(), { ...newQuestion(), question_id: 2 }] }), true).questions).toEqual(
      [],
    );
    const dynamic = withQuestionType(newQuestion(), 'dynamic');
    expect(
      assessmentBody(values({ questions: [{ ...dynamic, educational_part_id: 3, quantity: 2 }] }), true).questions,
    ).toHaveLength(1);
  });

  it('gives nine numeric or 21 letter ranges, empty, for a new grading type', () => {
    expect(rangesOf('1-9').map((range) => range.grade)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(rangesOf('a-u')).toHaveLength(21);
    expect(rangesOf('a-u')[20]).toMatchObject({ grade: 'U' });
    expect(Number.isNaN(rangesOf('a-u')[0].from)).toBe(true);
    expect(rangesOf('')).toEqual([]);
  });
});
