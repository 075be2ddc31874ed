import type { Db } from '../client';
import { educationalParts, questionEducationalParts, questionOptions, questions } from '../schema';
import { DEMO_QUESTION_BANK } from './demo-question-bank-content';

/** Options appear in a turning order, so the correct one is not always first. */
const rotate = <T>(items: T[], by: number) => items.map((_, i) => items[(i + by) % items.length]);

/**
 * Three or four educational parts per demo course with 8-15 questions each, of both types and
 * spread over complexities 1-10, so a dynamic draw has something to draw from.
 */
export async function seedDemoQuestionBank(db: Db, courses: { id: number; name: string }[]) {
  let serial = 0;
  for (const course of courses) {
    for (const partSeed of DEMO_QUESTION_BANK[course.name] ?? []) {
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
          seeds.map((seed) => {
            serial += 1;
            return {
              text: seed.text,
              type: seed.type,
              points: seed.type === 'text' ? 5 : 1 + (serial % 3),
              complexity: ((serial * 7) % 10) + 1,
              classCategoryId: course.id,
            };
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
