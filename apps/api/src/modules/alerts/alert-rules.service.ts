import { asc, count, eq, ne, sql } from 'drizzle-orm';
import type { AlertRule, AlertRuleInput, ListQuery } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { alertRules, alerts, classCategories } from '../../db/schema';
import { invalidField, notFound } from '../../plugins/app-error';
import { containsText, pageMeta, pageWindow } from '../../lib/lists';

const ruleColumns = {
  id: alertRules.id,
  name: alertRules.name,
  kind: alertRules.kind,
  threshold: alertRules.threshold,
  window_days: alertRules.windowDays,
  item_count: alertRules.itemCount,
  course_id: alertRules.courseId,
  course_name: classCategories.name,
  notify: alertRules.notify,
  active: alertRules.isActive,
  open_alerts: sql<number>`(SELECT count(*)::int FROM ${alerts} WHERE ${alerts.ruleId} = ${alertRules.id} AND ${alerts.status} <> 'resolved')`,
};

const selectRules = (db: Db) =>
  db.select(ruleColumns).from(alertRules).leftJoin(classCategories, eq(classCategories.id, alertRules.courseId));

/** The rules by name; there are a handful. */
export async function listAlertRules(db: Db, query: ListQuery) {
  const where = containsText(alertRules.name, query.q);
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    selectRules(db).where(where).orderBy(asc(alertRules.name), asc(alertRules.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(alertRules).where(where),
  ]);
  return { rows: rows as AlertRule[], meta: pageMeta(total, rows.length, query) };
}

async function getAlertRule(db: Db, id: number): Promise<AlertRule> {
  const [row] = await selectRules(db).where(eq(alertRules.id, id));
  if (!row) throw notFound();
  return row as AlertRule;
}

async function assertCourseExists(db: Db, courseId: number | null) {
  if (courseId === null) return;
  const [row] = await db.select({ id: classCategories.id }).from(classCategories).where(eq(classCategories.id, courseId));
  if (!row) throw invalidField('course_id', 'The selected course is invalid');
}

const valuesOf = (body: AlertRuleInput) => ({
  name: body.name,
  kind: body.kind,
  threshold: body.threshold,
  windowDays: body.window_days,
  itemCount: body.kind === 'score_drop' ? body.item_count : null,
  courseId: body.course_id,
  notify: [...new Set(body.notify)],
  isActive: body.active,
});

export async function createAlertRule(db: Db, body: AlertRuleInput): Promise<AlertRule> {
  await assertCourseExists(db, body.course_id);
  const [row] = await db.insert(alertRules).values(valuesOf(body)).returning({ id: alertRules.id });
  return getAlertRule(db, row.id);
}

export async function updateAlertRule(db: Db, id: number, body: AlertRuleInput): Promise<AlertRule> {
  await assertCourseExists(db, body.course_id);
  const [row] = await db.update(alertRules).set(valuesOf(body)).where(eq(alertRules.id, id)).returning({ id: alertRules.id });
  if (!row) throw notFound();
  return getAlertRule(db, row.id);
}

export async function deleteAlertRule(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(alertRules).where(eq(alertRules.id, id)).returning({ id: alertRules.id });
  if (deleted.length === 0) throw notFound();
}

/** The classes a rule's change must be evaluated again for: those it covers, and those where it has alerts. */
export async function classesOfRule(db: Db, courseId: number | null, ruleId: number): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT id FROM classes WHERE ${courseId === null ? sql`true` : sql`class_category_id = ${courseId}`}
    UNION SELECT class_id FROM ${alerts} WHERE ${alerts.ruleId} = ${ruleId} AND ${ne(alerts.status, 'resolved')}
    ORDER BY 1 LIMIT 5000`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}
