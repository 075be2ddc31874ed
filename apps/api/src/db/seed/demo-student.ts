import { Readable } from 'node:stream';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ROLE } from '@backoffice/contract';
import type { Db } from '../client';
import {
  assessmentQuestions,
  assessmentResults,
  assessments,
  attendanceStatuses,
  attendances,
  classes,
  classStudents,
  classVideos,
  fileVersions,
  questionEducationalParts,
  questionOptions,
  questions,
  users,
  videoProgress,
} from '../schema';
import { hashPassword } from '../../lib/passwords';
import type { FileStore } from '../../storage/file-store';
import { startPaper, submitPaperAnswers } from '../../modules/student-work/student-papers.service';

/** Every active demo student signs in to /student with this password (printed once on first start). */
export const DEMO_STUDENT_PASSWORD = 'demo-student-2026';

const DAY = 86_400_000;
const dueOf = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10) + ' 20:00:00';
const today = () => new Date().toISOString().slice(0, 10);

async function homeworkPdf(name: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(`Homework answers by ${name}`, { x: 60, y: 770, size: 20, font });
  page.drawText('1) F = m * a = 2 kg * 3 m/s2 = 6 N', { x: 60, y: 720, size: 13, font });
  page.drawText('2) v = d / t = 100 m / 20 s = 5 m/s', { x: 60, y: 695, size: 13, font });
  return Buffer.from(await pdf.save());
}

/** A part of the bank with at least `need` active single-choice questions, for the open quiz's dynamic entry. */
async function findDrawablePart(db: Db, need: number) {
  const [row] = await db
    .select({ partId: questionEducationalParts.educationalPartId, n: sql<number>`count(*)::int` })
    .from(questionEducationalParts)
    .innerJoin(questions, eq(questions.id, questionEducationalParts.questionId))
    .where(and(isNull(questions.archivedAt), eq(questions.type, 'single_choice')))
    .groupBy(questionEducationalParts.educationalPartId)
    .having(sql`count(*) >= ${need}`)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  return row?.partId ?? null;
}

/**
 * The student side of the demo, on top of the workstation's: a password for every active student, in each
 * class an open homework and an open quiz (a static text question and a dynamic single-choice draw); the
 * first students of each class have handed the homework in (a real PDF), taken the quiz through the same
 * service as the app (single choice scored, text waiting for correction) and scanned the latest attendance
 * code; and every video of a class has some watch progress.
 */
export async function seedDemoStudents(db: Db, files: FileStore) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_STUDENT_PASSWORD) })
    .where(and(eq(users.mainRoleId, ROLE.student), eq(users.isActive, true)));
  const partId = await findDrawablePart(db, 3);
  const [textQuestion] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(isNull(questions.archivedAt), eq(questions.type, 'text')))
    .orderBy(asc(questions.id))
    .limit(1);
  const classRows = await db.select({ id: classes.id }).from(classes).orderBy(asc(classes.id));
  for (const klass of classRows) {
    const roster = await db
      .select({ id: users.id, name: users.name, nickname: users.nickname, email: users.email })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(and(eq(classStudents.classId, klass.id), eq(users.isActive, true)))
      .orderBy(asc(users.id));
    if (roster.length === 0) continue;
    const [homework, quiz] = await db
      .insert(assessments)
      .values([
        { classId: klass.id, kind: 'homework', name: 'Homework 3: Forces and motion', dueDate: dueOf(5), maxScore: 10 },
        {
          classId: klass.id,
          kind: 'quiz',
          name: 'Quiz 2: Units',
          date: today(),
          dueDate: dueOf(3),
          maxScore: 15,
          durationMinutes: 15,
        },
      ])
      .returning();
    await db
      .insert(assessmentQuestions)
      .values([
        ...(textQuestion ? [{ assessmentId: quiz.id, order: 1, type: 'static' as const, questionId: textQuestion.id }] : []),
        ...(partId
          ? [{ assessmentId: quiz.id, order: 2, type: 'dynamic' as const, educationalPartId: partId, quantity: 3 }]
          : []),
      ]);
    const takers = roster.slice(0, Math.min(2, roster.length - 1));
    for (const [i, student] of takers.entries()) {
      const storedName = files.newName('.pdf');
      const bytes = await homeworkPdf(student.name);
      await files.write(storedName, Readable.from([bytes]));
      const [file] = await db
        .insert(fileVersions)
        .values({
          classId: klass.id,
          storedName,
          originalName: 'homework-3.pdf',
          contentType: 'application/pdf',
          sizeBytes: bytes.length,
          purpose: 'submitted',
          uploadedBy: student.id,
        })
        .returning({ id: fileVersions.id });
      await db
        .insert(assessmentResults)
        .values({
          assessmentId: homework.id,
          studentId: student.id,
          status: 'submitted',
          submittedFileId: file.id,
          submittedAt: new Date(),
        });
      const paper = await startPaper(db, student, 'quiz', klass.id, quiz.id);
      const answers = [];
      for (const question of paper.questions) {
        if (question.type === 'text') {
          answers.push({ question_id: question.question_id, text_answer: 'Newton is the unit of force: 1 N = 1 kg·m/s².' });
          continue;
        }
        const [option] = await db
          .select({ id: questionOptions.id })
          .from(questionOptions)
          .where(and(eq(questionOptions.questionId, question.question_id), eq(questionOptions.isCorrect, i === 0)))
          .limit(1);
        answers.push({ question_id: question.question_id, selected_option_id: option?.id ?? null });
      }
      await submitPaperAnswers(db, student, 'quiz', klass.id, quiz.id, { answers });
    }
    // The latest attendance item: the first students were marked by scanning its code (updated_by is the student).
    const [latest] = await db
      .select({ id: attendances.id })
      .from(attendances)
      .where(eq(attendances.classId, klass.id))
      .orderBy(desc(attendances.date))
      .limit(1);
    if (latest) {
      for (const student of roster.slice(0, 3)) {
        await db
          .insert(attendanceStatuses)
          .values({ attendanceId: latest.id, studentId: student.id, status: 1, updatedBy: student.id })
          .onConflictDoUpdate({
            target: [attendanceStatuses.attendanceId, attendanceStatuses.studentId],
            set: { status: 1, updatedBy: student.id },
          });
      }
    }
    const videoRows = await db
      .select({ videoId: classVideos.videoId })
      .from(classVideos)
      .where(eq(classVideos.classId, klass.id));
    for (const { videoId } of videoRows) {
      await db
        .insert(videoProgress)
        .values(
          roster.map((student, i) => {
            const furthest = 600 * ((i % 4) + 1) * 0.25;
            return {
              studentId: student.id,
              videoId,
              durationSeconds: 600,
              furthestSeconds: furthest,
              watchedSeconds: furthest * 1.2,
              lastPositionSeconds: furthest,
            };
          }),
        )
        .onConflictDoNothing();
    }
  }
}
