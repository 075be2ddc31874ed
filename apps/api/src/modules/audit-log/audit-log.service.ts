import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditLogQuery, AuditLogRow, AuthUser, Pagination } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { assessments, attendances, auditLog, classes, classworks, users } from '../../db/schema';
import { countMatching, pageMeta, pageWindow } from '../../lib/lists';
import { invalidField, notFound } from '../../plugins/app-error';
import { visibleClassCondition } from '../../access/class-access';

const actor = alias(users, 'actor');
const student = alias(users, 'student');

/** The rows a user may read: an admin every row, anyone else the rows of their classes (never an account's). */
export const visibleHistory = (user: AuthUser) => visibleClassCondition(user, auditLog.classId);

/** A page's edge as `next_cursor` / `previous_cursor` carry it: the row's id, base64url. */
const encodeCursor = (id: number) => Buffer.from(String(id)).toString('base64url');

function decodeCursor(field: 'after' | 'before', cursor: string): number {
  const id = Number(Buffer.from(cursor, 'base64url').toString());
  if (!Number.isSafeInteger(id) || id < 0) throw invalidField(field, 'The page cursor is not valid');
  return id;
}

/** A date alone is its whole day (UTC): from its start, to the start of the next day. */
function instantOf(value: string, edge: 'from' | 'to'): Date {
  if (value.length > 10) return new Date(value);
  const day = new Date(`${value}T00:00:00Z`);
  return edge === 'from' ? day : new Date(day.getTime() + 86_400_000);
}

/** The filters of the list within the user's scope; 422 when `from` is after `to`. */
export function historyFilter(user: AuthUser, query: AuditLogQuery): SQL | undefined {
  const from = query.from ? instantOf(query.from, 'from') : undefined;
  const to = query.to ? instantOf(query.to, 'to') : undefined;
  // A day alone ends where the next begins (exclusive); a moment is included.
  const isDayEnd = query.to !== undefined && query.to.length <= 10;
  if (from && to && (isDayEnd ? from >= to : from > to))
    throw invalidField('to', 'The end date must not be before the start date');
  return and(
    visibleHistory(user),
    query.classId !== undefined ? eq(auditLog.classId, query.classId) : undefined,
    query.studentId !== undefined ? eq(auditLog.studentId, query.studentId) : undefined,
    query.itemId !== undefined ? eq(auditLog.itemId, query.itemId) : undefined,
    query.userId !== undefined ? eq(auditLog.userId, query.userId) : undefined,
    query.entity !== undefined ? eq(auditLog.entity, query.entity) : undefined,
    from ? gte(auditLog.at, from) : undefined,
    to ? (isDayEnd ? lt(auditLog.at, to) : lte(auditLog.at, to)) : undefined,
  );
}

/** The list's condition; 404 for a class filter naming no class (one outside the scope is the route's 403). */
async function matchingCondition(db: Db, user: AuthUser, query: AuditLogQuery): Promise<SQL | undefined> {
  if (query.classId !== undefined) {
    const [found] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, query.classId)).limit(1);
    if (!found) throw notFound();
  }
  return historyFilter(user, query);
}

/**
 * A page of history rows (`page`: audit_log alone, filtered, ordered and windowed, so its index serves it)
 * with who made each and the names of the student and the item (from the item's table by its entity),
 * joined by primary key onto the page's rows only: one query.
 */
function historyRows(db: Db, page: ReturnType<typeof pageOfHistory>) {
  const row = page.as('page');
  return db
    .select({
      id: row.id,
      at: row.at,
      userId: row.userId,
      userName: actor.name,
      entity: row.entity,
      entityId: row.entityId,
      classId: row.classId,
      studentId: row.studentId,
      studentName: student.name,
      itemId: row.itemId,
      attendanceName: attendances.name,
      assessmentName: assessments.name,
      classworkName: classworks.name,
      field: row.field,
      old: row.old,
      new: row.new,
      revertedBy: row.revertedBy,
    })
    .from(row)
    .leftJoin(actor, eq(actor.id, row.userId))
    .leftJoin(student, eq(student.id, row.studentId))
    .leftJoin(attendances, and(eq(row.entity, 'attendance'), eq(attendances.id, row.itemId)))
    .leftJoin(assessments, and(inArray(row.entity, ['homework', 'quiz', 'exam', 'answer']), eq(assessments.id, row.itemId)))
    .leftJoin(classworks, and(eq(row.entity, 'classwork'), eq(classworks.id, row.itemId)))
    .$dynamic();
}

const pageOfHistory = (db: Db, where: SQL | undefined) => db.select().from(auditLog).where(where).$dynamic();

type HistoryRecord = Awaited<ReturnType<typeof historyRows>>[number];

const historyValue = (value: unknown) => (value ?? null) as AuditLogRow['old'];

function presentRow(row: HistoryRecord): AuditLogRow {
  return {
    id: row.id,
    at: row.at.toISOString(),
    user: row.userId !== null && row.userName !== null ? { id: row.userId, name: row.userName } : null,
    entity: row.entity,
    entity_id: row.entityId,
    class_id: row.classId,
    student_id: row.studentId,
    student_name: row.studentName,
    item_name: row.attendanceName ?? row.assessmentName ?? row.classworkName ?? null,
    item_id: row.itemId,
    field: row.field,
    old: historyValue(row.old),
    new: historyValue(row.new),
    reverted_by: row.revertedBy,
  };
}

/**
 * The page query of the list, newest first: with `after` (Next) the rows older than that edge, with `before`
 * (Previous) the newer ones, each a seek in the index of the filter (class, student, item, user, entity) or
 * the primary key, whatever the depth. Exported for the benchmark's EXPLAIN.
 */
export function historyPageQuery(db: Db, where: SQL | undefined, query: AuditLogQuery) {
  const edge = query.after
    ? { isBackward: false, id: decodeCursor('after', query.after) }
    : query.before
      ? { isBackward: true, id: decodeCursor('before', query.before) }
      : null;
  const seek = edge ? (edge.isBackward ? gt(auditLog.id, edge.id) : lt(auditLog.id, edge.id)) : undefined;
  const { limit, offset } = pageWindow(query);
  const order = edge?.isBackward ? asc : desc;
  const page = pageOfHistory(db, and(where, seek))
    .orderBy(order(auditLog.id))
    .limit(limit)
    .offset(edge ? 0 : offset);
  const rows = historyRows(db, page);
  return { isBackward: edge?.isBackward ?? false, page: rows.orderBy(order(sql`"page"."id"`)) };
}

/** The history the user may see, filtered, newest first, paged by key; the total is counted up to a cap. */
export async function listAuditLog(db: Db, user: AuthUser, query: AuditLogQuery) {
  const where = await matchingCondition(db, user, query);
  const { page, isBackward } = historyPageQuery(db, where, query);
  const [rows, total] = await Promise.all([
    page,
    countMatching(db, () => db.select({ id: auditLog.id }).from(auditLog).where(where).$dynamic()),
  ]);
  const data = (isBackward ? rows.reverse() : rows).map(presentRow);
  const [first, last] = [data.at(0), data.at(-1)];
  const cursors: Pick<Pagination, 'next_cursor' | 'previous_cursor'> =
    first && last ? { previous_cursor: encodeCursor(first.id), next_cursor: encodeCursor(last.id) } : {};
  return { rows: data, meta: pageMeta(total, data.length, query, cursors) };
}

/** One history row as the list shows it; 404 when there is none. */
export async function getAuditLogRow(db: Db, id: number): Promise<AuditLogRow> {
  const [row] = await historyRows(db, pageOfHistory(db, eq(auditLog.id, id)));
  if (!row) throw notFound();
  return presentRow(row);
}
