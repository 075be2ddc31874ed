import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AlertAudience, AlertDetails, AlertRuleKind, AlertStatus } from '@backoffice/contract';
import { timestamps } from './columns';
import { classes } from './classes';
import { classCategories } from './courses';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What the school watches for in its classes (Settings → Alert rules). */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 190 }).notNull(),
    kind: varchar('kind', { length: 30 }).$type<AlertRuleKind>().notNull(),
    threshold: doublePrecision('threshold').notNull(),
    windowDays: integer('window_days'),
    itemCount: integer('item_count'),
    /** Only the classes of this course; null: every class. */
    courseId: integer('course_id').references(() => classCategories.id, { onDelete: 'cascade' }),
    notify: jsonb('notify').$type<AlertAudience[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('alert_rules_kind_valid', sql`${t.kind} IN ('consecutive_absences', 'absence_rate', 'missing_work', 'score_drop')`),
    check('alert_rules_threshold_range', sql`${t.threshold} >= 1 AND ${t.threshold} <= 100`),
  ],
);

/** A rule that holds for a student of a class: open until acknowledged, resolved once it no longer holds. */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).$type<AlertStatus>().notNull().default('open'),
    /** The facts when it was raised (dates, items, averages): what the notices and the card say. */
    details: jsonb('details').$type<AlertDetails>().notNull(),
    openedAt: at('opened_at').notNull().defaultNow(),
    acknowledgedAt: at('acknowledged_at'),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    resolvedAt: at('resolved_at'),
    /** Set once the class's staff digest named it, so a digest names each alert once. */
    digestedAt: at('digested_at'),
  },
  (t) => [
    // never two unresolved alerts of one rule for one student of one class, whichever process evaluates
    uniqueIndex('alerts_unresolved_unique')
      .on(t.ruleId, t.studentId, t.classId)
      .where(sql`${t.status} <> 'resolved'`),
    // the list of a class (and the At risk card), newest first, by status
    index('alerts_class_status_idx').on(t.classId, t.status, t.id),
    // a student's alerts (the studentId filter)
    index('alerts_student_idx').on(t.studentId),
    check('alerts_status_valid', sql`${t.status} IN ('open', 'acknowledged', 'resolved')`),
  ],
);
