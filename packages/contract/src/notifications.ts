import { z } from 'zod';
import { idListField, paginationSchema, textField } from './common';

/** Body of POST admin/classes/{classId}/notifications/send; an empty studentIds sends to the whole class. */
export const notificationSendSchema = z.object({
  title: textField('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(190, 'Title may not be longer than 190 characters'),
  body: textField('Body is required').trim().min(1, 'Body is required').max(5000, 'Body may not be longer than 5000 characters'),
  studentIds: idListField(),
});
export type NotificationSend = z.infer<typeof notificationSendSchema>;

export const notificationSentSchema = z.object({ id: z.number().int(), recipients: z.number().int() });

/** A line of a class's notification history, with how many recipients have read it. */
export const sentNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  recipients: z.number().int(),
  read: z.number().int(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;

/** A notification in a student's inbox. */
export const inboxNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  className: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type InboxNotification = z.infer<typeof inboxNotificationSchema>;

/** GET home/notifications: the page of the inbox and the student's unread count. */
export const inboxResponseSchema = z.object({
  message: z.string(),
  data: z.array(inboxNotificationSchema),
  meta: z.object({ pagination: paginationSchema, unread: z.number().int() }),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;
