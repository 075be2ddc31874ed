import { and, asc, eq } from 'drizzle-orm';
import type { AuthUser, RosterQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { studentProfiles, users } from '../../db/schema';
import { containsText, countMatching } from '../../lib/lists';
import { rosterPage } from '../classes/class-students.service';
import { assertCenterExists } from '../notes/notes.service';
import { studentScope } from '../../access/student-scope';

/** The students assigned to a center that the user may see, by name; meta.pagination.total is the 'Total Students'. */
export async function listCenterStudents(db: Db, user: AuthUser, centerId: number, query: RosterQuery) {
  await assertCenterExists(db, centerId);
  const page = rosterPage(query);
  // Staff other than admins see only the students of their own classes.
  const where = and(
    eq(studentProfiles.centerId, centerId),
    containsText([users.name, users.email], page.search),
    studentScope(user),
  );
  const [rows, total] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(page.window.limit)
      .offset(page.window.offset),
    countMatching(db, () =>
      db
        .select({ id: users.id })
        .from(studentProfiles)
        .innerJoin(users, eq(users.id, studentProfiles.userId))
        .where(where)
        .$dynamic(),
    ),
  ]);
  return { rows, meta: page.meta(total, rows.length) };
}
