import { describe, expect, it } from 'vitest';
import { ROLE, studentsApi, studentsApprovalApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { EXACT_TOTAL_LIMIT } from '../../lib/lists';
import { studentScores, supervisorTeachers } from '../../db/schema';
import { createClass, createStudent, createUser } from '../../../test/factories';

const t = useTestApp();

/** Active students "Student 00001".. in name order, e-mails s1@list.example.com..; planner statistics taken. */
async function insertStudents(count: number) {
  await t.database.sql.executeSql(
    `INSERT INTO users (name, email, main_role_id)
     SELECT 'Student ' || lpad(g::text, 5, '0'), 's' || g || '@list.example.com', ${ROLE.student}
     FROM generate_series(1, ${count}) AS g`,
  );
  await t.database.sql.executeSql('ANALYZE users');
}

const list = (headers: Record<string, string>, query: string) =>
  t.call(studentsApi.list, { url: `/api/admin/students?${query}`, headers });

describe('admin/students at scale', () => {
  it('counts a short list exactly and marks the total of a long one as an estimate that keeps Previous/Next right', async () => {
    const { headers } = await t.signIn('admin');
    await insertStudents(EXACT_TOTAL_LIMIT + 210);
    const first = await list(headers, 'page=1&per_page=30');
    expect(first.status).toBe(200);
    expect(first.body.data.map((s: { name: string }) => s.name).slice(0, 2)).toEqual(['Student 00001', 'Student 00002']);
    expect(first.body.meta.pagination.total_is_estimate).toBe(true);
    expect(first.body.meta.pagination.total_pages).toBeGreaterThan(30);

    // The last page is short: its total is exact again, and the page holds the last students in name order.
    const last = await list(headers, 'page=41&per_page=30');
    expect(last.body.data.map((s: { name: string }) => s.name).at(-1)).toBe('Student 01210');
    expect(last.body.meta.pagination).toMatchObject({ total: 1210, count: 10, per_page: 30, current_page: 41, total_pages: 41 });
    const deep = await list(headers, 'page=31&per_page=30');
    expect(deep.body.data[0].name).toBe('Student 00901');

    const searched = await list(headers, 'q=Student 011');
    expect(searched.body.meta.pagination).toMatchObject({ total: 100, total_pages: 4 });
    expect(searched.body.meta.pagination.total_is_estimate).toBeUndefined();
  });

  it('searches name and e-mail: a substring from 3 characters, the start of either below 3', async () => {
    const { headers } = await t.signIn('admin');
    await insertStudents(12);
    const mail = await list(headers, 'q=s11@list');
    expect(mail.body.data.map((s: { name: string }) => s.name)).toEqual(['Student 00011']);
    const substring = await list(headers, 'q=t 0001');
    expect(substring.body.meta.pagination.total).toBe(3);
    const prefix = await list(headers, 'q=S1');
    // s1@, s10@, s11@, s12@ by e-mail; "Student ..." does not start with "s1"
    expect(prefix.body.data.map((s: { email: string }) => s.email)).toEqual([
      's1@list.example.com',
      's10@list.example.com',
      's11@list.example.com',
      's12@list.example.com',
    ]);
    const middle = await list(headers, 'q=11');
    expect(middle.body.data).toEqual([]);
  });

  it('finds an emoji alone anywhere in a name, as it finds it beside a word', async () => {
    const { headers } = await t.signIn('admin');
    await createStudent(t.database.db, { name: 'Kid 😀 Smile' });
    await createStudent(t.database.db, { name: 'Plain Name' });
    for (const q of ['😀', 'Kid 😀']) {
      const found = await list(headers, `q=${encodeURIComponent(q)}`);
      expect(found.body.data.map((s: { name: string }) => s.name)).toEqual(['Kid 😀 Smile']);
    }
  });

  it("answers on the page each student's classes by name, rank average and language", async () => {
    const { headers } = await t.signIn('admin');
    const db = t.database.db;
    const zoology = await createClass(db, { name: 'Zoology' });
    const algebra = await createClass(db, { name: 'Algebra' });
    const ranked = await createStudent(db, { name: 'Amal', classes: [zoology.id, algebra.id], profile: { language: 'ar' } });
    await createStudent(db, { name: 'Badr' });
    await db.insert(studentScores).values([
      { classId: algebra.id, studentId: ranked.id, sourceType: 'exam', sourceId: 1, score: 7, maxScore: 9 },
      { classId: zoology.id, studentId: ranked.id, sourceType: 'quiz', sourceId: 2, score: 2.5, maxScore: 3 },
    ]);
    const page = await list(headers, 'page=1&per_page=10');
    expect(
      page.body.data.map(({ name, classes, rankAverage, language }: Record<string, unknown>) => ({
        name,
        classes,
        rankAverage,
        language,
      })),
    ).toEqual([
      {
        name: 'Amal',
        classes: [
          { id: algebra.id, name: 'Algebra' },
          { id: zoology.id, name: 'Zoology' },
        ],
        rankAverage: 79.17,
        language: 'ar',
      },
      { name: 'Badr', classes: [], rankAverage: null, language: 'en' },
    ]);
  });

  it('shows a teaching assistant and a supervisor only the classes of a student they may see, each their own', async () => {
    const db = t.database.db;
    const assistant = await t.signIn('teacher');
    const supervisor = await t.signIn('supervisor');
    const managed = await createUser(db, { mainRoleId: ROLE.teacher });
    await db.insert(supervisorTeachers).values({ supervisorId: supervisor.userId, teacherId: managed.id });
    const taught = await createClass(db, { name: 'Taught', teachers: [assistant.userId] });
    const ofManaged = await createClass(db, { name: 'Of the managed teacher', teachers: [managed.id] });
    const other = await createClass(db, { name: 'Other' });
    await createStudent(db, { name: 'Amal', classes: [taught.id, ofManaged.id, other.id] });
    const classesSeenBy = async (headers: Record<string, string>) =>
      (await list(headers, 'page=1&per_page=10')).body.data.map((student: { name: string; classes: unknown }) => [
        student.name,
        student.classes,
      ]);
    // Asked in turn and again, so an answer prepared for one viewer is never the other's.
    for (let turn = 0; turn < 2; turn += 1) {
      expect(await classesSeenBy(assistant.headers)).toEqual([['Amal', [{ id: taught.id, name: 'Taught' }]]]);
      expect(await classesSeenBy(supervisor.headers)).toEqual([['Amal', [{ id: ofManaged.id, name: 'Of the managed teacher' }]]]);
    }
  });

  it('tells the total on a page past the end, which has no row to count beside', async () => {
    const { headers } = await t.signIn('admin');
    await insertStudents(12);
    const past = await list(headers, 'page=5&per_page=10');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination).toMatchObject({ total: 12, count: 0, current_page: 5, total_pages: 2 });
  });

  it('reads Next and Previous from the edge of the page shown: a student added meanwhile is not shown twice', async () => {
    const { headers } = await t.signIn('admin');
    await insertStudents(100);
    const names = (response: Awaited<ReturnType<typeof list>>) => response.body.data.map((s: { name: string }) => s.name);
    const first = await list(headers, 'page=1&per_page=30');
    expect(names(first).at(-1)).toBe('Student 00030');
    // A student sorted before page 1's last row arrives: by count, page 2 would start again with Student 00030.
    await t.database.sql.executeSql(
      `INSERT INTO users (name, email, main_role_id) VALUES ('Student 00000', 's0@list.example.com', ${ROLE.student})`,
    );
    expect(names(await list(headers, 'page=2&per_page=30'))[0]).toBe('Student 00030');

    const second = await list(headers, `page=2&per_page=30&after=${first.body.meta.pagination.next_cursor}`);
    expect(names(second)).toEqual(Array.from({ length: 30 }, (_, i) => `Student ${String(31 + i).padStart(5, '0')}`));
    expect(second.body.meta.pagination).toMatchObject({ current_page: 2, total: 101, total_pages: 4 });
    const third = await list(headers, `page=3&per_page=30&after=${second.body.meta.pagination.next_cursor}`);
    expect(names(third)[0]).toBe('Student 00061');
    const back = await list(headers, `page=2&per_page=30&before=${third.body.meta.pagination.previous_cursor}`);
    expect(names(back)).toEqual(names(second));

    // A search pages the same way, over its matches only.
    const searched = await list(headers, 'q=Student 0000&per_page=5');
    const next = await list(headers, `q=Student 0000&per_page=5&page=2&after=${searched.body.meta.pagination.next_cursor}`);
    expect(names(next)).toEqual(['Student 00005', 'Student 00006', 'Student 00007', 'Student 00008', 'Student 00009']);
    expect(next.body.meta.pagination.total).toBe(10);
  });

  it('refuses a page cursor it did not give, and changes nothing', async () => {
    const { headers } = await t.signIn('admin');
    for (const cursor of ['not-json', Buffer.from('["a"]').toString('base64url'), 'a%20b']) {
      const response = await list(headers, `page=2&after=${cursor}`);
      expect(response.status).toBe(422);
      expect(response.error.data?.after).toEqual(['The page cursor is not valid']);
    }
    const pending = await t.call(studentsApprovalApi.list, {
      url: '/api/admin/students/inactive-students?page=2&before=e30',
      headers,
    });
    expect(pending.status).toBe(422);
    expect(pending.error.data?.before).toEqual(['The page cursor is not valid']);
  });
});
