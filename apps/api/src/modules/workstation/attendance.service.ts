import { eq, inArray, sql } from 'drizzle-orm';
import type { Attendance, AttendanceInput } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { attendances, attendanceStatuses } from '../../db/schema';
import { recordChanges } from '../audit-log/record-changes';
import { classItems } from './class-items.service';
import { cellChanges, storedCells, type CellTable } from './cell-history';
import { openTab } from './tab-version';
import { classRoster, dueDateIn, dueDateOut } from './workstation.shared';

type Row = typeof attendances.$inferSelect;

async function answerOf(db: Db, rows: Row[], classId: number): Promise<Attendance[]> {
  if (rows.length === 0) return [];
  const [roster, statuses] = await Promise.all([
    classRoster(db, classId),
    db
      .select({
        attendanceId: attendanceStatuses.attendanceId,
        studentId: attendanceStatuses.studentId,
        status: attendanceStatuses.status,
      })
      .from(attendanceStatuses)
      .where(
        inArray(
          attendanceStatuses.attendanceId,
          rows.map((row) => row.id),
        ),
      ),
  ]);
  const byItem = new Map<number, Record<string, number>>();
  for (const status of statuses) {
    const students = byItem.get(status.attendanceId) ?? {};
    students[status.studentId] = status.status;
    byItem.set(status.attendanceId, students);
  }
  return rows.map((row) => {
    const marked = byItem.get(row.id) ?? {};
    // every enrolled student, unknown (-1) until marked
    const students = Object.fromEntries(roster.map((student) => [String(student.id), marked[student.id] ?? -1]));
    return {
      id: row.id,
      name: row.name,
      date: row.date,
      dueDate: dueDateOut(row.dueDate),
      maxScore: row.maxScore,
      students,
      studentsWithClassUserId: roster,
    };
  });
}

/** A register's cells: the status of a student for an attendance item. */
export const STATUS_CELLS: CellTable = {
  table: attendanceStatuses,
  itemId: attendanceStatuses.attendanceId,
  studentId: attendanceStatuses.studentId,
  value: attendanceStatuses.status,
};

const items = classItems(attendances, attendances.date, answerOf);

/** The attendance items of a class, newest first; q matches the name. */
export const listAttendance = items.list;
export const findAttendance = items.find;
export const getAttendance = items.get;
export const deleteAttendance = items.remove;

const valuesOf = (body: AttendanceInput) => ({
  name: body.name,
  date: body.date,
  dueDate: body.dueDate ? dueDateIn(body.dueDate) : null,
  maxScore: body.maxScore ?? null,
});

export async function createAttendance(db: Db, classId: number, body: AttendanceInput) {
  const [row] = await db
    .insert(attendances)
    .values({ classId, ...valuesOf(body) })
    .returning();
  return getAttendance(db, classId, row.id);
}

export async function updateAttendance(db: Db, classId: number, id: number, body: AttendanceInput) {
  await findAttendance(db, classId, id);
  await db.update(attendances).set(valuesOf(body)).where(eq(attendances.id, id));
  return getAttendance(db, classId, id);
}

/**
 * SAVE of the attendance tab: [studentId, attendanceId, status] entries, all written or none. An item of
 * another class or a student not in the class is a 422 naming the entry (attendances.{index}).
 * One INSERT … ON CONFLICT for the whole batch; a pair sent twice keeps its last status. `version`: the
 * If-Match's (tab-version.ts), a 412 when a cell changed since; answers the tab's ETag after it.
 */
export async function saveAttendanceStatuses(
  db: Db,
  userId: number,
  classId: number,
  entries: [number, number, number][],
  version?: number,
) {
  return db.transaction(async (tx) => {
    const tab = await openTab(tx, { classId, entity: 'attendance' }, version);
    const batch = await items.checkBatch(tx, classId, 'attendances', entries);
    const before = await storedCells(tx, STATUS_CELLS, batch);
    const cells = batch.map((entry) => ({ ...entry, value: entry.status }));
    await tab.refuseStale('status', cells, before);
    const now = new Date();
    await tx
      .insert(attendanceStatuses)
      .values(batch.map(({ itemId, ...entry }) => ({ ...entry, attendanceId: itemId, updatedBy: userId, updatedAt: now })))
      .onConflictDoUpdate({
        target: [attendanceStatuses.attendanceId, attendanceStatuses.studentId],
        set: { status: sql`excluded.status`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
      });
    await recordChanges(tx, userId, cellChanges('attendance', classId, 'status', cells, before));
    return { saved: batch.length, etag: await tab.etag() };
  });
}
