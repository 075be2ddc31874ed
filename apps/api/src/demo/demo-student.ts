import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ROLE } from '@backoffice/contract';
import type { Db } from '../db/client';
import {
  assessmentQuestions,
  assessmentResults,
  assessments,
  attendanceStatuses,
  attendances,
  classCategories,
  classes,
  classStudents,
  classVideos,
  questionOptions,
  questions,
  users,
  videoProgress,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { storeDemoPdf } from './demo-files';
import { DEMO_SUBJECTS, findCourseDraw } from './demo-subjects';
import type { FileStore } from '../storage/file-store';
import { startPaper, submitPaperAnswers } from '../modules/student-work/student-papers.service';

/** Every active demo student signs in to /student with this password (printed once on first start). */
export const DEMO_STUDENT_PASSWORD = 'demo-student-2026';

const DAY = 86_400_000;
const dueOf = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10) + ' 20:00:00';
const today = () => new Date().toISOString().slice(0, 10);

async function homeworkPdf(name: string, lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(`Homework answers by ${name}`, { x: 60, y: 770, size: 20, font });
  lines.slice(0, 2).forEach((line, i) => page.drawText(line, { x: 60, y: 720 - i * 25, size: 13, font }));
  return Buffer.from(await pdf.save());
}

/**
 * The student side of the demo, on top of the workstation's: a password for every active student, in each
 * class an open homework and an open quiz of its course (a static text question and a dynamic draw, the quiz's
 * maximum their points); the
 * first students of each class have handed the homework in (a real PDF), taken the quiz through the same
 * service as the app (single choice scored, text waiting for correction) and scanned the latest attendance
 * code; and every video of a class has some watch progress.
 */
export async function seedDemoStudents(db: Db, files: FileStore) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_STUDENT_PASSWORD) })
    .where(and(eq(users.mainRoleId, ROLE.student), eq(users.isActive, true)));
  const classRows = await db
    .select({ id: classes.id, courseId: classCategories.id, course: classCategories.name })
    .from(classes)
    .innerJoin(classCategories, eq(classCategories.id, classes.classCategoryId))
    .orderBy(asc(classes.id));
  for (const klass of classRows) {
    const subject = DEMO_SUBJECTS[klass.course];
    if (!subject) continue;
    const [textQuestion] = await db
      .select({ id: questions.id, points: questions.points })
      .from(questions)
      .where(and(isNull(questions.archivedAt), eq(questions.type, 'text'), eq(questions.classCategoryId, klass.courseId)))
      .orderBy(asc(questions.id))
      .limit(1);
    const draw = await findCourseDraw(db, klass.courseId, 2, undefined, textQuestion ? [textQuestion.id] : []);
    const quantity = draw ? Math.min(3, draw.available) : 0;
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
        { classId: klass.id, kind: 'homework', name: subject.homework, dueDate: dueOf(5), maxScore: 10 },
        {
          classId: klass.id,
          kind: 'quiz',
          name: subject.quiz,
          date: today(),
          dueDate: dueOf(3),
          maxScore: (textQuestion?.points ?? 0) + quantity * (draw?.points ?? 0) || 10,
          durationMinutes: 15,
        },
      ])
      .returning();
    await db.insert(assessmentQuestions).values([
      ...(textQuestion ? [{ assessmentId: quiz.id, order: 1, type: 'static' as const, questionId: textQuestion.id }] : []),
      ...(draw
        ? [
            {
              assessmentId: quiz.id,
              order: 2,
              type: 'dynamic' as const,
              educationalPartId: draw.partId,
              quantity,
              complexity: draw.complexity,
            },
          ]
        : []),
    ]);
    const takers = roster.slice(0, Math.min(2, roster.length - 1));
    for (const [i, student] of takers.entries()) {
      const fileId = await storeDemoPdf(db, files, await homeworkPdf(student.name, subject.answerLines), {
        classId: klass.id,
        originalName: 'homework-3.pdf',
        purpose: 'submitted',
        uploadedBy: student.id,
      });
      await db.insert(assessmentResults).values({
        assessmentId: homework.id,
        studentId: student.id,
        status: 'submitted',
        submittedFileId: fileId,
        submittedAt: new Date(),
      });
      const paper = await startPaper(db, student, 'quiz', klass.id, quiz.id);
      const answers = [];
      for (const question of paper.questions) {
        if (question.type === 'text') {
          answers.push({ question_id: question.question_id, text_answer: subject.textAnswer });
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
