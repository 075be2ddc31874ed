import { z } from 'zod';
import { textField } from './common';

/** Longest e-mail body accepted, in characters of HTML. */
export const EMAIL_BODY_MAX = 100_000;

const subject = textField('Subject is required')
  .trim()
  .min(1, 'Subject is required')
  .max(300, 'Subject may not be longer than 300 characters');
const body = textField('Body is required').trim().min(1, 'Body is required').max(EMAIL_BODY_MAX, 'The body is too long');

/** Body of POST admin/classes/{classId}/email/preview: what the branded message will look like. */
export const emailPreviewSchema = z.object({
  subject: subject.optional().or(z.literal('')),
  body: z.string().max(EMAIL_BODY_MAX).default(''),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** Body of POST admin/classes/{classId}/email/send; the body is HTML, sanitised by the server. */
export const emailSendSchema = z.object({
  subject,
  body,
  /** Also send to the mother's and father's e-mail of each student, when the record has them. */
  includeParents: z.boolean().default(false),
});
export type EmailSend = z.infer<typeof emailSendSchema>;

export const emailPreviewResultSchema = z.object({ html: z.string(), text: z.string() });
export const emailSentSchema = z.object({ id: z.number().int(), recipients: z.number().int() });

export const EMAIL_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];

/** A class e-mail with the progress of its delivery. */
export const sentEmailSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  includeParents: z.boolean(),
  recipients: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;

export const EMAIL_RECIPIENT_KINDS = ['student', 'mother', 'father'] as const;

/** One address of a class e-mail and how its delivery went. */
export const emailRecipientSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  kind: z.enum(EMAIL_RECIPIENT_KINDS),
  studentName: z.string().nullable(),
  status: z.enum(EMAIL_DELIVERY_STATUSES),
  lastError: z.string().nullable(),
});
export type EmailRecipient = z.infer<typeof emailRecipientSchema>;
