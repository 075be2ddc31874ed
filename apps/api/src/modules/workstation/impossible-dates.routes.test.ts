import { describe, expect, it } from 'vitest';
import { assessmentsApi, attendanceApi, classworksApi, DATE_MESSAGE, DATE_TIME_MESSAGE } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { TINY_PDF } from '../../../test/multipart';
import { assessments, attendances, classworks } from '../../db/schema';
import { classWithStudents, examBody } from './workstation.test-helpers';

const t = useTestApp();

/** Due dates a probe of the running API sent: each answered 500 (SQLSTATE 22008) once PostgreSQL read it. */
const IMPOSSIBLE_DUE_DATES = ['2026-02-30 10:00', '2026-13-01 10:00', '2026-12-01 23:60', '0000-01-01 00:00', '9999-99-99 99:99'];
const VALID_DUE_DATE = '2026-11-18 11:00';

type Body = Record<string, unknown>;

/** Each kind of item, by its path, with its endpoints and the body of its form. */
const KINDS = [
  {
    path: 'attendance',
    api: attendanceApi,
    body: (dueDate: string): Body => ({ name: 'Week 1', date: '2026-11-16', dueDate, maxScore: 1 }),
  },
  ...(
    [
      ['homework', assessmentsApi.homework],
      ['quizzes', assessmentsApi.quiz],
      ['exams', assessmentsApi.exam],
    ] as const
  ).map(([path, api]) => ({ path, api, body: (dueDate: string): Body => examBody({ dueDate }) })),
  { path: 'classworks', api: classworksApi, body: (dueDate: string): Body => ({ name: 'Sheet', dueDate, maxScore: 10 }) },
];
type Kind = (typeof KINDS)[number];

async function setUp() {
  const { headers, userId } = await t.signIn('teacher');
  const { klass } = await classWithStudents(t.database.db, 2, userId);
  const base = `/api/admin/classes/${klass.id}`;
  /** Creates as the web does: JSON, and a classwork as a form with its PDF. */
  const create = ({ path, api }: Kind, body: Body) => {
    const url = `${base}/${path}`;
    if (api !== classworksApi) return t.call(api.create, { url, headers, payload: body });
    const fields = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]));
    return t.call(classworksApi.create, { url, headers, form: { ...fields, pdf: { name: 'sheet.pdf', data: TINY_PDF } } });
  };
  const update = ({ path, api }: Kind, id: number, body: Body) =>
    t.call(api.update, { url: `${base}/${path}/${id}`, headers, payload: body });
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
      for (const kind of KINDS) {
        const answer = await create(kind, kind.body(dueDate));
        expect(answer.status, `${kind.path} ${dueDate}`).toBe(422);
        expect(answer.error.data, `${kind.path} ${dueDate}`).toEqual({ dueDate: [DATE_TIME_MESSAGE] });
      }
    }
    expect(await itemRows()).toEqual({ attendances: [], assessments: [], classworks: [] });
  });

  it('answers 422 naming dueDate to each of the 25 edits, and changes nothing', async () => {
    const { create, update } = await setUp();
    const ids = new Map<string, number>();
    for (const kind of KINDS) {
      const created = await create(kind, kind.body(VALID_DUE_DATE));
      expect(created.status, kind.path).toBe(200);
      ids.set(kind.path, created.body.data.id);
    }
    const before = await itemRows();
    for (const dueDate of IMPOSSIBLE_DUE_DATES) {
      for (const kind of KINDS) {
        const answer = await update(kind, ids.get(kind.path)!, kind.body(dueDate));
        expect(answer.status, `${kind.path} ${dueDate}`).toBe(422);
        expect(answer.error.data, `${kind.path} ${dueDate}`).toEqual({ dueDate: [DATE_TIME_MESSAGE] });
      }
    }
    expect(await itemRows()).toEqual(before);
  });

  it("refuses an attendance's impossible day as well", async () => {
    const { create } = await setUp();
    for (const date of ['2026-02-30', '2026-13-01', '0000-01-01', '9999-99-99']) {
      const answer = await create(KINDS[0], { ...KINDS[0].body(VALID_DUE_DATE), date });
      expect(answer.status, date).toBe(422);
      expect(answer.error.data, date).toEqual({ date: [DATE_MESSAGE] });
    }
    expect((await itemRows()).attendances).toEqual([]);
  });
});
