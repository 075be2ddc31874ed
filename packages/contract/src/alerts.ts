import { z } from 'zod';
import { idField, listQuerySchema, textField } from './common';

/**
 * What an alert rule watches in a class: N absences in a row, an absent share over the window at or above
 * threshold %, N homework/classwork items not handed in by their due dates, or the average of the last N
 * graded items below threshold % (or N items' average falling by threshold points against the N before).
 */
export const ALERT_RULE_KINDS = ['consecutive_absences', 'absence_rate', 'missing_work', 'score_drop'] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];
/** Kinds whose threshold counts items (a whole number); the others' is a percentage. */
export const COUNTED_ALERT_KINDS: readonly AlertRuleKind[] = ['consecutive_absences', 'missing_work'];
/** Who hears of a new alert: the class's staff (dashboard card and an e-mail digest), the student's inbox, parents by e-mail. */
export const ALERT_AUDIENCES = ['staff', 'student', 'parents'] as const;
export type AlertAudience = (typeof ALERT_AUDIENCES)[number];
export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** How many graded items score_drop averages when the rule says no count. */
export const DEFAULT_SCORE_ITEMS = 3;

export const THRESHOLD_RANGE_MESSAGE = 'The threshold must be between 1 and 100';
export const THRESHOLD_WHOLE_MESSAGE = 'The threshold must be a whole number for this kind';
export const WINDOW_REQUIRED_MESSAGE = 'The window is required for this kind';

export const alertRuleBodySchema = z
  .object({
    name: textField('Name is required').trim().min(1, 'Name is required').max(190),
    kind: z.enum(ALERT_RULE_KINDS, { error: 'The selected kind is invalid' }),
    threshold: z.number({ error: THRESHOLD_RANGE_MESSAGE }).min(1, THRESHOLD_RANGE_MESSAGE).max(100, THRESHOLD_RANGE_MESSAGE),
    window_days: z
      .number({ error: 'The window must be between 1 and 365 days' })
      .int('The window must be between 1 and 365 days')
      .min(1, 'The window must be between 1 and 365 days')
      .max(365, 'The window must be between 1 and 365 days')
      .nullable()
      .default(null),
    /** score_drop: how many of the latest graded items are averaged (default DEFAULT_SCORE_ITEMS). */
    item_count: z
      .number({ error: 'The item count must be between 1 and 20' })
      .int('The item count must be between 1 and 20')
      .min(1, 'The item count must be between 1 and 20')
      .max(20, 'The item count must be between 1 and 20')
      .nullable()
      .default(null),
    /** Only classes of this course; null: every class. */
    course_id: idField().nullable().default(null),
    notify: z.array(z.enum(ALERT_AUDIENCES, { error: 'The selected audience is invalid' })).max(3).default(['staff']),
    active: z.boolean().default(true),
  })
  .superRefine((rule, context) => {
    if (COUNTED_ALERT_KINDS.includes(rule.kind) && !Number.isInteger(rule.threshold)) {
      context.addIssue({ code: 'custom', path: ['threshold'], message: THRESHOLD_WHOLE_MESSAGE });
    }
    if (rule.kind === 'absence_rate' && rule.window_days === null) {
      context.addIssue({ code: 'custom', path: ['window_days'], message: WINDOW_REQUIRED_MESSAGE });
    }
  });
export type AlertRuleBody = z.input<typeof alertRuleBodySchema>;
export type AlertRuleInput = z.output<typeof alertRuleBodySchema>;

export const alertRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ALERT_RULE_KINDS),
  threshold: z.number(),
  window_days: z.number().int().nullable(),
  item_count: z.number().int().nullable(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  notify: z.array(z.enum(ALERT_AUDIENCES)),
  active: z.boolean(),
  open_alerts: z.number().int(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** Why an alert was raised: the facts of its kind, the same the student already sees on their pages. */
export const alertDetailsSchema = z.object({
  /** Absences in a row, items missing, or items averaged. */
  count: z.number().int().optional(),
  /** Absent share over the window, or the latest average, in %. */
  percent: z.number().optional(),
  /** score_drop: points fallen against the items before. */
  drop: z.number().optional(),
  window_days: z.number().int().optional(),
  /** The dates of the absences counted (YYYY-MM-DD), newest first. */
  dates: z.array(z.string()).optional(),
  /** The items not handed in, with their due dates. */
  items: z.array(z.object({ name: z.string(), due_date: z.string() })).optional(),
});
export type AlertDetails = z.infer<typeof alertDetailsSchema>;

export const alertSchema = z.object({
  id: z.number().int(),
  status: z.enum(ALERT_STATUSES),
  rule_id: z.number().int(),
  rule_name: z.string(),
  kind: z.enum(ALERT_RULE_KINDS),
  threshold: z.number(),
  class_id: z.number().int(),
  class_name: z.string(),
  student_id: z.number().int(),
  student_name: z.string(),
  details: alertDetailsSchema,
  opened_at: z.string(),
  acknowledged_at: z.string().nullable(),
  acknowledged_by: z.string().nullable(),
  note: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListQuerySchema = listQuerySchema.extend({
  status: z.enum(ALERT_STATUSES, { error: 'The selected status is invalid' }).optional(),
  classId: idField().optional(),
  studentId: idField().optional(),
});
export type AlertListQuery = z.infer<typeof alertListQuerySchema>;

export const alertAcknowledgeSchema = z.object({
  note: textField().trim().max(2000).nullish(),
});
export type AlertAcknowledge = z.infer<typeof alertAcknowledgeSchema>;

/** One class of the dashboard's At risk card: its open alerts and how many students they name. */
export const alertClassSummarySchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  open: z.number().int(),
  students: z.number().int(),
});
export type AlertClassSummary = z.infer<typeof alertClassSummarySchema>;
