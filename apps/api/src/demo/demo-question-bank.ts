import type { Db } from '../db/client';
import { educationalParts, questionEducationalParts, questionOptions, questions } from '../db/schema';
import { DEMO_QUESTION_BANK } from './demo-question-bank-content';

/** Options appear in a turning order, so the correct one is not always first. */
const rotate = <T>(items: T[], by: number) => items.map((_, i) => items[(i + by) % items.length]);

/** A question's points follow its complexity, so every question a draw at one complexity can take is worth the same. */
export const demoPointsOf = (complexity: number) => Math.ceil(complexity / 2);

/**
 * Three or four educational parts per demo course with 8-15 questions each, of both types. Each part spans four
 * neighbouring complexities (the parts together all of 1-10), as a real bank clusters, so a draw at one of them
 * has two to four questions to take; points follow the complexity (demoPointsOf), so an exam's maximum can be
 * the sum of its questions' points even with drawn ones.
 */
export async function seedDemoQuestionBank(db: Db, courses: { id: number; name: string }[]) {
  let partIndex = 0;
  for (const course of courses) {
    for (const partSeed of DEMO_QUESTION_BANK[course.name] ?? []) {
      const lowest = ((partIndex * 2) % 7) + 1;
      partIndex += 1;
      const [part] = await db
        .insert(educationalParts)
        .values({ name: partSeed.name, classCategoryId: course.id })
        .returning({ id: educationalParts.id });
      const seeds = [
        ...partSeed.choices.map((choice) => ({ type: 'single_choice' as const, text: choice[0], options: choice.slice(1) })),
        ...partSeed.texts.map((text) => ({ type: 'text' as const, text, options: [] as string[] })),
      ];
      const rows = await db
        .insert(questions)
        .values(
          seeds.map((seed, i) => {
            const complexity = lowest + (i % 4);
            return { text: seed.text, type: seed.type, points: demoPointsOf(complexity), complexity, classCategoryId: course.id };
          }),
        )
        .returning({ id: questions.id });
      await db.insert(questionEducationalParts).values(rows.map((row) => ({ questionId: row.id, educationalPartId: part.id })));
      const options = rows.flatMap((row, i) => {
        if (seeds[i].options.length === 0) return [];
        const correct = seeds[i].options[0];
        const shown = rotate(seeds[i].options, i % seeds[i].options.length);
        return shown.map((text, order) => ({ questionId: row.id, order: order + 1, text, isCorrect: text === correct }));
      });
      if (options.length > 0) await db.insert(questionOptions).values(options);
    }
  }
}
