import { and, asc, between, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CLASS_EVENT_TYPE_OF, ROLE, type ClassEvent, type ClassEventType } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { auditLog, authTokens, classes, users } from '../../db/schema';
import { isLiveToken, STAFF_ROLE_IDS } from '../../access/callers';
import { visibleClassCondition } from '../../access/class-access';

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

/** Whose an open stream is: the hash of its bearer token (never the token) and its class. */
export type StreamKey = { tokenHash: string; classId: number };
export const streamKeyOf = (key: StreamKey) => `${key.classId}:${key.tokenHash}`;

/** The class rule of access/class-access.ts for the user of each row, whatever their role. */
const seesClass = or(
  eq(users.mainRoleId, ROLE.admin),
  and(eq(users.mainRoleId, ROLE.teacher), visibleClassCondition({ mainRole: 'teacher', id: users.id })),
  and(eq(users.mainRoleId, ROLE.supervisor), visibleClassCondition({ mainRole: 'supervisor', id: users.id })),
);

/**
 * Which of these streams may go on (as streamKeyOf): their token is a live staff token (not signed out, not
 * ended everywhere, not expired, its user active) and its user still sees the class. One query for them all,
 * by the token_hash and classes' primary key indexes.
 */
export async function findLiveStreams(db: Db, keys: StreamKey[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const pairs = sql.join(
    keys.map((key) => sql`(${key.tokenHash}::varchar, ${key.classId}::integer)`),
    sql`, `,
  );
  const rows = await db
    .select({ tokenHash: authTokens.tokenHash, classId: classes.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(classes, inArray(classes.id, [...new Set(keys.map((key) => key.classId))]))
    .where(
      and(
        inArray(authTokens.tokenHash, [...new Set(keys.map((key) => key.tokenHash))]),
        sql`(${authTokens.tokenHash}, ${classes.id}) IN (${pairs})`,
        isLiveToken('staff', new Date()),
        inArray(users.mainRoleId, STAFF_ROLE_IDS),
        seesClass,
      ),
    );
  return new Set(rows.map(streamKeyOf));
}
