import { and, asc, eq } from 'drizzle-orm';
import type { DrawPreview, DrawPreviewQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  educationalParts,
  questionOptions,
  questions,
  questionUses,
  questionVersions,
  type QuestionSnapshot,
} from '../../db/schema';
import { AppError, invalidField, notFound } from '../../plugins/app-error';
import { countDrawableByComplexity } from './questions.service';

/**
 * The workstation's hook: an exam, quiz or homework holds a question (studentId null) or drew it for one
 * student. The current version is recorded, so later edits keep what was answered and a delete archives.
 */
export async function recordQuestionUse(
  db: Db,
  use: { questionId: number; usedBy: 'exam' | 'quiz' | 'homework'; usedById: number; studentId?: number | null },
): Promise<{ version: number }> {
  const [question] = await db.select({ version: questions.version }).from(questions).where(eq(questions.id, use.questionId));
  if (!question) throw notFound();
  await db.insert(questionUses).values({ ...use, studentId: use.studentId ?? null, version: question.version });
  return { version: question.version };
}

/** The question as it read at `version`: a kept snapshot, or the current question when that is the version. */
export async function findQuestionVersion(db: Db, questionId: number, version: number): Promise<QuestionSnapshot> {
  const [kept] = await db
    .select({ snapshot: questionVersions.snapshot })
    .from(questionVersions)
    .where(and(eq(questionVersions.questionId, questionId), eq(questionVersions.version, version)));
  if (kept) return kept.snapshot;
  const [current] = await db.select().from(questions).where(eq(questions.id, questionId));
  if (!current || current.version !== version) throw notFound();
  const options = await db
    .select({ order: questionOptions.order, text: questionOptions.text, is_correct: questionOptions.isCorrect })
    .from(questionOptions)
    .where(eq(questionOptions.questionId, questionId))
    .orderBy(asc(questionOptions.order));
  const { text, type, points, complexity } = current;
  return { text, type, points, complexity, options };
}

/** How many questions a draw of a part (at a complexity) has, and whether `quantity` of them can be drawn. */
export async function previewDraw(db: Db, query: DrawPreviewQuery): Promise<DrawPreview> {
  const [part] = await db
    .select({ id: educationalParts.id })
    .from(educationalParts)
    .where(eq(educationalParts.id, query.educational_part_id));
  if (!part) throw invalidField('educational_part_id', 'The selected educational part is invalid');
  const byComplexity = await countDrawableByComplexity(db, query.educational_part_id);
  const available = byComplexity
    .filter((row) => query.complexity === undefined || row.complexity === query.complexity)
    .reduce((sum, row) => sum + row.available, 0);
  return {
    educational_part_id: query.educational_part_id,
    complexity: query.complexity ?? null,
    quantity: query.quantity,
    available,
    isPossible: available >= query.quantity,
    byComplexity,
  };
}

/**
 * For the exam and quiz editors: refuses "N dynamic questions of part X at complexity k" with a 422 on
 * `field` when fewer than N exist.
 */
export async function assertDrawPossible(db: Db, query: DrawPreviewQuery, field = 'quantity'): Promise<void> {
  const preview = await previewDraw(db, query);
  if (!preview.isPossible) {
    const message = 'Only {available} questions can be drawn from this part; {quantity} were asked for.';
    throw new AppError(422, message, { [field]: [message] }, { available: preview.available, quantity: preview.quantity });
  }
}
