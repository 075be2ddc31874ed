import { translateMessage, type ClassReportPreview, type ClassReportsRequest, type Language } from '@backoffice/contract';
import type { Db } from '../../db/client';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { layout } from '../../mail/templates';
import { addCalendarDays } from '../../lib/school-time';
import { parentAddressesOfStudents } from '../parents/parent-addresses';
import { previewUnsubscribeLinks, unsubscribeLinks, type Unsubscribe, type UnsubscribeLinks } from '../parents/unsubscribe-links';
import { gatherReport, type ReportData, type StudentReport } from './report-data';
import { attendanceText, REPORT_TEXTS } from './report-texts';

/** The week a report date closes: the six calendar days before it and the day itself. */
export const weekEnding = (reportDate: string) => ({ fromDate: addCalendarDays(reportDate, -6), toDate: reportDate });

/** The e-mail one parent receives about one student: the real figures of the week. */
function parentMail(
  to: string,
  data: ReportData,
  student: StudentReport,
  reportDate: string,
  unsubscribe: Unsubscribe,
): MailMessage {
  const t = REPORT_TEXTS[data.language];
  const m = (text: string, params: Record<string, string> = {}) => translateMessage(data.language, text, params);
  const attendance = attendanceText(student, t, String);
  const lines = student.lines.map((line) =>
    line.status
      ? `${t.kinds[line.kind]} · ${line.name}: ${t.classwork[line.status]}`
      : `${t.kinds[line.kind]} · ${line.name}: ${line.score === null ? '–' : line.score} / ${line.maxScore}${line.grade ? ` (${line.grade})` : ''}`,
  );
  return layout(
    to,
    m('Weekly report: {student} – {className}', { student: student.name, className: data.className }),
    [
      m('Dear parent of {student},', { student: student.name }),
      `${t.class}: ${data.className} · ${m('Week ending {date}', { date: reportDate })}`,
      `${t.attendance}: ${attendance} · ${t.overall}: ${student.percent}% · ${t.rank}: ${student.rank} ${t.of} ${data.classSize}`,
      ...(lines.length ? [m('Graded work:'), ...lines] : [t.none]),
    ],
    undefined,
    unsubscribe,
    data.language,
  );
}

/** Every parent e-mail of the chosen classes (mother's and father's, when known), class by class. */
async function buildClassMails(db: Db, unsubscribe: UnsubscribeLinks, body: ClassReportsRequest, language: Language) {
  const period = weekEnding(body.reportDate);
  const result: { classId: number; className: string; mails: MailMessage[] }[] = [];
  for (const classId of body.classIds) {
    const data = await gatherReport(db, { classId, studentId: null, ...period, language });
    if (!data) continue;
    const ids = data.students.map((student) => student.id);
    // An address that unsubscribed from the parents' e-mails gets no report either.
    const parentsOf = new Map(
      [...(await parentAddressesOfStudents(db, ids))].map(([id, addresses]) => [id, addresses.map((a) => a.email)]),
    );
    const mails = data.students.flatMap((student) =>
      [...new Set(parentsOf.get(student.id) ?? [])].map((to) =>
        parentMail(to, data, student, body.reportDate, unsubscribe(to, language)),
      ),
    );
    result.push({ classId, className: data.className, mails });
  }
  return result;
}

/**
 * POST admin/reports/class-reports/preview: per class, how many e-mails go out and the first as a sample
 * (whose unsubscribe link works for nobody: a preview must not hand out a working one).
 */
export async function previewClassReports(
  db: Db,
  mailer: Mailer,
  body: ClassReportsRequest,
  language: Language,
): Promise<ClassReportPreview[]> {
  const classes = await buildClassMails(db, previewUnsubscribeLinks(mailer), body, language);
  return classes.map(({ classId, className, mails }) => ({
    classId,
    className,
    recipients: mails.length,
    sample: mails[0] ? { to: mails[0].to, subject: mails[0].subject, html: mails[0].html } : null,
  }));
}

/** POST admin/reports/class-reports/send: every e-mail into the outbox (SMTP delivers it when configured). */
export async function sendClassReports(db: Db, mailer: Mailer, body: ClassReportsRequest, language: Language) {
  const classes = await buildClassMails(db, await unsubscribeLinks(db, mailer), body, language);
  let queued = 0;
  for (const { mails } of classes) {
    for (const mail of mails) {
      await mailer.send(mail);
      queued += 1;
    }
  }
  return queued;
}
