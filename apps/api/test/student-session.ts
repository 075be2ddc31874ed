import { createStudent, TEST_PASSWORD } from './factories';
import { studentAuthApi } from '@backoffice/contract';
import type { TestApp } from './test-app';

/** An approved student (enrolled in `classIds`), signed in through home/auth/login. */
export async function signInStudent(t: TestApp, classIds: number[] = []) {
  const student = await createStudent(t.database.db, { classes: classIds });
  const { status, body } = await t.call(studentAuthApi.login, {
    url: '/api/home/auth/login',
    payload: { email: student.email, password: TEST_PASSWORD },
  });
  if (status !== 200) throw new Error(`student sign-in failed: ${status} ${JSON.stringify(body)}`);
  return { student, headers: { authorization: `Bearer ${body.data.token as string}` } };
}
