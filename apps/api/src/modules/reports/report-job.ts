import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { jobMessage } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classes, performanceReports, schools } from '../../db/schema';
import type { JobOutcome } from '../../jobs/jobs.service';
import { JobFailure, type JobContext, type JobHandler } from '../../jobs/registry';
import { layout } from '../../mail/templates';
import { gatherReport } from './report-data';
import { reportHtml } from './report-html';
import { hasPdfEngine, renderPdf } from './report-pdf';
import { REPORT_TEXTS } from './report-texts';

/** The principal of the class's school, when the class is a school's and the school names one. */
export async function principalOf(db: Db, classId: number) {
  const [row] = await db
    .select({ name: schools.principalName, email: schools.principalEmail })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classes.id, classId))
    .limit(1);
  return row?.email ? row : null;
}

/**
 * One performance report: gathers the figures, prints the PDF with Chromium, stores it, and (when asked)
 * puts the mail to the principal in the outbox. Any failure removes the stored file: no half result.
 */
async function runPerformanceReport({ db, files, mailer, job, progress, signal, workDir }: JobContext): Promise<JobOutcome> {
  const [report] = await db.select().from(performanceReports).where(eq(performanceReports.jobId, job.id)).limit(1);
  if (!report) throw new JobFailure(jobMessage('report.classMissing'));
  if (!hasPdfEngine()) throw new JobFailure(jobMessage('report.engineMissing'));
  const data = await gatherReport(db, report);
  if (!data) throw new JobFailure(jobMessage('report.classMissing'));
  await progress(1, 3);
  const html = reportHtml(data, data.classSize, new Date().toISOString().slice(0, 16).replace('T', ' '));
  const pdf = await renderPdf(html, { profileDir: path.join(await workDir(), 'chromium'), signal });
  await progress(2, 3);
  const storedFile = files.newName('.pdf');
  try {
    await files.write(storedFile, Readable.from([pdf]));
    if (report.sendToPrincipal) {
      const principal = await principalOf(db, report.classId);
      if (principal?.email) {
        const t = REPORT_TEXTS[report.language];
        const subject = `${t.title}: ${data.className} (${report.fromDate} – ${report.toDate})`;
        const mail = layout(
          principal.email,
          subject,
          [
            principal.name ?? '',
            `${t.class}: ${data.className}`,
            `${t.period}: ${report.fromDate} ${t.to} ${report.toDate}`,
          ].filter(Boolean),
          undefined,
          undefined,
          report.language,
        );
        // Into the outbox and, with SMTP configured, straight to the send-mail queue.
        await mailer.send({
          ...mail,
          attachments: [
            { filename: job.fileName ?? 'report.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
          ],
        });
      }
    }
    await progress(3, 3);
    return { status: 'completed', resultFile: storedFile };
  } catch (error) {
    await files.remove(storedFile);
    throw error;
  }
}

export const performanceReportJob: JobHandler = { run: runPerformanceReport, unexpected: 'report.unexpected' };
