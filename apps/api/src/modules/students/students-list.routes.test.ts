import { describe, expect, it } from 'vitest';
import { ROLE } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { EXACT_TOTAL_LIMIT } from '../../lib/lists';

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

const list = (headers: Record<string, string>, query: string) => t.request({ url: `/api/admin/students?${query}`, headers });

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
    expect(last.body.meta.pagination).toEqual({ total: 1210, count: 10, per_page: 30, current_page: 41, total_pages: 41 });
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
});
