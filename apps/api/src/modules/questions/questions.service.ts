import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Question, QuestionListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { educationalParts, questionEducationalParts as links, questionOptions, questions } from '../../db/schema';
import { notFound } from '../../plugins/app-error';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';
import { withLimit } from '../educational-parts/educational-parts.service';

const questionColumns = {
  id: questions.id,
  text: questions.text,
  type: questions.type,
  points: questions.points,
  complexity: questions.complexity,
  class_category_id: questions.classCategoryId,
  version: questions.version,
};

/** Questions filed under a part (a subquery on question_educational_parts_part_idx). */
export const isInPart = (partId: number): SQL =>
  sql`${questions.id} IN (SELECT ${links.questionId} FROM ${links} WHERE ${links.educationalPartId} = ${partId})`;

/** Active (not archived) questions matching the list's search and filters. */
function listCondition(query: Pick<QuestionListQuery, 'q' | 'educational_part_id' | 'type' | 'complexity'>) {
  return and(
    isNull(questions.archivedAt),
    containsText(questions.text, query.q),
    query.educational_part_id ? isInPart(query.educational_part_id) : undefined,
    query.type ? eq(questions.type, query.type) : undefined,
    query.complexity ? eq(questions.complexity, query.complexity) : undefined,
  );
}

/** Parts and options of a set of questions, two queries whatever their number. */
async function withPartsAndOptions(db: Db, rows: Omit<Question, 'educationalParts' | 'mcqOptions'>[]): Promise<Question[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [parts, options] = await Promise.all([
    db
      .select({ questionId: links.questionId, id: educationalParts.id, name: educationalParts.name })
      .from(links)
      .innerJoin(educationalParts, eq(educationalParts.id, links.educationalPartId))
      .where(inArray(links.questionId, ids))
      .orderBy(asc(educationalParts.name), asc(educationalParts.id)),
    db
      .select({
        questionId: questionOptions.questionId,
        id: questionOptions.id,
        order: questionOptions.order,
        text: questionOptions.text,
        is_correct: questionOptions.isCorrect,
      })
      .from(questionOptions)
      .where(inArray(questionOptions.questionId, ids))
      .orderBy(asc(questionOptions.questionId), asc(questionOptions.order)),
  ]);
  return rows.map((row) => ({
    ...row,
    educationalParts: parts.filter((p) => p.questionId === row.id).map(({ id, name }) => ({ id, name })),
    mcqOptions: options.filter((o) => o.questionId === row.id).map(({ questionId: _, ...option }) => option),
  }));
}

/** Newest first; `limit` is accepted for `per_page`. */
export async function listQuestions(db: Db, rawQuery: QuestionListQuery) {
  const query = withLimit(rawQuery);
  const where = listCondition(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select(questionColumns).from(questions).where(where).orderBy(desc(questions.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return { rows: await withPartsAndOptions(db, rows), meta: pageMeta(total, rows.length, query) };
}

/** An active question, or 404 (an archived one lives on only for the answers given to it). */
export async function getQuestion(db: Db, id: number): Promise<Question> {
  const rows = await db
    .select(questionColumns)
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.archivedAt)));
  if (rows.length === 0) throw notFound();
  return (await withPartsAndOptions(db, rows))[0];
}

/** How many active questions of one part a draw can take from at each complexity that has any, lowest first. */
export async function countDrawableByComplexity(db: Db, partId: number): Promise<{ complexity: number; available: number }[]> {
  return db
    .select({ complexity: questions.complexity, available: count() })
    .from(questions)
    .where(listCondition({ educational_part_id: partId }))
    .groupBy(questions.complexity)
    .orderBy(asc(questions.complexity));
}
