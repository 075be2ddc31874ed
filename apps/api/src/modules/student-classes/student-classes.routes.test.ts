import { describe, expect, it } from 'vitest';
import { ROLE, studentClassesApi } from '@backoffice/contract';
import { useTestApp } from '../../../test/test-app';
import { createClass, createUser } from '../../../test/factories';
import { signInStudent } from '../../../test/student-session';

const t = useTestApp();

describe('home/classes', () => {
  it("answers only the student's own classes, with teachers and the student's code", async () => {
    const teacher = await createUser(t.database.db, { mainRoleId: ROLE.teacher, name: 'Mr Adel' });
    const mine = await createClass(t.database.db, { name: 'Physics A', teachers: [teacher.id] });
    await createClass(t.database.db, { name: 'Someone else' });
    const { headers } = await signInStudent(t, [mine.id]);
    const { status, body } = await t.call(studentClassesApi.list, { url: '/api/home/classes', headers });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ id: mine.id, name: 'Physics A', teachers: ['Mr Adel'], type: 'center' });
    expect(body.data[0].class_user_id).toEqual(expect.any(Number));
  });
});
