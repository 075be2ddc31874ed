import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AssessmentKind } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { assessmentResults, assessments, fileVersions, studentScores } from '../../db/schema';
import type { StoredUpload } from '../../storage/uploads';
import { assertCurrentVersion } from '../grading/grading.service';
import { classMembersAmong } from '../classes/class-members';
import { recordChanges } from '../audit-log/record-changes';
import { cellChanges, storedCells, type CellTable } from './cell-history';
import { openTab } from './tab-version';
import { BatchErrors } from './workstation.shared';

/** `version`: the result's version the grader opened; a newer one on the server refuses the save (409). */
export type ScoreEntry = { studentId: number; itemId: number; score?: number; updatedFile?: StoredUpload; version?: number };

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

/**
 * SAVE of a homework, quiz or exam tab: scores (0 to the item's max) and corrected files, all written or none.
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
      } else if (entry.score !== undefined && (entry.score < 0 || entry.score > max)) {
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
    await tx
      .insert(assessmentResults)
      .values(
        batch.map((entry) => ({
          assessmentId: entry.itemId,
          studentId: entry.studentId,
          status: entry.score !== undefined ? ('corrected' as const) : ('assigned' as const),
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
    const scored = batch.flatMap((entry) =>
      entry.score === undefined
        ? []
        : [{ studentId: entry.studentId, itemId: entry.itemId, score: entry.score, maxScore: maxOf.get(entry.itemId)! }],
    );
    await writeRankingScores(tx, classId, kind, scored);
    await recordChanges(
      tx,
      userId,
      cellChanges(kind, classId, 'score', scored.map((row) => ({ ...row, value: row.score })), before),
    );
    return { saved: batch.length, etag: await tab.etag() };
  });
}
