import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ClassStudent, RosterQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classStudents, users } from '../../db/schema';
import { containsText, countMatching, likePattern, pageMeta, pageWindow, type ListTotal } from '../../lib/lists';
import { personNameColumns } from '../../db/person-columns';
import { isClassMember } from './class-members';

/** `query` (or `q`) as the roster search; pages of up to ROSTER_PAGE_SIZE. */
export const rosterPage = (query: RosterQuery) => ({
  search: query.query || query.q || undefined,
  window: pageWindow(query),
  meta: (total: ListTotal, count: number) => pageMeta(total, count, { ...query, q: undefined }),
});

/** The members of a class by name; the search matches name, e-mail or the class_user_id code. */
export async function listClassStudents(db: Db, classId: number, query: RosterQuery) {
  const page = rosterPage(query);
  const where = and(
    eq(classStudents.classId, classId),
    page.search
      ? or(containsText([users.name, users.email], page.search), ilike(sql`${classStudents.id}::text`, likePattern(page.search)))
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        ...personNameColumns,
        userId: users.id,
        birthDate: users.birthDate,
        class_user_id: classStudents.id,
      })
      .from(classStudents)
      .innerJoin(users, isClassMember)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(page.window.limit)
      .offset(page.window.offset),
    countMatching(db, () =>
      db.select({ id: classStudents.id }).from(classStudents).innerJoin(users, isClassMember).where(where).$dynamic(),
    ),
  ]);
  return { rows: rows satisfies ClassStudent[], meta: page.meta(total, rows.length) };
}
