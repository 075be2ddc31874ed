import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ROLE, type AuthUser } from '@backoffice/contract';
import type { Db } from '../db/client';
import {
  classEmailRecipients,
  classes,
  classStudents,
  meetingParticipants,
  notificationRecipients,
  outbox,
  users,
} from '../db/schema';
import { createMailer } from '../mail/mailer';
import { sendClassEmail } from '../modules/class-email/class-email.service';
import { createMeeting, linkOnly } from '../modules/meetings/meetings.service';
import { sendNotification } from '../modules/notifications/notifications.service';
import { translate } from '../i18n/translate';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * Notifications (some read), one class e-mail (already delivered) and link meetings with
 * participants, for the first classes of the demo school: the comms screens are not empty on first start.
 */
export async function seedDemoComms(db: Db) {
  const [admin] = await db.select().from(users).where(eq(users.mainRoleId, ROLE.admin)).orderBy(asc(users.id)).limit(1);
  const someClasses = await db.select({ id: classes.id, name: classes.name }).from(classes).orderBy(asc(classes.id)).limit(2);
  if (!admin || someClasses.length === 0) return;
  const staff: AuthUser = {
    id: admin.id,
    name: admin.name,
    nickname: admin.nickname,
    email: admin.email,
    mainRole: 'admin',
    mainRoleId: ROLE.admin,
  };
  const [first, second = first] = someClasses;

  await sendNotification(db, staff, first.id, {
    title: 'Welcome to the new term',
    body: 'Classes start on Saturday at 4 pm. Bring your workbook.',
    studentIds: [],
  });
  const quiz = await sendNotification(db, staff, first.id, {
    title: 'Quiz on Thursday',
    body: 'Chapters 3 and 4. Calculators are allowed.',
    studentIds: [],
  });
  await sendNotification(db, staff, second.id, {
    title: 'Homework reminder',
    body: 'Hand in the worksheet before Monday.',
    studentIds: [],
  });
  // Half of the class has read the quiz notice.
  const recipients = await db
    .select({ studentId: notificationRecipients.studentId })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.notificationId, quiz.id));
  const readers = recipients.slice(0, Math.ceil(recipients.length / 2)).map((r) => r.studentId);
  if (readers.length > 0) {
    await db
      .update(notificationRecipients)
      .set({ readAt: new Date() })
      .where(
        sql`${notificationRecipients.notificationId} = ${quiz.id} AND ${inArray(notificationRecipients.studentId, readers)}`,
      );
  }

  // The demo never mails anyone: the e-mail's outbox rows are written as already sent.
  const mailer = createMailer({ db, enqueue: null, appUrl: 'http://localhost:3000' });
  const email = await sendClassEmail(
    db,
    mailer,
    staff,
    first.id,
    {
      subject: 'Exam week timetable',
      body: '<p><strong>The exams start next Sunday.</strong></p><ul><li>Sunday: Physics</li><li>Tuesday: Chemistry</li></ul><p dir="rtl">بالتوفيق للجميع</p>',
      includeParents: false,
    },
    (message, params) => translate('en', message, params),
    'en',
  );
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
    .where(
      sql`${outbox.id} IN (SELECT ${classEmailRecipients.outboxId} FROM ${classEmailRecipients} WHERE ${classEmailRecipients.classEmailId} = ${email.id})`,
    );

  const base = {
    main_type: 'meeting' as const,
    type: 3,
    agenda: null,
    webinar_type: null,
    startTimes: '17:00',
    hours: 1,
    minutes: 30,
  };
  const past = await createMeeting(db, linkOnly, staff, 'meeting', {
    ...base,
    topic: 'Revision session: chapter 2',
    password: 'rev2',
    startDate: isoDay(-3),
    classes: [first.id],
    join_url: 'https://meet.jit.si/edudesk-revision-2',
  });
  await createMeeting(db, linkOnly, staff, 'meeting', {
    ...base,
    topic: 'Live Q&A before the quiz',
    password: null,
    startDate: isoDay(2),
    startTimes: '18:30',
    hours: 0,
    minutes: 45,
    classes: [first.id, second.id],
    join_url: 'https://meet.jit.si/edudesk-live-qa',
  });
  const attendees = await db
    .select({ studentId: classStudents.studentId })
    .from(classStudents)
    .where(eq(classStudents.classId, first.id))
    .limit(4);
  if (attendees.length > 0) {
    const start = new Date(`${isoDay(-3)}T17:02:00Z`).getTime();
    await db
      .insert(meetingParticipants)
      .values(attendees.map((a, i) => ({ meetingId: past.id, studentId: a.studentId, joinedAt: new Date(start + i * 60_000) })));
  }
}
