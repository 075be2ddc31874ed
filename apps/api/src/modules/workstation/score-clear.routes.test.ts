import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentsApi, auditLogApi, type AssessmentKind } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { assessmentResults, auditLog, studentScores } from '../../db/schema';
import { classWithStudents, examBody } from './workstation.test-helpers';

const t = useTestApp();

/** Each kind's SAVE: its path, its action and its list key. */
const SAVES = [
  { kind: 'homework', path: 'homework', action: 'changeStudentHomeworkStatus', key: 'homework', id: 'homeworkId' },
  { kind: 'quiz', path: 'quizzes', action: 'changeStudentQuizStatus', key: 'quizzes', id: 'quizId' },
  { kind: 'exam', path: 'exams', action: 'changeStudentExamStatus', key: 'exams', id: 'examId' },
] as const satisfies { kind: AssessmentKind; path: string; action: string; key: string; id: string }[];

async function setUp(save: (typeof SAVES)[number]) {
  const { headers, userId } = await t.signIn('teacher');
  const { klass, students } = await classWithStudents(t.database.db, 2, userId);
  const base = `/api/admin/classes/${klass.id}/${save.path}`;
  const item = (await t.call(assessmentsApi[save.kind].create, { url: base, headers, payload: examBody() })).body.data;
  const url = `${base}/${save.action}`;
  const saveJson = (entries: [number, number, number | null][], extra: Record<string, string> = {}) =>
    t.call(assessmentsApi[save.kind].save, { url, headers: { ...headers, ...extra }, payload: { [save.key]: entries } });
  /** The cell as the tab shows it, its ranking row and its history as [old, new]. */
  const cell = async (studentId: number) => {
    const tab = (await t.call(assessmentsApi[save.kind].get, { url: `${base}/${item.id}`, headers })).body.data;
    const ranking = await t.database.db
      .select({ score: studentScores.score })
      .from(studentScores)
      .where(and(eq(studentScores.studentId, studentId), eq(studentScores.sourceId, item.id)));
    const history = await t.database.db
      .select({ id: auditLog.id, userId: auditLog.userId, old: auditLog.old, new: auditLog.new })
      .from(auditLog)
      .where(and(eq(auditLog.studentId, studentId), eq(auditLog.itemId, item.id)))
      .orderBy(asc(auditLog.id));
    return { result: tab.students[studentId] ?? null, ranking, history };
  };
  return { headers, userId, klass, students, base, item, url, saveJson, cell };
}

describe.each(SAVES)('clearing a saved score with $action', (save) => {
  it('takes a null score in JSON: the score is removed with its ranking row, and the history says 7 → no value', async () => {
    const { userId, students, item, saveJson, cell } = await setUp(save);
    expect((await saveJson([[students[0].id, item.id, 7]])).status).toBe(200);
    const cleared = await saveJson([[students[0].id, item.id, null]]);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ message: 'Scores saved successfully', data: { saved: 1 } });
    const { result, ranking, history } = await cell(students[0].id);
    expect(result).toMatchObject({ score: null, status: 'assigned' });
    expect(ranking).toEqual([]);
    expect(history.map((row) => [row.userId, row.old, row.new])).toEqual([
      [userId, null, 7],
      [userId, 7, null],
    ]);
    // A cell that has no score is cleared without a change: no history row, no result row.
    expect((await saveJson([[students[1].id, item.id, null]])).status).toBe(200);
    expect(await cell(students[1].id)).toMatchObject({ result: { score: null, version: 0 }, history: [] });
  });

  it('takes an empty score without a file in the multipart form as the same clear', async () => {
    const { headers, students, item, url, saveJson, cell } = await setUp(save);
    expect((await saveJson([[students[0].id, item.id, 7]])).status).toBe(200);
    const cleared = await t.call(assessmentsApi[save.kind].save, {
      url,
      headers,
      form: {
        [`${save.key}[0][studentId]`]: students[0].id,
        [`${save.key}[0][${save.id}]`]: item.id,
        [`${save.key}[0][score]`]: '',
      },
    });
    expect(cleared.status).toBe(200);
    const { result, history } = await cell(students[0].id);
    expect(result).toMatchObject({ score: null });
    expect(history.map((row) => [row.old, row.new])).toEqual([
      [null, 7],
      [7, null],
    ]);
  });

  it('refuses a clear made on a stale view of a cell a colleague changed (412), keeping their score', async () => {
    const { base, headers, students, item, saveJson, cell } = await setUp(save);
    expect((await saveJson([[students[0].id, item.id, 7]])).status).toBe(200);
    const staleTag = String((await t.call(assessmentsApi[save.kind].list, { url: base, headers })).headers.etag);
    expect((await saveJson([[students[0].id, item.id, 8]])).status).toBe(200);
    const stale = await saveJson([[students[0].id, item.id, null]], { 'if-match': staleTag });
    expect(stale.status).toBe(412);
    expect(stale.error.data).toMatchObject({ conflicts: [{ student_id: students[0].id, yours: null, theirs: 8 }] });
    expect((await cell(students[0].id)).result).toMatchObject({ score: 8 });
  });

  it('reverts a first score to no value, and a clear back to its score, each with its own history row', async () => {
    const { headers, students, item, saveJson, cell } = await setUp(save);
    const revert = (id: number) => t.call(auditLogApi.revert, { url: `/api/admin/audit-log/${id}/revert`, headers });
    expect((await saveJson([[students[0].id, item.id, 9]])).status).toBe(200);
    const [first] = (await cell(students[0].id)).history;
    const toEmpty = await revert(first.id);
    expect(toEmpty.status).toBe(200);
    expect(toEmpty.body.data).toMatchObject({ entity: save.kind, old: 9, new: null, reverted_by: null });
    let now = await cell(students[0].id);
    expect(now.result).toMatchObject({ score: null });
    expect(now.ranking).toEqual([]);
    expect(now.history.map((row) => [row.old, row.new])).toEqual([
      [null, 9],
      [9, null],
    ]);
    const back = await revert(now.history[1].id);
    expect(back.status).toBe(200);
    now = await cell(students[0].id);
    expect(now.result).toMatchObject({ score: 9, status: 'corrected' });
    expect(now.ranking).toEqual([{ score: 9 }]);
    const [result] = await t.database.db.select().from(assessmentResults).where(eq(assessmentResults.studentId, students[0].id));
    expect(result.version).toBe(3);
  });
});
