import { z } from 'zod';

/** Days a scheduled report may run on; the week starts on Saturday. */
export const REPORT_DAYS = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export type ReportDay = (typeof REPORT_DAYS)[number];

const day = z.enum(REPORT_DAYS, { error: 'The day must be one of saturday to friday' });
const time = z.string({ error: 'The time is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time must be in HH:mm form');

/** True when this runtime knows `name` as an IANA time zone ('Africa/Cairo'). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][\w+-]*(\/[\w+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The demo school's zone, and the school's until an admin or SCHOOL_TIMEZONE names another. */
export const DEFAULT_TIME_ZONE = 'Africa/Cairo';

/**
 * GET and POST admin/settings: when the weekly reports are generated, and the school's time zone, on whose
 * clock they and every "today", due date and week are read (left out of a POST: unchanged).
 */
export const settingsSchema = z.object({
  enable_report_auto_generation: z.boolean({ error: 'The switch must be true or false' }),
  class_report_auto_generation_day: day,
  class_report_auto_generation_time: time,
  school_report_auto_generation_day: day,
  school_report_auto_generation_time: time,
  time_zone: z
    .string({ error: 'The time zone must be a name such as Africa/Cairo' })
    .refine(isTimeZone, 'The time zone must be a name such as Africa/Cairo')
    .optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  enable_report_auto_generation: false,
  class_report_auto_generation_day: 'thursday',
  class_report_auto_generation_time: '18:00',
  school_report_auto_generation_day: 'thursday',
  school_report_auto_generation_time: '19:00',
  time_zone: DEFAULT_TIME_ZONE,
};
