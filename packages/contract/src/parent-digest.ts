import { z } from 'zod';
import { idField } from './common';
import { LANGUAGES } from './language';
import { REPORT_DAYS } from './settings';

const day = z.enum(REPORT_DAYS, { error: 'The day must be one of saturday to friday' });
const time = z.string({ error: 'The time is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time must be in HH:mm form');

/** GET and POST admin/settings/parent-digest: the weekly e-mail to parents, on or off, and its day and time. */
export const parentDigestSettingsSchema = z.object({
  enabled: z.boolean({ error: 'The switch must be true or false' }),
  day,
  time,
});
export type ParentDigestSettings = z.infer<typeof parentDigestSettingsSchema>;

export const DEFAULT_PARENT_DIGEST_SETTINGS: ParentDigestSettings = { enabled: false, day: 'thursday', time: '17:00' };

/** GET admin/settings/parent-digest/preview?student_id=: the week's e-mail of one student, as their parents get it. */
export const parentDigestPreviewQuerySchema = z.object({ student_id: idField('The student is required') });

export const parentDigestPreviewSchema = z.object({
  subject: z.string(),
  /** The whole message, in the student's language (Arabic right to left). */
  html: z.string(),
  language: z.enum(LANGUAGES),
  /** The parents' addresses it would go to (unsubscribed ones left out). */
  recipients: z.array(z.string()),
});
export type ParentDigestPreview = z.infer<typeof parentDigestPreviewSchema>;

/** The unsubscribe link's token: opaque, signed, for one parent address. */
export const unsubscribeTokenSchema = z.object({ token: z.string().min(1).max(1000) });

/** What a mail client posts to the one-click address of `List-Unsubscribe` (RFC 8058), as a form. */
export const oneClickUnsubscribeSchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
