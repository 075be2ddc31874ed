import { describe, expect, it } from 'vitest';
import { DATE_MESSAGE, DATE_TIME_MESSAGE } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { multipartPayload, TINY_PDF } from '../../../test/multipart';
import { assessments, attendances, classworks } from '../../db/schema';
import { classWithStudents, examBody } from './workstation.test-helpers';

const t = useTestApp();

/** Due dates a probe of the running API sent: each answered 500 (SQLSTATE 22008) once PostgreSQL read it. */
const IMPOSSIBLE_DUE_DATES = ['2026-02-30 10:00', '2026-13-01 10:00', '2026-12-01 23:60', '0000-01-01 00:00', '9999-99-99 99:99'];
const VALID_DUE_DATE = '2026-11-18 11:00';

/** Each kind of item, by its path, with the body of its form. */
const KINDS: { path: string; body: (dueDate: string) => Record<string, unknown> }[] = [
  { path: 'attendance', body: (dueDate) => ({ name: 'Week 1', date: '2026-11-16', dueDate, maxScore: 1 }) },
  ...['homework', 'quizzes', 'exams'].map((path) => ({ path, body: (dueDate: string) => examBody({ dueDate }) })),
  { path: 'classworks', body: (dueDate) => ({ name: 'Sheet', dueDate, maxScore: 10 }) },
];

async function setUp() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass } = await classWithStudents(t.database.db, 2, userId);
  const base = `/api/admin/classes/${klass.id}`;
  /** Creates as the web does: JSON, and a classwork as a form with its PDF. */
  const create = (path: string, body: Record<string, unknown>) => {
    if (path !== 'classworks') return t.app.inject({ method: 'POST', url: `${base}/${path}`, headers, payload: body });
    const form = multipartPayload([
      ...Object.entries(body).map(([name, value]) => ({ name, value: String(value) })),
      { name: 'pdf', filename: 'sheet.pdf', content: TINY_PDF },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `${base}/${path}`,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  };
  const update = (path: string, id: number, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `${base}/${path}/${id}`, headers, payload: body });
  return { create, update };
}

const itemRows = async () => ({
  attendances: await t.database.db.select().from(attendances),
  assessments: await t.database.db.select().from(assessments),
  classworks: await t.database.db.select().from(classworks),
});

describe('impossible dates on the workstation forms', () => {
  it('answers 422 naming dueDate to each of the 25 creations, and creates nothing', async () => {
    const { create } = await setUp();
    for (const dueDate of IMPOSSIBLE_DUE_DATES) {
      for (const { path, body } of KINDS) {
        const answer = await create(path, body(dueDate));
        expect(answer.statusCode, `${path} ${dueDate}`).toBe(422);
        expect(answer.json().data, `${path} ${dueDate}`).toEqual({ dueDate: [DATE_TIME_MESSAGE] });
      }
    }
    expect(await itemRows()).toEqual({ attendances: [], assessments: [], classworks: [] });
  });

  it('answers 422 naming dueDate to each of the 25 edits, and changes nothing', async () => {
    const { create, update } = await setUp();
    const ids = new Map<string, number>();
    for (const { path, body } of KINDS) {
      const created = await create(path, body(VALID_DUE_DATE));
      expect(created.statusCode, path).toBe(200);
      ids.set(path, created.json().data.id);
    }
    const before = await itemRows();
    for (const dueDate of IMPOSSIBLE_DUE_DATES) {
      for (const { path, body } of KINDS) {
        const answer = await update(path, ids.get(path)!, body(dueDate));
        expect(answer.statusCode, `${path} ${dueDate}`).toBe(422);
        expect(answer.json().data, `${path} ${dueDate}`).toEqual({ dueDate: [DATE_TIME_MESSAGE] });
      }
    }
    expect(await itemRows()).toEqual(before);
  });

  it("refuses an attendance's impossible day as well", async () => {
    const { create } = await setUp();
    for (const date of ['2026-02-30', '2026-13-01', '0000-01-01', '9999-99-99']) {
      const answer = await create('attendance', { ...KINDS[0].body(VALID_DUE_DATE), date });
      expect(answer.statusCode, date).toBe(422);
      expect(answer.json().data, date).toEqual({ date: [DATE_MESSAGE] });
    }
    expect((await itemRows()).attendances).toEqual([]);
  });
});
