import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Attendance, AttendanceInput, ListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { attendances, attendanceStatuses } from '../../db/schema';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';
import { notFound } from '../../plugins/app-error';
import { BatchErrors, classRoster, dueDateIn, dueDateOut, enrolledStudents } from './workstation.shared';

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

/** The attendance items of a class, newest first; q matches the name. */
export async function listAttendance(db: Db, classId: number, query: ListQuery) {
  const where = and(eq(attendances.classId, classId), containsText(attendances.name, query.q));
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(attendances).where(where).orderBy(desc(attendances.date), desc(attendances.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(attendances).where(where),
  ]);
  return { rows: await answerOf(db, rows, classId), meta: pageMeta(total, rows.length, query) };
}

export async function findAttendance(db: Db, classId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(attendances)
    .where(and(eq(attendances.id, id), eq(attendances.classId, classId)));
  if (!row) throw notFound();
  return row;
}

export async function getAttendance(db: Db, classId: number, id: number): Promise<Attendance> {
  const [answer] = await answerOf(db, [await findAttendance(db, classId, id)], classId);
  return answer;
}

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
  await db
    .update(attendances)
    .set({ ...valuesOf(body), updatedAt: new Date() })
    .where(eq(attendances.id, id));
  return getAttendance(db, classId, id);
}

export async function deleteAttendance(db: Db, classId: number, id: number) {
  await findAttendance(db, classId, id);
  await db.delete(attendances).where(eq(attendances.id, id));
}

/**
 * SAVE of the attendance tab: [studentId, attendanceId, status] entries, all written or none. An item of
 * another class or a student not in the class is a 422 naming the entry (attendances.{index}).
 * One INSERT … ON CONFLICT for the whole batch; a pair sent twice keeps its last status.
 */
export async function saveAttendanceStatuses(db: Db, userId: number, classId: number, entries: [number, number, number][]) {
  return db.transaction(async (tx) => {
    const itemIds = [...new Set(entries.map(([, attendanceId]) => attendanceId))];
    const [items, enrolled] = await Promise.all([
      tx
        .select({ id: attendances.id })
        .from(attendances)
        .where(and(eq(attendances.classId, classId), inArray(attendances.id, itemIds))),
      enrolledStudents(
        tx,
        classId,
        entries.map(([studentId]) => studentId),
      ),
    ]);
    const ofClass = new Set(items.map((item) => item.id));
    const errors = new BatchErrors();
    entries.forEach(([studentId, attendanceId], index) => {
      if (!ofClass.has(attendanceId)) {
        errors.add(`attendances.${index}`, 'Entry {index}: item {id} is not an item of this class', { index, id: attendanceId });
      } else if (!enrolled.has(studentId)) {
        errors.add(`attendances.${index}`, 'Entry {index}: student {id} is not in this class', { index, id: studentId });
      }
    });
    errors.throwIfAny();
    const unique = new Map(
      entries.map(([studentId, attendanceId, status]) => [`${attendanceId}:${studentId}`, { studentId, attendanceId, status }]),
    );
    const now = new Date();
    await tx
      .insert(attendanceStatuses)
      .values([...unique.values()].map((entry) => ({ ...entry, updatedBy: userId, updatedAt: now })))
      .onConflictDoUpdate({
        target: [attendanceStatuses.attendanceId, attendanceStatuses.studentId],
        set: { status: sql`excluded.status`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
      });
    return { saved: unique.size };
  });
}
