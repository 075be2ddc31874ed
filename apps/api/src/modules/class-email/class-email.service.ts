import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AuthUser, EmailRecipient, EmailSend, Language, ListQuery, SentEmail } from '@backoffice/contract';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { classEmailRecipients, classEmails, classes, classStudents, outbox, studentProfiles, users } from '../../db/schema';
import { invalidField, notFound } from '../../plugins/app-error';
import { pageMeta, pageWindow } from '../../lib/lists';
import { classMembersOf } from '../notifications/notifications.service';
import { isSubscribedSql } from '../parents/parent-addresses';
import { unsubscribeLinks } from '../parents/unsubscribe-links';
import { brandedEmailOf } from './email-layout';
import { isBlankHtml, sanitizeEmailBody } from './sanitize-email';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type Translate = (message: string, params?: Record<string, string | number>) => string;

async function className(db: Db, classId: number) {
  const [row] = await db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId));
  if (!row) throw notFound();
  return row.name;
}

/**
 * The message of a class e-mail: sanitised body inside the branded layout, with its plain-text part;
 * `render()` is a student's, `render(unsubscribe)` a parent's, with their unsubscribe line.
 */
async function classEmailOf(db: Db, classId: number, subject: string, body: string, t: Translate, lang: Language) {
  const bodyHtml = sanitizeEmailBody(body);
  const footer = t('You receive this e-mail as a student of {className}, or as their parent.', {
    className: await className(db, classId),
  });
  return { bodyHtml, render: await brandedEmailOf({ subject, bodyHtml, footer, lang }) };
}

/** The message every student gets (the preview shows it). */
export async function renderClassEmail(db: Db, classId: number, subject: string, body: string, t: Translate, lang: Language) {
  const { bodyHtml, render } = await classEmailOf(db, classId, subject, body, t, lang);
  return { bodyHtml, ...render() };
}

type ParentRow = { student_id: number; kind: 'mother' | 'father'; address: string };

/** The subscribed mother's and father's addresses of a class's students (one statement). */
async function parentAddressesOfClass(db: Db, classId: number): Promise<ParentRow[]> {
  const students = classMembersOf(classId, [], true);
  const result = await db.execute(sql`
    SELECT ${classStudents.studentId} AS student_id, 'mother' AS kind, ${studentProfiles.motherEmail} AS address ${students} AND ${studentProfiles.motherEmail} LIKE '%@%' AND ${isSubscribedSql(studentProfiles.motherEmail)}
    UNION ALL SELECT ${classStudents.studentId}, 'father', ${studentProfiles.fatherEmail} ${students} AND ${studentProfiles.fatherEmail} LIKE '%@%' AND ${isSubscribedSql(studentProfiles.fatherEmail)}`);
  return rowsOf<ParentRow>(result);
}

/**
 * Sanitises, renders once (and once more per parent, whose copy carries their unsubscribe link and
 * headers), then writes one outbox row per address (each student, and the parents' addresses when asked)
 * and its recipient row in ONE statement, inside the transaction that stores the e-mail; the send-mail
 * job delivers the rows afterwards, so an SMTP failure loses nothing.
 */
export async function sendClassEmail(
  db: Db,
  mailer: Mailer,
  user: AuthUser,
  classId: number,
  body: EmailSend,
  t: Translate,
  lang: Language,
) {
  const { bodyHtml, render } = await classEmailOf(db, classId, body.subject, body.body, t, lang);
  if (isBlankHtml(bodyHtml)) throw invalidField('body', 'Body is required');
  const message = render();
  const students = classMembersOf(classId, [], true);
  const unsubscribe = await unsubscribeLinks(db, mailer);
  const { id, outboxIds } = await db.transaction(async (tx) => {
    const parents = body.includeParents ? await parentAddressesOfClass(tx, classId) : [];
    // Each parent's own copy, handed to the statement as one JSON value (no parameter per row).
    const parentMails = parents.map((parent) => {
      const link = unsubscribe(parent.address, lang);
      const mail = render(link);
      return { ...parent, rank: parent.kind === 'mother' ? 2 : 3, html: mail.html, body_text: mail.text, headers: link.headers };
    });
    const [email] = await tx
      .insert(classEmails)
      .values({ classId, subject: body.subject, body: bodyHtml, includeParents: body.includeParents, sentBy: user.id })
      .returning({ id: classEmails.id });
    // One address gets one message, even when a parent's address is also a student's.
    const result = await tx.execute(sql`
      WITH addresses AS (
        SELECT DISTINCT ON (lower(address)) student_id, kind, address, html, body_text, headers FROM (
          SELECT ${classStudents.studentId} AS student_id, 'student' AS kind, 1 AS rank, ${users.email} AS address,
            ${message.html}::text AS html, ${message.text}::text AS body_text, NULL::jsonb AS headers ${students}
          UNION ALL SELECT student_id, kind, rank, address, html, body_text, headers
            FROM jsonb_to_recordset(${JSON.stringify(parentMails)}::jsonb)
            AS p(student_id int, kind text, rank int, address text, html text, body_text text, headers jsonb)
        ) a ORDER BY lower(address), rank
      ), sent AS (
        INSERT INTO ${outbox} ("to", subject, html, text, headers)
        SELECT address, ${body.subject}, html, body_text, headers FROM addresses
        RETURNING id, "to"
      )
      INSERT INTO ${classEmailRecipients} (class_email_id, student_id, outbox_id, kind)
      SELECT ${email.id}, addresses.student_id, sent.id, addresses.kind FROM sent JOIN addresses ON addresses.address = sent."to"
      RETURNING outbox_id`);
    return { id: email.id, outboxIds: rowsOf<{ outbox_id: number }>(result).map((r) => r.outbox_id) };
  });
  await mailer.queue(outboxIds);
  return { id, recipients: outboxIds.length };
}

/** The e-mails sent to a class, newest first, with their delivery progress. */
export async function listClassEmails(db: Db, classId: number, query: ListQuery) {
  const { limit, offset } = pageWindow(query);
  const status = (s: string) =>
    sql<number>`(SELECT count(*)::int FROM ${classEmailRecipients} r JOIN ${outbox} o ON o.id = r.outbox_id WHERE r.class_email_id = ${classEmails.id} AND o.status = ${s})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: classEmails.id,
        subject: classEmails.subject,
        sentBy: users.name,
        createdAt: classEmails.createdAt,
        includeParents: classEmails.includeParents,
        recipients: sql<number>`(SELECT count(*)::int FROM ${classEmailRecipients} r WHERE r.class_email_id = ${classEmails.id})`,
        pending: status('pending'),
        sent: status('sent'),
        failed: status('failed'),
      })
      .from(classEmails)
      .leftJoin(users, eq(users.id, classEmails.sentBy))
      .where(eq(classEmails.classId, classId))
      .orderBy(desc(classEmails.createdAt), desc(classEmails.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(classEmails).where(eq(classEmails.classId, classId)),
  ]);
  const data: SentEmail[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { rows: data, meta: pageMeta(total, data.length, query) };
}

/** Each address of one class e-mail and how its delivery went. */
export async function listEmailRecipients(db: Db, classId: number, emailId: number, query: ListQuery) {
  const [email] = await db
    .select({ id: classEmails.id })
    .from(classEmails)
    .where(and(eq(classEmails.id, emailId), eq(classEmails.classId, classId)));
  if (!email) throw notFound();
  const { limit, offset } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: classEmailRecipients.id,
        address: outbox.to,
        kind: classEmailRecipients.kind,
        studentName: users.name,
        status: outbox.status,
        lastError: outbox.lastError,
      })
      .from(classEmailRecipients)
      .innerJoin(outbox, eq(outbox.id, classEmailRecipients.outboxId))
      .leftJoin(users, eq(users.id, classEmailRecipients.studentId))
      .where(eq(classEmailRecipients.classEmailId, emailId))
      .orderBy(classEmailRecipients.id)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(classEmailRecipients).where(eq(classEmailRecipients.classEmailId, emailId)),
  ]);
  return { rows: rows as EmailRecipient[], meta: pageMeta(total, rows.length, query) };
}
