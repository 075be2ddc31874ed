import { z } from 'zod';
import { idField, idListField, optionalIdField, textField } from './common';
import { dateField } from './dates';

export const MEETING_MAIN_TYPES = ['meeting', 'webinar'] as const;
export type MeetingMainType = (typeof MEETING_MAIN_TYPES)[number];
export const MEETING_PROVIDERS = ['link', 'zoom'] as const;
export type MeetingProviderName = (typeof MEETING_PROVIDERS)[number];

/** Meeting `type`: 2 a scheduled meeting of the video service, 3 a link meeting (a pasted join URL). */
export const MEETING_TYPE = { scheduled: 2, link: 3 } as const;
/** Webinar `webinar_type`: 5 a webinar, 6 a webinar with registration. */
export const WEBINAR_TYPE = { webinar: 5, withRegistration: 6 } as const;
const MEETING_TYPES = [MEETING_TYPE.scheduled, MEETING_TYPE.link] as const;
const WEBINAR_TYPES = [WEBINAR_TYPE.webinar, WEBINAR_TYPE.withRegistration] as const;

const wholeNumber = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number({ error: message }).int(message));

/** Fields of POST/PUT admin/meetings and admin/meetings/webinars; the duration comes as hours and minutes. */
export const meetingFieldsSchema = z.object({
  id: optionalIdField(),
  topic: textField('Topic is required')
    .trim()
    .min(1, 'Topic is required')
    .max(200, 'Topic may not be longer than 200 characters'),
  main_type: z.enum(MEETING_MAIN_TYPES, { error: 'The main type must be meeting or webinar' }),
  type: z.coerce.number().int().optional(),
  webinar_type: z.coerce.number().int().nullish(),
  agenda: textField().trim().max(2000, 'Agenda may not be longer than 2000 characters').nullish(),
  password: textField()
    .trim()
    .max(10, 'The password may not be longer than 10 characters')
    .regex(/^[A-Za-z0-9@_*-]*$/, 'The password may only hold letters, digits and @ - _ *')
    .nullish(),
  startDate: dateField('The start date is required'),
  startTimes: z
    .string({ error: 'The start time is required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The start time must be in HH:mm form'),
  hours: wholeNumber('Hours must be a whole number').pipe(
    z.number().min(0, 'Hours may not be negative').max(24, 'Hours may not be more than 24'),
  ),
  minutes: wholeNumber('Minutes must be a whole number').pipe(
    z.number().min(0, 'Minutes may not be negative').max(59, 'Minutes may not be more than 59'),
  ),
  classes: idListField().pipe(z.array(z.number()).min(1, 'Classes are required')),
  join_url: textField().trim().max(2000).nullish(),
});

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const meetingBodySchema = meetingFieldsSchema.superRefine((body, ctx) => {
  if (body.hours * 60 + body.minutes <= 0) {
    ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'The duration must be at least 1 minute' });
  }
  if (body.main_type === 'meeting') {
    if (body.type !== undefined && !(MEETING_TYPES as readonly number[]).includes(body.type)) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'The meeting type must be 2 or 3' });
    }
    if ((body.type ?? MEETING_TYPE.link) === MEETING_TYPE.link) {
      if (!body.join_url) ctx.addIssue({ code: 'custom', path: ['join_url'], message: 'The join link is required' });
      else if (!isHttpUrl(body.join_url))
        ctx.addIssue({ code: 'custom', path: ['join_url'], message: 'The join link must be an http or https address' });
    }
  } else if (!(WEBINAR_TYPES as readonly number[]).includes(body.webinar_type ?? WEBINAR_TYPE.webinar)) {
    ctx.addIssue({ code: 'custom', path: ['webinar_type'], message: 'The webinar type must be 5 or 6' });
  }
});
export type MeetingBody = z.infer<typeof meetingBodySchema>;

export const meetingClassSchema = z.object({ value: z.number().int(), name: z.string() });

export const meetingSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  password: z.string().nullable(),
  agenda: z.string().nullable(),
  main_type: z.enum(MEETING_MAIN_TYPES),
  type: z.number().int(),
  webinar_type: z.number().int().nullable(),
  startDate: z.string(),
  startTimes: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  classes: z.array(meetingClassSchema),
  join_url: z.string(),
  joinUrl: z.string(),
  meeting_id: z.string().nullable(),
  has_integration: z.boolean(),
  provider: z.enum(MEETING_PROVIDERS),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingParticipantSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  /** Minutes; null when the service hosting the call does not report it. */
  duration: z.number().int().nullable(),
});
export type MeetingParticipant = z.infer<typeof meetingParticipantSchema>;

/** GET admin/meetings/settings: whether meetings and webinars can be created through a video service. */
export const meetingSettingsSchema = z.object({ has_integration: z.boolean(), provider: z.enum(MEETING_PROVIDERS) });

/** A meeting as a student sees it in the app. */
export const homeMeetingSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  agenda: z.string().nullable(),
  main_type: z.enum(MEETING_MAIN_TYPES),
  startDate: z.string(),
  startTimes: z.string(),
  duration: z.number().int(),
  classes: z.array(z.string()),
  password: z.string().nullable(),
});
export type HomeMeeting = z.infer<typeof homeMeetingSchema>;

export const meetingIdParamSchema = z.object({ id: idField() });
