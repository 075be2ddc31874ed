import { and, asc, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { PAGE_SIZE, ROLE, type Dashboard } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { assessments, classes, classTeachers, users, videoProgress } from '../../db/schema';
import { pageWindow } from '../../lib/lists';
import { classMemberCount } from '../classes/class-members';

const qb = new QueryBuilder();

/** A figure of the dashboard: a count as a column of the figures' one statement (an InitPlan, run once). */
const figure = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

// users_main_role_idx (main_role_id, id)
const userCount = (roleId: number) =>
  figure(
    qb
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.mainRoleId, roleId), eq(users.isActive, true))),
  );

/**
 * GET admin/dashboard: every figure is one aggregate query on an index; the per-class table is a page
 * of classes by name with correlated counts (each an index range on its class_id), never rows in Node.
 */
export async function getDashboard(db: Db, page: number): Promise<Dashboard> {
  const { limit, offset } = pageWindow({ page, per_page: PAGE_SIZE });
  const [[{ students, teachers, classCount, homeworks, averageWatches }], classRows] = await Promise.all([
    // The figures in one statement: the classes' count, the others uncorrelated subqueries beside it.
    db
      .select({
        students: userCount(ROLE.student),
        teachers: userCount(ROLE.teacher),
        classCount: count(),
        homeworks: figure(qb.select({ n: count() }).from(assessments).where(eq(assessments.kind, 'homework'))),
        // Each student's share of the videos they opened (furthest point over length), averaged over students.
        averageWatches: sql<number | null>`(${qb.select({ average: sql`round(avg(share) * 100, 2)::float8` }).from(
          qb
            .select({
              share:
                sql<number>`avg(least(${videoProgress.furthestSeconds} / nullif(${videoProgress.durationSeconds}, 0), 1))::numeric`.as(
                  'share',
                ),
            })
            .from(videoProgress)
            .groupBy(videoProgress.studentId)
            .as('per_student'),
        )})`,
      })
      .from(classes),
    db
      .select({
        id: classes.id,
        name: classes.name,
        // class_students_class_student_unique (class_id first), then each user by primary key
        students: classMemberCount(classes.id),
        // raw names below, as drizzle leaves columns unqualified in a single-table select
        // class_teachers primary key (class_id first)
        teachers: sql<number>`(SELECT count(*) FROM ${classTeachers} ct WHERE ct.class_id = ${classes}.id)::int`,
        // assessments_class_kind_due_idx (class_id, kind first)
        homeworks: sql<number>`(SELECT count(*) FROM ${assessments} a WHERE a.class_id = ${classes}.id AND a.kind = 'homework')::int`,
        exams: sql<number>`(SELECT count(*) FROM ${assessments} a WHERE a.class_id = ${classes}.id AND a.kind = 'exam')::int`,
        quizzes: sql<number>`(SELECT count(*) FROM ${assessments} a WHERE a.class_id = ${classes}.id AND a.kind = 'quiz')::int`,
      })
      .from(classes)
      .orderBy(asc(classes.name), asc(classes.id))
      .limit(limit)
      .offset(offset),
  ]);
  return {
    students,
    teachers,
    classes: classCount,
    homeworks,
    averageWatches: averageWatches === null ? null : Number(averageWatches),
    classCounts: classRows,
    classPagination: { total: classCount, current_page: page, total_pages: Math.max(1, Math.ceil(classCount / PAGE_SIZE)) },
  };
}
