import { z } from 'zod';
import type { DefaultValues } from 'react-hook-form';
import { questionBodySchema, type Question, type QuestionInput } from '@backoffice/contract';
import { withBlankAsMissing } from '@/components/form/form-schema';

type OptionValues = { order?: number; text?: string; is_correct?: boolean };

/** On submit blank options are dropped and the rest numbered from 1, as the spec says. */
function dropBlankOptions(values: unknown) {
  if (!values || typeof values !== 'object') return values;
  const options = ((values as { options?: OptionValues[] }).options ?? [])
    .filter((option) => (option.text ?? '').trim() !== '')
    .map((option, index) => ({ ...option, order: index + 1 }));
  return { ...values, options };
}

/** The contract's question body (its option rules included), after blank options are dropped. */
export const questionFormSchema = z.preprocess(dropBlankOptions, withBlankAsMissing(questionBodySchema)) as unknown as z.ZodType<
  QuestionInput,
  QuestionInput
>;

export const emptyOption = (order: number) => ({ order, text: '', is_correct: false });

export function questionFormDefaults(question: Question | null): DefaultValues<QuestionInput> {
  if (!question) return { text: '', educational_part_ids: [], options: [] };
  return {
    text: question.text,
    type: question.type,
    points: question.points,
    complexity: question.complexity,
    educational_part_ids: question.educationalParts.map((part) => part.id),
    options: question.mcqOptions.map(({ order, text, is_correct }) => ({ order, text, is_correct })),
  };
}
