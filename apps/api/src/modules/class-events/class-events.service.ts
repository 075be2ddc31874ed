import { and, asc, between, eq, gt, type SQL } from 'drizzle-orm';
import { CLASS_EVENT_TYPE_OF, type ClassEvent, type ClassEventType } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/** A history row as a stream sends it: its id (the event's `id:`), its event name and its data. */
export type StreamedEvent = { id: number; type: ClassEventType; data: ClassEvent };

/** Rows replayed after a Last-Event-ID at most; past it the client is told to reload instead. */
export const REPLAY_LIMIT = 500;
/** Rows of one notice read at most (one SAVE's batch is far smaller). */
const NOTICE_LIMIT = 5_000;

/** History rows of a class with who made them, oldest first: one query, by the (class_id, id) index. */
async function classEventRows(db: Db, classId: number, ids: SQL, limit: number): Promise<StreamedEvent[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      entity: auditLog.entity,
      itemId: auditLog.itemId,
      studentId: auditLog.studentId,
      field: auditLog.field,
      value: auditLog.new,
      userId: auditLog.userId,
      userName: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.classId, classId), ids))
    .orderBy(asc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    type: CLASS_EVENT_TYPE_OF[row.entity],
    data: {
      entity: row.entity,
      item_id: row.itemId,
      student_id: row.studentId,
      field: row.field,
      value: (row.value ?? null) as ClassEvent['value'],
      by: row.userId !== null && row.userName !== null ? { id: row.userId, name: row.userName } : null,
      at: row.at.toISOString(),
    },
  }));
}

/** The rows a notice announces (one transaction's changes of the class). */
export const readNoticedEvents = (db: Db, classId: number, firstId: number, lastId: number) =>
  classEventRows(db, classId, between(auditLog.id, firstId, lastId), NOTICE_LIMIT);

/** What a client missed after `lastId`: at most REPLAY_LIMIT rows, and whether there were more. */
export async function readMissedEvents(db: Db, classId: number, lastId: number) {
  const events = await classEventRows(db, classId, gt(auditLog.id, lastId), REPLAY_LIMIT + 1);
  return { events: events.slice(0, REPLAY_LIMIT), isTruncated: events.length > REPLAY_LIMIT };
}

/** One event in the text/event-stream format: its name, id and one line of JSON. */
export const formatEvent = (event: StreamedEvent) => `event: ${event.type}\nid: ${event.id}\ndata: ${JSON.stringify(event.data)}\n\n`;
