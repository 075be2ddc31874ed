import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AlertAudience, AlertDetails, AlertRuleKind, Language } from '@backoffice/contract';
import { translateMessage } from '@backoffice/contract';
import type { Db } from '../../db/client';
import {
  alertRules,
  alerts,
  classes,
  classTeachers,
  notificationRecipients,
  notifications,
  studentProfiles,
  users,
} from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { escapeHtml } from '../../lib/escape-html';
import { brandedEmail } from '../class-email/email-layout';
import { parentAddressesOf } from '../parents/parent-addresses';
import { unsubscribeLinks } from '../parents/unsubscribe-links';
import { alertTitle, describeAlert } from './alert-messages';

export type NewAlert = { id: number; studentId: number; details: AlertDetails; kind: AlertRuleKind; notify: AlertAudience[] };
type Deps = { db: Db; mailer: Mailer };

/** The student's inbox (in their language) and their parents' e-mails, for the new alerts whose rule asks. */
export async function notifyNewAlerts(deps: Deps, klass: { id: number; name: string }, news: NewAlert[]) {
  const told = news.filter((alert) => alert.notify.includes('student') || alert.notify.includes('parents'));
  if (told.length === 0) return;
  const students = await deps.db
    .select({ id: users.id, name: users.name, language: studentProfiles.language })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(inArray(users.id, [...new Set(told.map((alert) => alert.studentId))]));
  const byId = new Map(students.map((student) => [student.id, student]));
  const unsubscribe = await unsubscribeLinks(deps.db, deps.mailer);
  for (const alert of told) {
    const student = byId.get(alert.studentId);
    if (!student) continue;
    const about = { kind: alert.kind, details: alert.details, studentName: student.name, className: klass.name };
    if (alert.notify.includes('student')) {
      const language: Language = student.language === 'ar' ? 'ar' : 'en';
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notifications)
          .values({
            classId: klass.id,
            title: alertTitle(language, alert.kind),
            body: describeAlert(language, about),
            sentBy: null,
          })
          .returning({ id: notifications.id });
        await tx.insert(notificationRecipients).values({ notificationId: row.id, studentId: student.id });
      });
    }
    if (alert.notify.includes('parents')) {
      for (const parent of await parentAddressesOf(deps.db, student.id)) {
        const t = (message: string, params: Record<string, string> = {}) => translateMessage(parent.language, message, params);
        const subject = `${alertTitle(parent.language, alert.kind)}: ${student.name}`;
        const bodyHtml = `<p>${escapeHtml(describeAlert(parent.language, about))}</p>`;
        const footer = t('This message is about {student}, a student of {className}.', {
          student: student.name,
          className: klass.name,
        });
        const link = unsubscribe(parent.email, parent.language);
        const message = await brandedEmail({ subject, bodyHtml, footer, lang: parent.language, unsubscribe: link });
        await deps.mailer.send({ to: parent.email, subject, ...message, headers: link.headers });
      }
    }
  }
}

/**
 * One e-mail to each teacher of a class listing its alerts raised since the last digest (rules that notify
 * staff), then marks them digested: each alert is in one digest.
 */
export async function sendStaffDigests(deps: Deps) {
  const pending = await deps.db
    .select({
      id: alerts.id,
      classId: alerts.classId,
      className: classes.name,
      kind: alertRules.kind,
      details: alerts.details,
      studentName: users.name,
    })
    .from(alerts)
    .innerJoin(alertRules, eq(alertRules.id, alerts.ruleId))
    .innerJoin(classes, eq(classes.id, alerts.classId))
    .innerJoin(users, eq(users.id, alerts.studentId))
    .where(and(isNull(alerts.digestedAt), eq(alerts.status, 'open')))
    .orderBy(alerts.classId, alerts.id)
    .limit(2000);
  const byClass = new Map<number, typeof pending>();
  for (const row of pending) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row]);
  for (const [classId, rows] of byClass) {
    const teachers = await deps.db
      .select({ email: users.email })
      .from(classTeachers)
      .innerJoin(users, eq(users.id, classTeachers.teacherId))
      .where(and(eq(classTeachers.classId, classId), eq(users.isActive, true)));
    const className = rows[0].className;
    const t = (message: string) => translateMessage('en', message, { className });
    const subject = t('New alerts in {className}');
    const list = rows.map((row) => `<li>${escapeHtml(describeAlert('en', { ...row, className }))}</li>`).join('');
    const bodyHtml = `<p>${escapeHtml(t('These alerts were raised in {className}:'))}</p><ul>${list}</ul>`;
    const message = await brandedEmail({
      subject,
      bodyHtml,
      footer: t('You receive this as a teacher of {className}.'),
      lang: 'en',
    });
    for (const teacher of teachers) await deps.mailer.send({ to: teacher.email, subject, ...message });
    await deps.db
      .update(alerts)
      .set({ digestedAt: new Date() })
      .where(
        inArray(
          alerts.id,
          rows.map((row) => row.id),
        ),
      );
  }
}
