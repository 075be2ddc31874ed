import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AuthUser, Question, QuestionDeletion, QuestionInput } from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  educationalParts,
  questionEducationalParts,
  questionOptions,
  questions,
  questionUses,
  questionVersions,
} from '../../db/schema';
import { invalidField, notFound } from '../../plugins/app-error';
import { assertCourseWritable } from './question-access';
import { getQuestion } from './questions.service';

/** The course of the chosen parts: they must all exist and share one course. */
async function courseOfParts(db: Db, partIds: number[]): Promise<number> {
  const ids = [...new Set(partIds)];
  const parts = await db
    .select({ id: educationalParts.id, courseId: educationalParts.classCategoryId })
    .from(educationalParts)
    .where(inArray(educationalParts.id, ids));
  if (parts.length !== ids.length) throw invalidField('educational_part_ids', 'The selected educational parts are invalid');
  const courses = new Set(parts.map((part) => part.courseId));
  if (courses.size > 1) throw invalidField('educational_part_ids', 'The educational parts must belong to one course');
  return parts[0].courseId;
}

/** Options in the order given (by `order` when sent), renumbered from 1. */
const numberedOptions = (body: QuestionInput) =>
  body.options
    .map((option, index) => ({ ...option, order: option.order ?? index + 1, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((option, index) => ({ order: index + 1, text: option.text, isCorrect: option.is_correct }));

async function writePartsAndOptions(db: Db, questionId: number, body: QuestionInput) {
  await db.delete(questionEducationalParts).where(eq(questionEducationalParts.questionId, questionId));
  await db.delete(questionOptions).where(eq(questionOptions.questionId, questionId));
  await db
    .insert(questionEducationalParts)
    .values([...new Set(body.educational_part_ids)].map((educationalPartId) => ({ questionId, educationalPartId })));
  const options = body.type === 'single_choice' ? numberedOptions(body) : [];
  if (options.length > 0) await db.insert(questionOptions).values(options.map((option) => ({ ...option, questionId })));
}

const fieldsOf = (body: QuestionInput, courseId: number) => ({
  text: body.text,
  type: body.type,
  points: body.points,
  complexity: body.complexity,
  classCategoryId: courseId,
});

export async function createQuestion(db: Db, user: AuthUser, body: QuestionInput): Promise<Question> {
  const id = await db.transaction(async (tx) => {
    const courseId = await courseOfParts(tx, body.educational_part_ids);
    await assertCourseWritable(tx, user, courseId);
    const [row] = await tx.insert(questions).values(fieldsOf(body, courseId)).returning({ id: questions.id });
    await writePartsAndOptions(tx, row.id, body);
    return row.id;
  });
  return getQuestion(db, id);
}

/** An active question locked for a write, or 404; the writer must be allowed its current course. */
async function lockQuestion(db: Db, user: AuthUser, id: number) {
  const [question] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.archivedAt)))
    .for('update');
  if (!question) throw notFound();
  await assertCourseWritable(db, user, question.classCategoryId ?? 0);
  return question;
}

async function isUsed(db: Db, questionId: number) {
  const [{ n }] = await db.select({ n: count() }).from(questionUses).where(eq(questionUses.questionId, questionId));
  return n > 0;
}

/**
 * Edits a question. When exams or quizzes already used it, the version they used is kept in
 * question_versions first and the version number rises, so past answers keep their text and options.
 */
export async function updateQuestion(db: Db, user: AuthUser, id: number, body: QuestionInput): Promise<Question> {
  await db.transaction(async (tx) => {
    const question = await lockQuestion(tx, user, id);
    const courseId = await courseOfParts(tx, body.educational_part_ids);
    if (courseId !== question.classCategoryId) await assertCourseWritable(tx, user, courseId);
    let version = question.version;
    if (await isUsed(tx, id)) {
      const options = await tx
        .select({ order: questionOptions.order, text: questionOptions.text, is_correct: questionOptions.isCorrect })
        .from(questionOptions)
        .where(eq(questionOptions.questionId, id))
        .orderBy(questionOptions.order);
      const { text, type, points, complexity } = question;
      await tx
        .insert(questionVersions)
        .values({ questionId: id, version, snapshot: { text, type, points, complexity, options } })
        .onConflictDoNothing();
      version += 1;
    }
    await tx
      .update(questions)
      .set({ ...fieldsOf(body, courseId), version })
      .where(eq(questions.id, id));
    await writePartsAndOptions(tx, id, body);
  });
  return getQuestion(db, id);
}

/**
 * An unused question is deleted. A question an exam or quiz used (statically or drawn for a student)
 * is archived instead: it leaves the lists and draws, and past answers keep its text and options.
 */
export async function deleteQuestion(db: Db, user: AuthUser, id: number): Promise<QuestionDeletion> {
  return db.transaction(async (tx) => {
    await lockQuestion(tx, user, id);
    if (await isUsed(tx, id)) {
      await tx.update(questions).set({ archivedAt: new Date() }).where(eq(questions.id, id));
      return { archived: true };
    }
    await tx.delete(questions).where(eq(questions.id, id));
    return { archived: false };
  });
}
