import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AssessmentKind } from '@backoffice/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { assessmentResults, assessments, fileVersions, studentScores } from '../../db/schema';
import type { StoredUpload } from '../../storage/uploads';
import { assertCurrentVersion } from '../grading/grading.service';
import { classMembersAmong } from '../classes/class-members';
import { recordChanges } from '../audit-log/record-changes';
import { cellChanges, storedCells, type CellTable } from './cell-history';
import { openTab } from './tab-version';
import { BatchErrors } from './workstation.shared';

/**
 * `score`: null clears the cell (no score), undefined leaves it (a file alone). `version`: the result's version the
 * grader opened; a newer one on the server refuses the save (409).
 */
export type ScoreEntry = {
  studentId: number;
  itemId: number;
  score?: number | null;
  updatedFile?: StoredUpload;
  version?: number;
};

/** A score sheet's cells: the total of a student for a homework, quiz or exam. */
export const SCORE_CELLS: CellTable = {
  table: assessmentResults,
  itemId: assessmentResults.assessmentId,
  studentId: assessmentResults.studentId,
  value: assessmentResults.score,
};

/** The ranking's rows of saved scores: one upsert for the batch. */
export async function writeRankingScores(
  db: Db,
  classId: number,
  kind: AssessmentKind,
  rows: { studentId: number; itemId: number; score: number; maxScore: number }[],
) {
  if (rows.length === 0) return;
  const now = new Date();
  await db
    .insert(studentScores)
    .values(
      rows.map((row) => ({
        classId,
        studentId: row.studentId,
        sourceType: kind,
        sourceId: row.itemId,
        score: row.score,
        maxScore: row.maxScore,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [studentScores.classId, studentScores.studentId, studentScores.sourceType, studentScores.sourceId],
      set: { score: sql`excluded.score`, maxScore: sql`excluded.max_score`, updatedAt: sql`excluded.updated_at` },
    });
}

type ScoreCell = { studentId: number; itemId: number };
/** `(item, student) IN (…)`: the rows of a batch's cells, in one condition. */
const cellsIn = (itemId: PgColumn, studentId: PgColumn, cells: ScoreCell[]) =>
  sql`(${itemId}, ${studentId}) IN (${sql.join(
    cells.map((cell) => sql`(${cell.itemId}, ${cell.studentId})`),
    sql`, `,
  )})`;

/**
 * Removes the scores of cleared cells, one statement per table: the result keeps its row (and any hand-in) with
 * no score, back to submitted or assigned, its version raised; the ranking's row goes. An empty cell is left as it is.
 */
async function clearScores(tx: Db, userId: number, classId: number, kind: AssessmentKind, cells: ScoreCell[], now: Date) {
  if (cells.length === 0) return;
  await tx
    .update(assessmentResults)
    .set({
      score: null,
      status: sql`case when ${assessmentResults.submittedFileId} is not null or ${assessmentResults.submittedAt} is not null then 'submitted' else 'assigned' end`,
      version: sql`${assessmentResults.version} + 1`,
      updatedBy: userId,
      updatedAt: now,
    })
    .where(and(isNotNull(assessmentResults.score), cellsIn(assessmentResults.assessmentId, assessmentResults.studentId, cells)));
  await tx
    .delete(studentScores)
    .where(
      and(
        eq(studentScores.classId, classId),
        eq(studentScores.sourceType, kind),
        cellsIn(studentScores.sourceId, studentScores.studentId, cells),
      ),
    );
}

/**
 * SAVE of a homework, quiz or exam tab: scores (0 to the item's max), cleared scores (null) and corrected files, all
 * written or none.
 * One statement per table: file_versions (the new files), assessment_results (upsert, version + 1) and
 * student_scores (upsert), so the ranking moves at once. `field` names the list in errors ("exams").
 * `version`: the If-Match's (tab-version.ts), a 412 when a score changed since; answers the tab's ETag after it.
 */
export async function saveScores(
  db: Db,
  userId: number,
  classId: number,
  kind: AssessmentKind,
  field: string,
  entries: ScoreEntry[],
  version?: number,
) {
  return db.transaction(async (tx) => {
    const tab = await openTab(tx, { classId, entity: kind }, version);
    const itemIds = [...new Set(entries.map((entry) => entry.itemId))];
    const [items, enrolled] = await Promise.all([
      tx
        .select({ id: assessments.id, maxScore: assessments.maxScore })
        .from(assessments)
        .where(and(eq(assessments.classId, classId), eq(assessments.kind, kind), inArray(assessments.id, itemIds))),
      classMembersAmong(
        tx,
        classId,
        entries.map((entry) => entry.studentId),
      ),
    ]);
    const maxOf = new Map(items.map((item) => [item.id, item.maxScore]));
    const errors = new BatchErrors();
    entries.forEach((entry, index) => {
      const max = maxOf.get(entry.itemId);
      if (max === undefined) {
        errors.add(`${field}.${index}`, 'Entry {index}: item {id} is not an item of this class', { index, id: entry.itemId });
      } else if (!enrolled.has(entry.studentId)) {
        errors.add(`${field}.${index}`, 'Entry {index}: student {id} is not in this class', { index, id: entry.studentId });
      } else if (typeof entry.score === 'number' && (entry.score < 0 || entry.score > max)) {
        errors.add(`${field}.${index}`, 'Entry {index}: the score {score} is not between 0 and the max score {max}', {
          index,
          score: entry.score,
          max,
        });
      }
    });
    errors.throwIfAny();
    for (const entry of entries) await assertCurrentVersion(tx, entry.itemId, entry.studentId, entry.version);

    const unique = new Map<string, ScoreEntry>();
    for (const entry of entries) {
      const key = `${entry.itemId}:${entry.studentId}`;
      const previous = unique.get(key);
      unique.set(key, {
        ...previous,
        ...Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)),
      } as ScoreEntry);
    }
    const batch = [...unique.values()];
    const before = await storedCells(tx, SCORE_CELLS, batch);
    const sent = batch.flatMap(({ itemId, studentId, score }) =>
      score === undefined ? [] : [{ itemId, studentId, value: score }],
    );
    await tab.refuseStale('score', sent, before);
    const uploads = batch.filter((entry) => entry.updatedFile);
    const fileIds = new Map<StoredUpload, number>();
    if (uploads.length > 0) {
      const rows = await tx
        .insert(fileVersions)
        .values(
          uploads.map(({ updatedFile }) => ({
            classId,
            storedName: updatedFile!.storedName,
            originalName: updatedFile!.originalName,
            contentType: updatedFile!.contentType,
            sizeBytes: updatedFile!.size,
            purpose: 'updated' as const,
            uploadedBy: userId,
          })),
        )
        .returning({ id: fileVersions.id, storedName: fileVersions.storedName });
      const byName = new Map(rows.map((row) => [row.storedName, row.id]));
      for (const { updatedFile } of uploads) fileIds.set(updatedFile!, byName.get(updatedFile!.storedName)!);
    }
    const now = new Date();
    // A clear alone writes no row: a cell without one has nothing to clear.
    const written = batch.filter((entry) => entry.score !== null || entry.updatedFile);
    if (written.length > 0) {
      await tx
        .insert(assessmentResults)
        .values(
          written.map((entry) => ({
            assessmentId: entry.itemId,
            studentId: entry.studentId,
            status: typeof entry.score === 'number' ? ('corrected' as const) : ('assigned' as const),
            score: entry.score ?? null,
            updatedFileId: entry.updatedFile ? fileIds.get(entry.updatedFile) : null,
            updatedBy: userId,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [assessmentResults.assessmentId, assessmentResults.studentId],
          set: {
            score: sql`coalesce(excluded.score, ${assessmentResults.score})`,
            status: sql`case when excluded.score is null then ${assessmentResults.status} else 'corrected' end`,
            updatedFileId: sql`coalesce(excluded.updated_file_id, ${assessmentResults.updatedFileId})`,
            version: sql`${assessmentResults.version} + 1`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    await clearScores(
      tx,
      userId,
      classId,
      kind,
      batch.filter((entry) => entry.score === null),
      now,
    );
    const scored = batch.flatMap((entry) =>
      typeof entry.score !== 'number'
        ? []
        : [{ studentId: entry.studentId, itemId: entry.itemId, score: entry.score, maxScore: maxOf.get(entry.itemId)! }],
    );
    await writeRankingScores(tx, classId, kind, scored);
    // Each score written or cleared, in the batch's order (a clear of an empty cell changes nothing: no row).
    await recordChanges(tx, userId, cellChanges(kind, classId, 'score', sent, before));
    return { saved: batch.length, etag: await tab.etag() };
  });
}
