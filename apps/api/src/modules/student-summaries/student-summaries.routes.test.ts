import { eq } from 'drizzle-orm';
import { centersApi, studentSummariesApi } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createCenter, createClass, createStudent } from '../../../test/factories';
import { centers, notes, studentProfiles } from '../../db/schema';

const t = useTestApp();

const studentAt = (centerId: number, name: string) =>
  createStudent(t.database.db, { name, profile: { studentType: 'center', centerId } });

describe('GET admin/centers/{id}/students', () => {
  it("lists the center's students by name with the total", async () => {
    const { headers } = await t.signIn('admin');
    const [center, other] = [await createCenter(t.database.db), await createCenter(t.database.db)];
    await studentAt(center.id, 'Zeina');
    const adam = await studentAt(center.id, 'Adam');
    await studentAt(other.id, 'Elsewhere');
    const { status, body } = await t.call(studentSummariesApi.students, {
      url: `/api/admin/centers/${center.id}/students`,
      headers,
    });
    expect(status).toBe(200);
    expect(body.data.map((s: { name: string }) => s.name)).toEqual(['Adam', 'Zeina']);
    expect(body.data[0]).toEqual({ id: adam.id, name: 'Adam', email: adam.email });
    expect(body.meta.pagination.total).toBe(2);
    expect((await t.call(studentSummariesApi.students, { url: '/api/admin/centers/999999/students', headers })).status).toBe(404);
  });
});

describe('GET admin/centers/{id}/students as a teaching assistant', () => {
  it('lists only the students of their own classes', async () => {
    const { headers, userId } = await t.signIn('teacher');
    const center = await createCenter(t.database.db);
    const mine = await studentAt(center.id, 'Mine');
    await studentAt(center.id, 'Not Mine');
    await createClass(t.database.db, { teachers: [userId], students: [mine.id] });
    const { body } = await t.call(studentSummariesApi.students, { url: `/api/admin/centers/${center.id}/students`, headers });
    expect(body.data).toEqual([{ id: mine.id, name: 'Mine', email: mine.email }]);
    expect(body.meta.pagination.total).toBe(1);
  });
});

describe('DELETE admin/centers/{id} with dependants', () => {
  it('answers 409 while students are assigned, and deletes the center with its notes once they are moved', async () => {
    const { headers } = await t.signIn('admin');
    const center = await createCenter(t.database.db);
    const student = await studentAt(center.id, 'Adam');
    await t.database.db.insert(notes).values({ centerId: center.id, kind: 'notes', note: 'Open day' });
    const refused = await t.call(centersApi.remove, { url: `/api/admin/centers/${center.id}`, headers });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('This center has 1 student. Move them to another center first.');
    expect(await t.database.db.select().from(centers)).toHaveLength(1);

    await t.database.db.delete(studentProfiles).where(eqUser(student.id));
    const deleted = await t.call(centersApi.remove, { url: `/api/admin/centers/${center.id}`, headers });
    expect(deleted.status).toBe(200);
    expect(await t.database.db.select().from(notes)).toHaveLength(0);
  });
});

const eqUser = (userId: number) => eq(studentProfiles.userId, userId);
