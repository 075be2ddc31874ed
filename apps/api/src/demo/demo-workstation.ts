import { and, asc, eq, inArray } from 'drizzle-orm';
import { answersTotal, type AssessmentKind, type ClassSession } from '@backoffice/contract';
import type { Db } from '../db/client';
import {
  assessmentQuestions,
  assessmentResults,
  assessments,
  attendances,
  attendanceStatuses,
  classes,
  classStudents,
  educationalParts,
  questionOptions,
  questions,
  questionUses,
  studentAnswers,
  studentScores,
} from '../db/schema';
import type { FileStore } from '../storage/file-store';
import { seedDemoClasswork } from './demo-classwork';
import { DAY, dateOf, dueOf, rangesOf, spread } from './demo-item-values';
import { findCourseDraw } from './demo-subjects';

const JS_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Days from today (0 or less) to the class's latest session day: its registers fall on the days it meets. */
function lastSessionOffset(sessions: ClassSession[]): number {
  const today = new Date().getUTCDay();
  const offsets = sessions.map((session) => -((today - JS_WEEKDAYS.indexOf(session.weekday) + 7) % 7));
  return offsets.length > 0 ? Math.max(...offsets) : 0;
}

/**
 * The workstation of every demo class on first start: weekly attendance over the last six weeks, two
 * homework, a quiz, an exam with a static and a dynamic question (a-u grading) and a classwork with a real
 * PDF, with statuses and scores for most students (the last one or two are left to enter), so every tab
 * shows data. Scores go to student_scores, replacing demo-people's placeholder scores of item 1.
 */
export async function seedDemoWorkstation(db: Db, files: FileStore) {
  await db.delete(studentScores).where(and(inArray(studentScores.sourceType, ['quiz', 'exam']), eq(studentScores.sourceId, 1)));
  const classRows = await db
    .select({ id: classes.id, name: classes.name, courseId: classes.classCategoryId, sessions: classes.sessions })
    .from(classes)
    .orderBy(asc(classes.id));
  for (const klass of classRows) {
    const roster = (
      await db
        .select({ id: classStudents.studentId })
        .from(classStudents)
        .where(eq(classStudents.classId, klass.id))
        .orderBy(asc(classStudents.id))
    ).map((row) => row.id);
    if (roster.length === 0) continue;
    const marked = roster.slice(0, Math.max(1, roster.length - 1));

    // Attendance: one item a week on its session day, this week's last, still open for the last students.
    const lastSession = lastSessionOffset(klass.sessions);
    const attendanceRows = await db
      .insert(attendances)
      .values(
        Array.from({ length: 6 }, (_, w) => ({
          classId: klass.id,
          name: `Week ${w + 1}`,
          date: dateOf(lastSession - 7 * (5 - w)),
          dueDate: dueOf(lastSession - 7 * (5 - w), '20:00'),
          maxScore: 1,
        })),
      )
      .returning({ id: attendances.id });
    await db.insert(attendanceStatuses).values(
      attendanceRows.flatMap((item, w) =>
        (w === attendanceRows.length - 1 ? marked : roster).map((studentId, i) => ({
          attendanceId: item.id,
          studentId,
          status: spread(i, w, 5) === 0 ? 0 : spread(i, w, 11) === 1 ? -1 : 1,
        })),
      ),
    );

    // Homework, quiz and exam of the class's course: the quiz holds three bank questions, the exam two and a
    // draw of two from another part; each maximum is the sum of its questions' points.
    const [part] = klass.courseId
      ? await db
          .select({ id: educationalParts.id })
          .from(educationalParts)
          .where(eq(educationalParts.classCategoryId, klass.courseId))
          .orderBy(asc(educationalParts.id))
          .limit(1)
      : [];
    const bankQuestions = part
      ? await db
          .selectDistinct({ id: questions.id, version: questions.version, points: questions.points })
          .from(questions)
          .innerJoin(questionOptions, eq(questionOptions.questionId, questions.id))
          .where(eq(questions.classCategoryId, klass.courseId!))
          .orderBy(asc(questions.id))
          .limit(3)
      : [];
    const bankQuestion = bankQuestions[0];
    const pointsOf = (rows: { points: number }[]) => rows.reduce((sum, row) => sum + row.points, 0);
    const examStatic = bankQuestions.slice(0, 2);
    const draw =
      part && klass.courseId
        ? await findCourseDraw(
            db,
            klass.courseId,
            2,
            part.id,
            examStatic.map((question) => question.id),
          )
        : null;
    const examMax = draw ? pointsOf(examStatic) + 2 * draw.points : 20;
    const quizMax = bankQuestions.length > 0 ? pointsOf(bankQuestions) : 10;
    const items: { kind: AssessmentKind; name: string; max: number; due: number; type: '1-9' | 'a-u' | null }[] = [
      { kind: 'homework', name: 'Homework 1: Revision sheet', max: 10, due: -20, type: '1-9' },
      { kind: 'homework', name: 'Homework 2: Practice problems', max: 10, due: -6, type: null },
      { kind: 'quiz', name: 'Quiz 1', max: quizMax, due: -13, type: '1-9' },
      { kind: 'exam', name: 'Monthly exam', max: examMax, due: -3, type: 'a-u' },
    ];
    const itemRows = await db
      .insert(assessments)
      .values(
        items.map((item) => ({
          classId: klass.id,
          kind: item.kind,
          name: item.name,
          date: dateOf(item.due),
          dueDate: dueOf(item.due),
          maxScore: item.max,
          gradingType: item.type,
          grading: item.type ? rangesOf(item.type, item.max) : [],
          durationMinutes: item.kind === 'homework' ? null : item.kind === 'quiz' ? 20 : 90,
        })),
      )
      .returning({ id: assessments.id, kind: assessments.kind });
    const exam = itemRows[3];
    const quiz = itemRows[2];
    if (bankQuestion && draw) {
      await db.insert(assessmentQuestions).values([
        ...examStatic.map((question, i) => ({
          assessmentId: exam.id,
          order: i + 1,
          type: 'static' as const,
          questionId: question.id,
        })),
        {
          assessmentId: exam.id,
          order: examStatic.length + 1,
          type: 'dynamic',
          educationalPartId: draw.partId,
          quantity: 2,
          complexity: draw.complexity,
        },
        ...bankQuestions.map((question, i) => ({
          assessmentId: quiz.id,
          order: i + 1,
          type: 'static' as const,
          questionId: question.id,
        })),
      ]);
      await db.insert(questionUses).values([
        ...examStatic.map((question) => ({
          questionId: question.id,
          version: question.version,
          usedBy: 'exam' as const,
          usedById: exam.id,
        })),
        ...bankQuestions.map((question) => ({
          questionId: question.id,
          version: question.version,
          usedBy: 'quiz' as const,
          usedById: quiz.id,
        })),
      ]);
    }
    // The first two students answered the exam's bank question (the first rightly, the second not): their
    // exam totals are what those answers compute (answersTotal), so a correction follows them without asking.
    const options = bankQuestion
      ? await db
          .select({ id: questionOptions.id, isCorrect: questionOptions.isCorrect })
          .from(questionOptions)
          .where(eq(questionOptions.questionId, bankQuestion.id))
          .orderBy(asc(questionOptions.order))
      : [];
    const examAnswers = bankQuestion
      ? [options.find((option) => option.isCorrect), options.find((option) => !option.isCorrect)].map((option) => ({
          selectedOptionId: option?.id ?? null,
          score: option?.isCorrect ? bankQuestion.points : 0,
        }))
      : [];
    const scored = itemRows.flatMap((row, j) =>
      marked.map((studentId, i) => {
        const answer = row.id === exam.id ? examAnswers[i] : undefined;
        return {
          row,
          j,
          studentId,
          score: answer
            ? answersTotal([{ score: answer.score, corrected_score: null, points: bankQuestion!.points }], items[j].max)
            : Math.round(items[j].max * (0.45 + spread(i, j, 11) / 20) * 2) / 2,
        };
      }),
    );
    const resultRows = await db
      .insert(assessmentResults)
      .values(
        scored.map(({ row, studentId, score, j }) => ({
          assessmentId: row.id,
          studentId,
          status: 'corrected' as const,
          score,
          submittedAt: new Date(Date.now() + (items[j].due - 1) * DAY),
        })),
      )
      .returning({ id: assessmentResults.id, assessmentId: assessmentResults.assessmentId, score: assessmentResults.score });
    await db.insert(studentScores).values(
      scored.map(({ row, studentId, score, j }) => ({
        classId: klass.id,
        studentId,
        sourceType: row.kind,
        sourceId: row.id,
        score,
        maxScore: items[j].max,
      })),
    );
    // Those answers, for the answers page.
    if (bankQuestion) {
      const examResults = resultRows.filter((row) => row.assessmentId === exam.id).slice(0, examAnswers.length);
      if (examResults.length > 0) {
        await db.insert(studentAnswers).values(
          examResults.map((result, i) => ({
            resultId: result.id,
            questionId: bankQuestion.id,
            questionVersion: bankQuestion.version,
            order: 1,
            ...examAnswers[i],
          })),
        );
      }
    }

    await seedDemoClasswork(db, files, klass, marked);
  }
}
