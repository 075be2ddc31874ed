import { z } from 'zod';
import { HISTORY_ENTITIES, historyValueSchema, type HistoryEntity } from './audit-log';

/** The `event:` names of a class's live stream: the scores of homework, quizzes and exams share one. */
export const CLASS_EVENT_TYPES = ['attendance', 'scores', 'classwork', 'answer', 'enrolment', 'account'] as const;
export type ClassEventType = (typeof CLASS_EVENT_TYPES)[number];

/** The event a history row of each entity is streamed as. */
export const CLASS_EVENT_TYPE_OF: Record<HistoryEntity, ClassEventType> = {
  attendance: 'attendance',
  homework: 'scores',
  quiz: 'scores',
  exam: 'scores',
  classwork: 'classwork',
  answer: 'answer',
  enrolment: 'enrolment',
  account: 'account',
};

/**
 * Sent instead of events when the stream cannot tell what was missed (a replay past its bound, the server's
 * listener reconnected): the client reloads what it shows.
 */
export const CLASS_EVENTS_RESYNC = 'resync';

/** Seconds between the comment lines that keep an idle stream open through proxies. */
export const CLASS_EVENTS_HEARTBEAT_SECONDS = 15;

/**
 * The `data:` of one event of a class's stream (its `id:` is the history row's id, for Last-Event-ID): one
 * changed value, who changed it (null for a deleted account) and when.
 */
export const classEventSchema = z.object({
  entity: z.enum(HISTORY_ENTITIES),
  item_id: z.number().int().nullable(),
  student_id: z.number().int().nullable(),
  /** What changed: `status` of a register cell or a classwork, `score` of a result or an answer… */
  field: z.string(),
  value: historyValueSchema,
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
});
export type ClassEvent = z.infer<typeof classEventSchema>;
