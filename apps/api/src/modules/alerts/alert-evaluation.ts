import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AlertAudience, AlertDetails } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { alertRules, alerts, classes, classStudents } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { ruleHolds } from './alert-conditions';
import { notifyNewAlerts, type NewAlert } from './alert-notify';
import { classMembersFrom } from '../classes/class-members';
import { loadClassFacts } from './class-facts';

export type AlertDeps = { db: Db; mailer: Mailer };

/** The job that evaluates one class's alerts (`{ classId }`), queued after each write of its marks. */
export const EVALUATE_ALERTS_JOB = 'evaluate-alerts';
/** The hourly job: every class evaluated (due dates passed since), then the staff digests. */
export const ALERT_SWEEP_JOB = 'alert-sweep';

/**
 * Evaluates the active rules that cover a class for each of its members: opens an alert where a rule holds
 * and none is unresolved (the partial unique index keeps a second process from opening another), brings an
 * unresolved one's details up to date (which items, how many), resolves
 * those that no longer hold (or whose rule was switched off or no longer covers the class), then tells the
 * student and the parents of each new one as its rule says. Answers how many were opened and resolved.
 */
export async function evaluateClassAlerts(deps: AlertDeps, classId: number, now = new Date()) {
  const { db } = deps;
  const [klass] = await db
    .select({ id: classes.id, name: classes.name, courseId: classes.classCategoryId })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!klass) return { opened: 0, resolved: 0 };
  const rules = await db
    .select()
    .from(alertRules)
    .where(
      and(
        eq(alertRules.isActive, true),
        klass.courseId === null
          ? isNull(alertRules.courseId)
          : or(isNull(alertRules.courseId), eq(alertRules.courseId, klass.courseId)),
      ),
    );
  const facts = rules.length > 0 ? await loadClassFacts(db, classId, now) : new Map();
  const holding = new Map<string, { ruleId: number; studentId: number; details: AlertDetails }>();
  for (const rule of rules) {
    for (const [studentId, studentFacts] of facts) {
      const details = ruleHolds(rule, studentFacts, now);
      if (details) holding.set(`${rule.id}:${studentId}`, { ruleId: rule.id, studentId, details });
    }
  }

  const { opened, resolved } = await db.transaction(async (tx) => {
    // One evaluation of a class at a time: two SAVEs' jobs never resolve what the other just opened.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`alerts:${classId}`}, 0))`);
    const unresolved = await tx
      .select({ id: alerts.id, ruleId: alerts.ruleId, studentId: alerts.studentId, details: alerts.details })
      .from(alerts)
      .where(and(eq(alerts.classId, classId), ne(alerts.status, 'resolved')));
    const unresolvedKeys = new Set(unresolved.map((row) => `${row.ruleId}:${row.studentId}`));
    const stale = unresolved.filter((row) => !holding.has(`${row.ruleId}:${row.studentId}`)).map((row) => row.id);
    if (stale.length > 0) {
      await tx.update(alerts).set({ status: 'resolved', resolvedAt: now }).where(inArray(alerts.id, stale));
    }
    // An alert that still holds says what holds now (a homework entered since is no longer "not handed in").
    for (const row of unresolved) {
      const now = holding.get(`${row.ruleId}:${row.studentId}`);
      if (now && JSON.stringify(now.details) !== JSON.stringify(row.details)) {
        await tx.update(alerts).set({ details: now.details }).where(eq(alerts.id, row.id));
      }
    }
    const fresh = [...holding.entries()].filter(([key]) => !unresolvedKeys.has(key)).map(([, value]) => value);
    const staffRules = new Set(rules.filter((rule) => rule.notify.includes('staff')).map((rule) => rule.id));
    const inserted =
      fresh.length === 0
        ? []
        : await tx
            .insert(alerts)
            .values(
              fresh.map((alert) => ({
                ...alert,
                classId,
                openedAt: now,
                // Only the rules that notify staff wait for a digest.
                digestedAt: staffRules.has(alert.ruleId) ? null : now,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: alerts.id, ruleId: alerts.ruleId, studentId: alerts.studentId, details: alerts.details });
    return { opened: inserted, resolved: stale.length };
  });

  const audiences = new Map(rules.map((rule) => [rule.id, { kind: rule.kind, notify: rule.notify as AlertAudience[] }]));
  const news: NewAlert[] = opened.map((alert) => ({ ...alert, ...audiences.get(alert.ruleId)! }));
  await notifyNewAlerts(deps, klass, news);
  return { opened: opened.length, resolved };
}

/** Every class that has members or unresolved alerts, for the hourly sweep (due dates that passed). */
export async function classesToSweep(db: Db): Promise<number[]> {
  const rows = await db.execute(sql`
    SELECT DISTINCT ${classStudents.classId} AS id FROM ${classMembersFrom}
    UNION SELECT DISTINCT class_id FROM ${alerts} WHERE ${alerts.status} <> 'resolved'
    ORDER BY 1`);
  return (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}
