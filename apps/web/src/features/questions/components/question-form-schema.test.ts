import { describe, expect, it } from 'vitest';
import { questionFormSchema } from './question-form-schema';

const base = { text: 'Unit of force?', type: 'single_choice', points: 2, complexity: 3, educational_part_ids: [4] };

describe('the question form schema', () => {
  it('drops blank options on submit and numbers the rest from 1', () => {
    const parsed = questionFormSchema.safeParse({
      ...base,
      options: [
        { order: 1, text: 'Newton', is_correct: true },
        { order: 2, text: '   ', is_correct: false },
        { order: 3, text: 'Joule', is_correct: false },
      ],
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.options).toEqual([
      { order: 1, text: 'Newton', is_correct: true },
      { order: 2, text: 'Joule', is_correct: false },
    ]);
  });

  it('asks for 2 options when blanks leave fewer, and for one correct option', () => {
    const few = questionFormSchema.safeParse({ ...base, options: [{ text: 'A', is_correct: true }, { text: '' }] });
    expect(few.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['options', 'At least 2 options are required'],
    ]);
    const none = questionFormSchema.safeParse({ ...base, options: [{ text: 'A' }, { text: 'B' }] });
    expect(none.error?.issues[0].message).toBe('Exactly one option must be marked correct');
  });

  it('gives the spec messages for an empty form', () => {
    const empty = questionFormSchema.safeParse({ text: '', points: Number.NaN, educational_part_ids: [], options: [] });
    const messages = Object.fromEntries(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
    expect(messages).toMatchObject({
      text: 'Text is required',
      type: 'Type is required',
      points: 'Points is required',
      complexity: 'Complexity is required',
      educational_part_ids: 'At least one educational part is required',
    });
  });
});
