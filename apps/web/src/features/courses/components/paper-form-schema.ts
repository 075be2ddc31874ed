import { z } from 'zod';
import { paperBodySchema, type Paper, type PaperBody } from '@backoffice/contract';
import { emptyAsMissing } from '@/components/form/form-schema';
import { fromSeconds, toSeconds } from '../paper-duration';

const durationPart = (label: string, max?: number) => {
  const part = z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be positive`);
  return max === undefined ? part : part.max(max, `${label} must be less than ${max + 1}`);
};

/** The paper body with its duration entered as hours, minutes and seconds. */
export const paperFormSchema = paperBodySchema
  .omit({ id: true, duration: true })
  .extend({
    averageDate: emptyAsMissing(paperBodySchema.shape.averageDate),
    hours: durationPart('Hours'),
    minutes: durationPart('Minutes', 59),
    seconds: durationPart('Seconds', 59),
  })
  .refine((values) => toSeconds(values) > 0, { path: ['duration'], message: 'Duration must be positive' });
export type PaperFormValues = z.infer<typeof paperFormSchema>;

export function paperFormDefaults(paper: Paper | null): PaperFormValues {
  return {
    name: paper?.name ?? '',
    maxGrade: paper?.maxGrade ?? Number.NaN,
    averageDate: paper?.averageDate ?? '',
    grades: paper?.grades ?? [],
    ...(paper ? fromSeconds(paper.duration) : { hours: Number.NaN, minutes: 0, seconds: 0 }),
  };
}

export function paperBodyOf({ hours, minutes, seconds, ...values }: PaperFormValues): PaperBody {
  return { ...values, duration: toSeconds({ hours, minutes, seconds }) };
}
