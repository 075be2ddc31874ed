import { z } from 'zod';
import { idField, keysetListQuerySchema } from './common';
import { DATE_MESSAGE, dateField, dateTimeField } from './dates';

/**
 * What a history row is about: a register cell (attendance), a score of an item of each kind, a corrected
 * answer, an enrolment or an account.
 */
export const HISTORY_ENTITIES = ['attendance', 'homework', 'quiz', 'exam', 'classwork', 'answer', 'enrolment', 'account'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** The entities whose change a revert can put back: a value of a cell. */
export const REVERTIBLE_ENTITIES: readonly HistoryEntity[] = ['attendance', 'homework', 'quiz', 'exam', 'classwork', 'answer'];

/** 'YYYY-MM-DD' or a full ISO date-time; a date alone means its whole day. */
const instantField = () =>
  z.union([dateField(), dateTimeField(DATE_MESSAGE, { offset: true })], { error: DATE_MESSAGE }).optional();

export const auditLogQuerySchema = keysetListQuerySchema.omit({ q: true }).extend({
  classId: idField().optional(),
  studentId: idField().optional(),
  itemId: idField().optional(),
  userId: idField().optional(),
  entity: z.enum(HISTORY_ENTITIES, { error: 'The entity is not one the history records' }).optional(),
  from: instantField(),
  to: instantField(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** A value as the history keeps it: a status code, a score, an id, a text, or nothing (no value). */
export const historyValueSchema = z.union([z.number(), z.string(), z.boolean(), z.null(), z.record(z.string(), z.unknown())]);

export const auditLogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  entity: z.enum(HISTORY_ENTITIES),
  entity_id: z.number().int(),
  class_id: z.number().int().nullable(),
  student_id: z.number().int().nullable(),
  /** The student's and the item's names, for the History panel and the audit screen. */
  student_name: z.string().nullable(),
  item_name: z.string().nullable(),
  item_id: z.number().int().nullable(),
  field: z.string(),
  old: historyValueSchema,
  new: historyValueSchema,
  /** The change that reverted this one, if any. */
  reverted_by: z.number().int().nullable(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;
