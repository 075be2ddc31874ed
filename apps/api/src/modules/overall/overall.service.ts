import { and, asc, count, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { ListQuery, OverallListResponse, OverallStudentDetail, ScoreSource } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classStudents, users } from '../../db/schema';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';
import { notFound } from '../../plugins/app-error';
import { listClassItems, listScores, type ClassItem } from '../reports/class-items';
import { isClassMember } from '../classes/class-members';

/** The members of a class matching q: the roster range of class_students_class_student_unique. */
const rosterWhere = (classId: number, q?: string) => and(eq(classStudents.classId, classId), containsText(users.name, q));

export async function listRoster(db: Db, classId: number, query: Pick<ListQuery, 'q'> & { limit: number; offset: number }) {
  return db
    .select({ id: users.id, name: users.name })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .where(rosterWhere(classId, query.q))
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit)
    .offset(query.offset);
}

const ITEM_KEYS = {
  homework: { all: 'totalAllHomework', student: 'totalStudentHomework', id: 'homework_id' },
  exam: { all: 'totalAllExams', student: 'totalStudentExams', id: 'exam_id' },
  quiz: { all: 'totalAllQuizzes', student: 'totalStudentQuizzes', id: 'quiz_id' },
} as const satisfies Record<ScoreSource, { all: string; student: string; id: string }>;

/** The number of members of the class matching q, as a column of the page's query (run once, as an InitPlan). */
const rosterTotal = (classId: number, q?: string) =>
  sql<number>`(${new QueryBuilder()
    .select({ n: count() })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .where(rosterWhere(classId, q))})`.mapWith(Number);

/** GET admin/classes/{classId}/students-overall: a page of students, with the class's items and their scores in meta. */
export async function listOverall(db: Db, classId: number, query: ListQuery): Promise<Omit<OverallListResponse, 'message'>> {
  const { limit, offset } = pageWindow(query);
  // The page and its total in one round trip, beside the items.
  const [page, items] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, total: rosterTotal(classId, query.q) })
      .from(classStudents)
      .innerJoin(users, isClassMember)
      .where(rosterWhere(classId, query.q))
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit)
      .offset(offset),
    listClassItems(db, classId),
  ]);
  const rows = page.map(({ total: _total, ...row }) => row);
  // A page past the end has no row to carry the total.
  const total =
    page.at(0)?.total ??
    (
      await db.select({ total: count() }).from(classStudents).innerJoin(users, isClassMember).where(rosterWhere(classId, query.q))
    )[0].total;
  const scores = await listScores(
    db,
    classId,
    rows.map((row) => row.id),
  );
  const meta: Omit<OverallListResponse['meta'], 'pagination'> = {
    totalAllHomework: {},
    totalAllExams: {},
    totalAllQuizzes: {},
    totalStudentHomework: {},
    totalStudentQuizzes: {},
    totalStudentExams: {},
  };
  for (const item of items) meta[ITEM_KEYS[item.kind].all][item.id] = { id: item.id, name: item.name, max_score: item.maxScore };
  for (const row of rows) for (const keys of Object.values(ITEM_KEYS)) meta[keys.student][row.id] = [];
  for (const score of scores) {
    const keys = ITEM_KEYS[score.kind];
    (meta[keys.student][score.studentId] as Record<string, number>[]).push({ score: score.score, [keys.id]: score.itemId });
  }
  return {
    data: rows.map((row) => ({ ...row, userId: row.id })),
    meta: { ...pageMeta(total, rows.length, query), ...meta },
  };
}

const detailLines = (items: ClassItem[], kind: ScoreSource, scoreOf: Map<string, number>) =>
  items
    .filter((item) => item.kind === kind)
    .map((item) => ({
      id: item.id,
      name: item.name,
      max_score: item.maxScore,
      score: scoreOf.get(`${kind}:${item.id}`) ?? null,
    }));

/** GET …/students-overall/{studentId}: the dialog's items by kind with the student's score (404 when not in the class). */
export async function getOverallStudent(db: Db, classId: number, studentId: number): Promise<OverallStudentDetail> {
  const [student] = await db
    .select({ id: users.id, name: users.name })
    .from(classStudents)
    .innerJoin(users, isClassMember)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId)))
    .limit(1);
  if (!student) throw notFound();
  const [items, scores] = await Promise.all([listClassItems(db, classId), listScores(db, classId, [studentId])]);
  const scoreOf = new Map(scores.map((s) => [`${s.kind}:${s.itemId}`, s.score]));
  return {
    ...student,
    homework: detailLines(items, 'homework', scoreOf),
    quizzes: detailLines(items, 'quiz', scoreOf),
    exams: detailLines(items, 'exam', scoreOf),
  };
}
