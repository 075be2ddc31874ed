import { z } from 'zod';
import { dateField } from './dates';

/** Longest range, in days, the calendar answers at once. */
export const CALENDAR_MAX_DAYS = 62;

export const calendarQuerySchema = z.object({
  from: dateField().optional(),
  to: dateField().optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** One class session on one day. */
export const calendarItemSchema = z.object({
  id: z.string(),
  classId: z.number().int(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  /** date and startTime joined: YYYY-MM-DDTHH:mm (local time of the school). */
  start: z.string(),
  /** A class session (default) or a meeting or webinar (then `meetingId`). */
  kind: z.enum(['session', 'meeting']).optional(),
  meetingId: z.number().int().optional(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const calendarDataSchema = z.object({ from: z.string(), to: z.string(), items: z.array(calendarItemSchema) });
