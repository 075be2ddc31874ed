import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentsApi, type AssessmentKind } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { TINY_PDF, type FormFields } from '../../../test/multipart';
import { assessmentResults, auditLog, fileVersions, studentScores } from '../../db/schema';
import { classWithStudents, examBody } from './workstation.test-helpers';

const t = useTestApp();

/** Each kind's SAVE: its path, its list key and its item's id field in the specification's multipart form. */
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
  /** One entry of the form per student: `exams[i][studentId|examId|score|updatedFile]`. */
  const entry = (index: number, studentId: number, score?: string, file?: Buffer): FormFields => ({
    [`${save.key}[${index}][studentId]`]: studentId,
    [`${save.key}[${index}][${save.id}]`]: item.id,
    ...(score === undefined ? {} : { [`${save.key}[${index}][score]`]: score }),
    ...(file ? { [`${save.key}[${index}][updatedFile]`]: { name: 'graded.pdf', data: file } } : {}),
  });
  const sendForm = (form: FormFields, extra: Record<string, string> = {}) =>
    t.call(assessmentsApi[save.kind].save, { url, headers: { ...headers, ...extra }, form });
  return { headers, userId, klass, students, base, item, url, entry, sendForm };
}

const historyOf = (classId: number) =>
  t.database.db
    .select({
      userId: auditLog.userId,
      entity: auditLog.entity,
      studentId: auditLog.studentId,
      old: auditLog.old,
      new: auditLog.new,
    })
    .from(auditLog)
    .where(eq(auditLog.classId, classId))
    .orderBy(asc(auditLog.id));

describe.each(SAVES)('the scores SAVE $action, JSON or the specification’s multipart form', (save) => {
  it('takes the form with a graded PDF and writes what the JSON SAVE writes: scores, history, ranking', async () => {
    const { headers, userId, klass, students, base, item, url, entry, sendForm } = await setUp(save);
    const saved = await sendForm({ ...entry(0, students[0].id, '12.5', TINY_PDF), ...entry(1, students[1].id, '7') });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Scores saved successfully', data: { saved: 2 } });
    const results = (await t.call(assessmentsApi[save.kind].get, { url: `${base}/${item.id}`, headers })).body.data.students;
    expect(results[students[0].id]).toMatchObject({
      score: 12.5,
      status: 'corrected',
      updatedFile: { name: 'graded.pdf', size: TINY_PDF.length },
    });
    expect(results[students[1].id]).toMatchObject({ score: 7, updatedFile: null });

    // the JSON SAVE of the same tab after it: one history, one ranking, whichever content type wrote them
    const json = await t.call(assessmentsApi[save.kind].save, {
      url,
      headers,
      payload: { [save.key]: [[students[1].id, item.id, 9]] },
    });
    expect(json.status).toBe(200);
    const cell = { userId, entity: save.kind };
    expect(await historyOf(klass.id)).toEqual([
      { ...cell, studentId: students[0].id, old: null, new: 12.5 },
      { ...cell, studentId: students[1].id, old: null, new: 7 },
      { ...cell, studentId: students[1].id, old: 7, new: 9 },
    ]);
    const ranking = await t.database.db.select().from(studentScores).orderBy(asc(studentScores.studentId));
    expect(ranking.map((row) => [row.studentId, row.score])).toEqual([
      [students[0].id, 12.5],
      [students[1].id, 9],
    ]);
  });

  it('refuses a wrong form as the JSON SAVE refuses a wrong body (422, 415), writing nothing', async () => {
    const { klass, students, entry, sendForm } = await setUp(save);
    const outsider = (await classWithStudents(t.database.db, 1)).students[0];
    const cases: [FormFields, number, Record<string, string[]> | undefined][] = [
      [{}, 422, { [save.key]: ['Scores are required'] }],
      [entry(0, students[0].id), 422, { [`${save.key}.0`]: ['A score or an updated file is required'] }],
      [
        entry(0, students[0].id, '21'),
        422,
        { [`${save.key}.0`]: ['Entry 0: the score 21 is not between 0 and the max score 20'] },
      ],
      [
        { ...entry(0, students[0].id, '5', TINY_PDF), ...entry(1, outsider.id, '5', TINY_PDF) },
        422,
        { [`${save.key}.1`]: [`Entry 1: student ${outsider.id} is not in this class`] },
      ],
      [entry(0, students[0].id, '5', Buffer.from('MZ\x90\x00')), 415, undefined],
    ];
    for (const [form, status, fields] of cases) {
      const refused = await sendForm(form);
      expect(refused.status).toBe(status);
      // A 415 names the file's field too; the field errors checked are those of the 422s.
      expect(status === 422 ? refused.error.data : undefined).toEqual(fields);
    }
    expect(await t.database.db.select().from(fileVersions)).toEqual([]);
    expect(await historyOf(klass.id)).toEqual([]);
  });

  it('refuses a form sent on a stale view of the tab (412), as the JSON SAVE, keeping the colleague’s mark', async () => {
    const { headers, klass, students, base, item, url, entry, sendForm } = await setUp(save);
    const staleTag = String((await t.call(assessmentsApi[save.kind].list, { url: base, headers })).headers.etag);
    const colleague = await t.call(assessmentsApi[save.kind].save, {
      url,
      headers,
      payload: { [save.key]: [[students[0].id, item.id, 4]] },
    });
    expect(colleague.status).toBe(200);
    const stale = await sendForm(entry(0, students[0].id, '6', TINY_PDF), { 'if-match': staleTag });
    expect(stale.status).toBe(412);
    expect(await t.database.db.select({ score: assessmentResults.score }).from(assessmentResults)).toEqual([{ score: 4 }]);
    expect(await t.database.db.select().from(fileVersions)).toEqual([]);
    expect(await historyOf(klass.id)).toHaveLength(1);
  });
});

describe('the scores SAVE in the contract', () => {
  type Media = Record<string, { schema: { properties?: Record<string, { items?: { properties?: Record<string, unknown> } }> } }>;
  type OpenApi = { paths: Record<string, { post: { requestBody: { content: Media } } }> };

  it('documents both content types in OpenAPI, and answers a body of neither 415', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).body as OpenApi;
    for (const save of SAVES) {
      const content = document.paths[`/api/admin/classes/{id}/${save.path}/${save.action}`].post.requestBody.content;
      expect(Object.keys(content)).toEqual(['application/json', 'multipart/form-data']);
      expect(Object.keys(content['multipart/form-data'].schema.properties?.[save.key].items?.properties ?? {})).toEqual(
        expect.arrayContaining(['studentId', save.id, 'score', 'updatedFile', 'version']),
      );
    }
    const { url } = await setUp(SAVES[2]);
    const { headers } = await t.signIn('admin');
    const bare = await t.call(assessmentsApi.exam.save, { url, headers });
    expect(bare.status).toBe(415);
    expect(bare.error).toMatchObject({ message: 'Unsupported content type.', data: null });
  });
});
