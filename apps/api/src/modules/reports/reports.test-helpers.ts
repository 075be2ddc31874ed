import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client';
import { assessments, attendances, attendanceStatuses, schools } from '../../db/schema';
import { runJob } from '../../jobs/registry';
import { openDiskFileStore, type FileStore } from '../../storage/file-store';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { directRun } from '../../../test/outbox-mailer';
import type { createMailStack } from '../../mail/test-mail-stack';
import { createClass, createStudent, type StudentValues } from '../../../test/factories';
import { createScores } from '../../../test/student-work-factories';
import { performanceReportJob } from './report-job';

export type ReportsTestApp = TestApp & { files: FileStore; filesDir: string; queued: number[]; runQueued(): Promise<void> };

/**
 * The test app with a file store the test can see and a queue that only records job ids; runQueued runs them,
 * with the app's mailer: the mail stack's (a real SMTP server and send-mail queue) when one is given.
 */
export function useReportsTestApp(mail?: ReturnType<typeof createMailStack>): ReportsTestApp {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-files-'));
  const files = openDiskFileStore(filesDir);
  const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-work-'));
  const queued: number[] = [];
  const t = useTestApp(async (database) => {
    const stack = await mail?.extension(database);
    return {
      options: {
        ...stack?.options,
        files,
        enqueue: async (_name: string, data: object) => {
          queued.push((data as { jobId: number }).jobId);
        },
      },
      close: async () => {
        await stack?.close();
        [filesDir, workRoot].forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
      },
    };
  }) as ReportsTestApp;
  Object.assign(t, { files, filesDir, queued });
  t.runQueued = async () => {
    const ids = queued.splice(0);
    const run = directRun(t.database.db, mail?.mailer);
    for (const id of ids)
      await runJob({ db: t.database.db, files, workRoot, ...run, log: () => undefined }, performanceReportJob, id);
  };
  return t;
}

/** A school whose principal gets its reports: Mona Principal, principal@example.com. */
export async function schoolWithPrincipal(db: Db) {
  const [school] = await db
    .insert(schools)
    .values({ name: 'Nile School', principalName: 'Mona Principal', principalEmail: 'principal@example.com' })
    .returning();
  return school;
}

/** A class of three students with graded homework, a quiz and an exam. */
export async function classWithScores(
  db: Db,
  values: { teacherId?: number; students?: StudentValues[]; schoolId?: number } = {},
) {
  const people = values.students ?? [{ name: 'Ann Baker' }, { name: 'Bob Stone' }, { name: 'Cid Moss' }];
  const students = await Promise.all(people.map((person) => createStudent(db, person)));
  const klass = await createClass(db, {
    teachers: values.teacherId ? [values.teacherId] : [],
    students: students.map((s) => s.id),
    ...(values.schoolId ? { type: 'school' as const, schoolId: values.schoolId } : {}),
  });
  const [homework, quiz, exam] = await db
    .insert(assessments)
    .values([
      { classId: klass.id, kind: 'homework' as const, name: 'Fractions sheet', dueDate: '2026-02-01 10:00:00', maxScore: 10 },
      { classId: klass.id, kind: 'quiz' as const, name: 'Quick quiz', dueDate: '2026-02-08 10:00:00', maxScore: 15 },
      {
        classId: klass.id,
        kind: 'exam' as const,
        name: 'Midterm exam',
        dueDate: '2026-03-01 10:00:00',
        maxScore: 100,
        gradingType: 'a-u' as const,
      },
    ])
    .returning();
  const [ann, bob] = students;
  await createScores(db, homework, [
    [ann.id, 8],
    [bob.id, 4],
  ]);
  await createScores(db, quiz, [[ann.id, 5]]);
  await createScores(db, exam, [
    [ann.id, 90],
    [bob.id, 40],
  ]);
  // two sessions: the first student came to both, the second to one
  const sessions = await db
    .insert(attendances)
    .values([
      { classId: klass.id, name: 'Week 1', date: '2026-02-02' },
      { classId: klass.id, name: 'Week 2', date: '2026-02-09' },
    ])
    .returning();
  await db.insert(attendanceStatuses).values([
    { attendanceId: sessions[0].id, studentId: students[0].id, status: 1 },
    { attendanceId: sessions[1].id, studentId: students[0].id, status: 1 },
    { attendanceId: sessions[0].id, studentId: students[1].id, status: 1 },
    { attendanceId: sessions[1].id, studentId: students[1].id, status: 0 },
  ]);
  return { klass, students, items: { homework, quiz, exam } };
}

/** The text of a PDF, as poppler's pdftotext reads it. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
