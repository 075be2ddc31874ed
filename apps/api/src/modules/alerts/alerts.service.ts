import { aliasedTable, and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Alert, AlertAcknowledge, AlertClassSummary, AlertListQuery, AuthUser } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { alertRules, alerts, classes, users } from '../../db/schema';
import { visibleClassCondition } from '../../access/class-access';
import { AppError, notFound } from '../../plugins/app-error';
import { pageMeta, pageWindow } from '../../lib/lists';
import type { Enqueue } from '../../jobs/queue';
import { EVALUATE_ALERTS_JOB } from './alert-evaluation';

const acknowledger = aliasedTable(users, 'acknowledger');

const alertColumns = {
  id: alerts.id,
  status: alerts.status,
  rule_id: alerts.ruleId,
  rule_name: alertRules.name,
  kind: alertRules.kind,
  threshold: alertRules.threshold,
  class_id: alerts.classId,
  class_name: classes.name,
  student_id: alerts.studentId,
  student_name: users.name,
  details: alerts.details,
  openedAt: alerts.openedAt,
  acknowledgedAt: alerts.acknowledgedAt,
  acknowledged_by: acknowledger.name,
  note: alerts.note,
  resolvedAt: alerts.resolvedAt,
};

const selectAlerts = (db: Db) =>
  db
    .select(alertColumns)
    .from(alerts)
    .innerJoin(alertRules, eq(alertRules.id, alerts.ruleId))
    .innerJoin(classes, eq(classes.id, alerts.classId))
    .innerJoin(users, eq(users.id, alerts.studentId))
    .leftJoin(acknowledger, eq(acknowledger.id, alerts.acknowledgedBy));

type AlertRow = Omit<Alert, 'opened_at' | 'acknowledged_at' | 'resolved_at'> & {
  openedAt: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
};
const present = ({ openedAt, acknowledgedAt, resolvedAt, ...row }: AlertRow): Alert => ({
  ...row,
  opened_at: openedAt.toISOString(),
  acknowledged_at: acknowledgedAt?.toISOString() ?? null,
  resolved_at: resolvedAt?.toISOString() ?? null,
});

/** The alerts of the classes the user sees, newest first, filtered by status, class and student. */
export async function listAlerts(db: Db, user: AuthUser, query: AlertListQuery) {
  const conditions: (SQL | undefined)[] = [
    visibleClassCondition(user, alerts.classId),
    query.status && eq(alerts.status, query.status),
    query.classId === undefined ? undefined : eq(alerts.classId, query.classId),
    query.studentId === undefined ? undefined : eq(alerts.studentId, query.studentId),
  ];
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    selectAlerts(db).where(where).orderBy(desc(alerts.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(alerts).where(where),
  ]);
  return { rows: rows.map(present), meta: pageMeta(total, rows.length, query) };
}

/** The At risk card: visible classes with open alerts, the most first. */
export async function listAlertClasses(db: Db, user: AuthUser): Promise<AlertClassSummary[]> {
  return db
    .select({
      class_id: alerts.classId,
      class_name: classes.name,
      open: sql<number>`count(*)::int`,
      students: sql<number>`count(DISTINCT ${alerts.studentId})::int`,
    })
    .from(alerts)
    .innerJoin(classes, eq(classes.id, alerts.classId))
    .where(and(eq(alerts.status, 'open'), visibleClassCondition(user, alerts.classId)))
    .groupBy(alerts.classId, classes.name)
    .orderBy(desc(sql`count(*)`), classes.name)
    .limit(50);
}

/** Acknowledged with a note; it stays until resolved. A resolved alert cannot be acknowledged (409). */
export async function acknowledgeAlert(db: Db, userId: number, id: number, body: AlertAcknowledge): Promise<Alert> {
  const [row] = await db
    .update(alerts)
    .set({ status: 'acknowledged', acknowledgedAt: new Date(), acknowledgedBy: userId, note: body.note ?? null })
    .where(and(eq(alerts.id, id), sql`${alerts.status} <> 'resolved'`))
    .returning({ id: alerts.id });
  if (!row) {
    const [exists] = await db.select({ id: alerts.id }).from(alerts).where(eq(alerts.id, id));
    throw exists ? new AppError(409, 'This alert is resolved') : notFound();
  }
  const [alert] = await selectAlerts(db).where(eq(alerts.id, id));
  return present(alert);
}

/**
 * Asks for the class's alerts to be evaluated once its write has committed: a job, so a SAVE stays fast. A
 * failure to queue is logged, not the caller's: the write stands and the hourly sweep evaluates the class.
 */
export async function requestAlertEvaluation(enqueue: Enqueue, classId: number, log: { warn: (message: string) => void }) {
  try {
    await enqueue(EVALUATE_ALERTS_JOB, { classId });
  } catch (error) {
    log.warn(`alerts: class ${classId} not queued for evaluation: ${(error as Error).message}`);
  }
}
