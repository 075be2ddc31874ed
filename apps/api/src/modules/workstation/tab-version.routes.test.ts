import { eq } from 'drizzle-orm';
import { attendanceApi, assessmentsApi, classworksApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { TINY_PDF } from '../../../test/multipart';
import { assessmentResults, attendanceStatuses, auditLog, classworkResults } from '../../db/schema';
import { classWithStudents, examBody } from './workstation.test-helpers';

const t = useTestApp();

/** A class of three taught by a teacher (A), an admin (B) who works on the same tab, and one register item. */
async function setUp() {
  const a = await t.signIn('teacher');
  const b = await t.signIn('admin');
  const { klass, students } = await classWithStudents(t.database.db, 3, a.userId);
  const base = `/api/admin/classes/${klass.id}/attendance`;
  const item = (
    await t.call(attendanceApi.create, { url: base, headers: a.headers, payload: { name: 'Week 1', date: '2026-11-16' } })
  ).body.data;
  const list = (headers = a.headers) => t.call(attendanceApi.list, { url: base, headers });
  const save = (headers: Record<string, string>, attendances: number[][], ifMatch?: string) =>
    t.call(attendanceApi.save, {
      url: `${base}/changeStudentAttendanceStatus`,
      headers: { ...headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload: { attendances },
    });
  const etag = async () => String((await list()).headers.etag);
  const statuses = async () =>
    Object.fromEntries(
      (await t.database.db.select().from(attendanceStatuses).where(eq(attendanceStatuses.attendanceId, item.id))).map((row) => [
        row.studentId,
        row.status,
      ]),
    );
  const historyCount = async () => (await t.database.db.select().from(auditLog).where(eq(auditLog.classId, klass.id))).length;
  return { a, b, klass, students, item, base, list, save, etag, statuses, historyCount };
}

describe('the version of a workstation tab (ETag / If-Match)', () => {
  it('answers the tab version in a strong ETag that a SAVE moves on, and keeps it on a compressed answer', async () => {
    const { a, klass, students, item, base, list, save } = await setUp();
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe(`"${klass.id}-attendance-0"`);

    const saved = await save(a.headers, [[students[0].id, item.id, 1]], String(first.headers.etag));
    expect(saved.status).toBe(200);
    const [newest] = await t.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.classId, klass.id));
    expect(saved.headers.etag).toBe(`"${klass.id}-attendance-${newest.id}"`);
    expect((await list()).headers.etag).toBe(saved.headers.etag);

    // Other tabs keep their own version.
    const exams = await t.call(assessmentsApi.exam.list, { url: `/api/admin/classes/${klass.id}/exams`, headers: a.headers });
    expect(exams.headers.etag).toBe(`"${klass.id}-exam-0"`);

    // Enough items for an answer over the compression threshold: br, with the same ETag.
    for (let week = 2; week <= 8; week += 1) {
      await t.call(attendanceApi.create, {
        url: base,
        headers: a.headers,
        payload: { name: `Week ${week}`, date: '2026-11-16' },
      });
    }
    // Raw: a compressed answer is read by its headers, its body left as sent.
    const compressed = await t.app.inject({ method: 'GET', url: base, headers: { ...a.headers, 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(saved.headers.etag);
  });

  it('saves with the current If-Match, and without one as before (the last write wins)', async () => {
    const { a, b, students, item, save, etag, statuses } = await setUp();
    expect((await save(a.headers, [[students[0].id, item.id, 1]], await etag())).status).toBe(200);
    const stale = await etag();
    expect((await save(b.headers, [[students[0].id, item.id, 0]], await etag())).status).toBe(200);
    expect(stale).not.toBe(await etag());
    // A client that sends no If-Match overwrites B's change, as the spec's clients always did.
    expect((await save(a.headers, [[students[0].id, item.id, -1]])).status).toBe(200);
    expect(await statuses()).toEqual({ [students[0].id]: -1 });
  });

  it('refuses a stale SAVE over a cell someone else changed with 412 naming yours, theirs, who and when; nothing is written', async () => {
    const { a, b, students, item, save, etag, statuses, historyCount } = await setUp();
    const seen = await etag();
    expect((await save(b.headers, [[students[0].id, item.id, 1]])).status).toBe(200);
    const current = await etag();
    const before = { rows: await statuses(), history: await historyCount() };

    const refused = await save(
      a.headers,
      [
        [students[1].id, item.id, 1],
        [students[0].id, item.id, 0],
      ],
      seen,
    );
    expect(refused.status).toBe(412);
    expect(refused.error.message).toBe('Someone else changed some of these cells after you opened the tab');
    expect(refused.error.data).toEqual({
      conflicts: [
        {
          student_id: students[0].id,
          item_id: item.id,
          yours: 0,
          theirs: 1,
          by: { id: b.userId, name: expect.any(String) },
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
    // The version the conflicts were found at, to save again on once the person has chosen.
    expect(refused.headers.etag).toBe(current);
    expect({ rows: await statuses(), history: await historyCount() }).toEqual(before);

    // Keeping theirs for the cell and saving the rest on that version goes through.
    expect((await save(a.headers, [[students[1].id, item.id, 1]], String(refused.headers.etag))).status).toBe(200);
    expect(await statuses()).toEqual({ [students[0].id]: 1, [students[1].id]: 1 });
  });

  it('saves a stale SAVE whose cells nobody else changed, or changed to the value sent', async () => {
    const { a, b, students, item, save, etag, statuses } = await setUp();
    const seen = await etag();
    expect(
      (
        await save(b.headers, [
          [students[0].id, item.id, 1],
          [students[2].id, item.id, 0],
        ])
      ).status,
    ).toBe(200);
    // Student 2's cell is B's only; student 1's A sets to what B set: nothing of B's is overwritten.
    const saved = await save(
      a.headers,
      [
        [students[1].id, item.id, 0],
        [students[0].id, item.id, 1],
      ],
      seen,
    );
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toBe(await etag());
    expect(await statuses()).toEqual({ [students[0].id]: 1, [students[1].id]: 0, [students[2].id]: 0 });
  });

  it('answers 422 for an If-Match that is not a version of this tab, and writes nothing', async () => {
    const { a, klass, students, item, save, etag, statuses } = await setUp();
    const current = await etag();
    const version = Number(/-(\d+)"$/.exec(current)?.[1]);
    for (const ifMatch of [
      'not an etag',
      '"abc"',
      `"${klass.id}-exam-${version}"`,
      `"${klass.id + 1}-attendance-${version}"`,
      `"${klass.id}-attendance-${version + 1}"`,
      `${current}, ${current}`,
      `"${klass.id}-attendance-99999999999999999999"`,
    ]) {
      const refused = await save(a.headers, [[students[0].id, item.id, 1]], ifMatch);
      expect(refused.status, ifMatch).toBe(422);
      expect(refused.error.message).toBe('The If-Match header is not a version of this tab');
    }
    expect(await statuses()).toEqual({});
    // `*` and a weak twin of the current tag are taken.
    expect((await save(a.headers, [[students[0].id, item.id, 1]], '*')).status).toBe(200);
    expect((await save(a.headers, [[students[0].id, item.id, 0]], `W/${await etag()}`)).status).toBe(200);
  });

  it('takes two SAVEs of one tab on the same version in turn: the second over the same cell is refused', async () => {
    const { a, b, students, item, save, etag, statuses } = await setUp();
    const seen = await etag();
    const answers = await Promise.all([
      save(a.headers, [[students[0].id, item.id, 1]], seen),
      save(b.headers, [[students[0].id, item.id, 0]], seen),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.status === 200) === answers[0] ? 1 : 0;
    expect(await statuses()).toEqual({ [students[0].id]: winner });
  });

  it('checks a score sheet SAVE, a graded file and a classwork SAVE the same way; a file alone is no conflict', async () => {
    const { a, b, klass, students } = await setUp();
    const exams = `/api/admin/classes/${klass.id}/exams`;
    const exam = (await t.call(assessmentsApi.exam.create, { url: exams, headers: a.headers, payload: examBody() })).body.data;
    const examTag = async () => String((await t.call(assessmentsApi.exam.list, { url: exams, headers: a.headers })).headers.etag);
    const seen = await examTag();
    const scoreOf = (headers: Record<string, string>, score: number, ifMatch?: string) =>
      t.call(assessmentsApi.exam.save, {
        url: `${exams}/changeStudentExamStatus`,
        headers: { ...headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        payload: { exams: [[students[0].id, exam.id, score]] },
      });
    expect((await scoreOf(b.headers, 15)).status).toBe(200);
    const refused = await scoreOf(a.headers, 12.5, seen);
    expect(refused.status).toBe(412);
    expect(refused.error.data?.conflicts).toMatchObject([
      { student_id: students[0].id, item_id: exam.id, yours: 12.5, theirs: 15 },
    ]);
    expect((await t.database.db.select().from(assessmentResults))[0].score).toBe(15);

    const uploaded = await t.call(assessmentsApi.exam.gradedFile, {
      url: `${exams}/${exam.id}/students/${students[0].id}/graded-file`,
      headers: { ...a.headers, 'if-match': seen },
      form: { updatedFile: { name: 'corrected.pdf', data: TINY_PDF } },
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.headers.etag).toBe(await examTag());

    const classworks = `/api/admin/classes/${klass.id}/classworks`;
    const classwork = (
      await t.call(classworksApi.create, {
        url: classworks,
        headers: a.headers,
        form: { name: 'Sheet', dueDate: '2026-11-18 11:00', maxScore: 10, pdf: { name: 'sheet.pdf', data: TINY_PDF } },
      })
    ).body.data;
    const workTag = String((await t.call(classworksApi.list, { url: classworks, headers: a.headers })).headers.etag);
    expect(workTag).toBe(`"${klass.id}-classwork-0"`);
    const mark = (headers: Record<string, string>, status: string, ifMatch?: string) =>
      t.call(classworksApi.save, {
        url: `${classworks}/changeStudentClassworkStatus`,
        headers: { ...headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        payload: { classworks: [[students[1].id, classwork.id, status]] },
      });
    expect((await mark(b.headers, 'attended_with_correct_classwork')).status).toBe(200);
    const stale = await mark(a.headers, 'attended_with_wrong_classwork', workTag);
    expect(stale.status).toBe(412);
    expect(stale.error.data?.conflicts).toMatchObject([
      { yours: 'attended_with_wrong_classwork', theirs: 'attended_with_correct_classwork', by: { id: b.userId } },
    ]);
    expect((await t.database.db.select().from(classworkResults))[0].status).toBe('attended_with_correct_classwork');
  });
});
