import { asc, count, eq, sql } from 'drizzle-orm';
import type { StudentRank, StudentsRankQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classStudents, studentProfiles, studentScores, users } from '../../db/schema';
import { likePattern, pageMeta, pageWindow } from '../../lib/lists';
import { personNameColumns } from '../../db/person-columns';
import { isClassMember } from '../classes/class-members';

/**
 * The active students of a class by score percent: sum(score) / sum(max_score) * 100 over their
 * student_scores in the class, 0 without scores. Ranks are over the whole class, before any search.
 * `limit` answers the top N (page 1).
 */
export async function listStudentsRank(db: Db, classId: number, query: StudentsRankQuery) {
  const listQuery = { q: query.q, page: query.limit ? 1 : query.page, per_page: query.limit ?? query.per_page };
  const { limit, offset } = pageWindow(listQuery);
  // per-class aggregate, served by student_scores_item_unique (class_id first)
  const totals = db
    .select({
      studentId: studentScores.studentId,
      percent: sql<number>`round((sum(${studentScores.score}) / sum(${studentScores.maxScore}) * 100)::numeric, 2)::float8`.as(
        'percent',
      ),
    })
    .from(studentScores)
    .where(eq(studentScores.classId, classId))
    .groupBy(studentScores.studentId)
    .as('totals');
  const ranked = db.$with('ranked').as(
    db
      .select({
        ...personNameColumns,
        schoolName: studentProfiles.schoolName,
        avatar: studentProfiles.avatar,
        score: sql<number>`coalesce(${totals.percent}, 0)`.as('score'),
        rank: sql<number>`rank() over (order by coalesce(${totals.percent}, 0) desc)`.as('rank'),
      })
      .from(classStudents)
      .innerJoin(users, isClassMember)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(totals, eq(totals.studentId, classStudents.studentId))
      .where(eq(classStudents.classId, classId)),
  );
  const where = query.q ? sql`${ranked.name} ILIKE ${likePattern(query.q)}` : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .with(ranked)
      .select()
      .from(ranked)
      .where(where)
      .orderBy(asc(ranked.rank), asc(ranked.name), asc(ranked.id))
      .limit(limit)
      .offset(offset),
    db.with(ranked).select({ total: count() }).from(ranked).where(where),
  ]);
  const data: StudentRank[] = rows.map((row) => ({
    ...row,
    userId: row.id,
    score: Number(row.score),
    rank: Number(row.rank),
  }));
  return { rows: data, meta: pageMeta(total, rows.length, listQuery) };
}
