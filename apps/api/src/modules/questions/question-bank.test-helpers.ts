import type { Db } from '../../db/client';
import { educationalParts, questionEducationalParts, questionOptions, questions } from '../../db/schema';
import { createCourse } from '../../../test/factories';

let sequence = 0;

/** A part of the course (a new course unless one is given). */
export async function createPart(db: Db, values: { name?: string; classCategoryId?: number } = {}) {
  sequence += 1;
  const classCategoryId = values.classCategoryId ?? (await createCourse(db)).id;
  const [part] = await db
    .insert(educationalParts)
    .values({ name: values.name ?? `Part ${sequence}`, classCategoryId })
    .returning();
  return part;
}

type QuestionSeed = {
  parts: { id: number; classCategoryId: number }[];
  text?: string;
  type?: 'single_choice' | 'text';
  complexity?: number;
  points?: number;
};

/** A question filed under the parts; single_choice ones get two options, the first correct. */
export async function createQuestionRow(db: Db, { parts, text, type = 'text', complexity = 5, points = 10 }: QuestionSeed) {
  sequence += 1;
  const [question] = await db
    .insert(questions)
    .values({ text: text ?? `Question ${sequence}`, type, complexity, points, classCategoryId: parts[0].classCategoryId })
    .returning();
  await db
    .insert(questionEducationalParts)
    .values(parts.map((part) => ({ questionId: question.id, educationalPartId: part.id })));
  if (type === 'single_choice') {
    await db.insert(questionOptions).values([
      { questionId: question.id, order: 1, text: 'Right', isCorrect: true },
      { questionId: question.id, order: 2, text: 'Wrong', isCorrect: false },
    ]);
  }
  return question;
}

/** A valid single_choice body for the parts. */
export const choiceBody = (partIds: number[], overrides: Record<string, unknown> = {}) => ({
  text: 'What is the unit of force?',
  type: 'single_choice',
  points: 2,
  complexity: 3,
  educational_part_ids: partIds,
  options: [
    { order: 1, text: 'Newton', is_correct: true },
    { order: 2, text: 'Joule', is_correct: false },
    { order: 3, text: 'Watt', is_correct: false },
  ],
  ...overrides,
});
