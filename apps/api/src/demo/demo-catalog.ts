import { asc, eq } from 'drizzle-orm';
import { ROLE, type ClassSession, type PaperGrade } from '@backoffice/contract';
import type { Db } from '../db/client';
import {
  centers,
  classCategories,
  classCategoryEvents,
  classes,
  classStudents,
  classTeachers,
  notes,
  papers,
  schools,
  users,
} from '../db/schema';
import { seedDemoQuestionBank } from './demo-question-bank';

const COURSES = [
  { name: 'Physics', code: 'PHY-0625', gradeType: '1-9' as const },
  { name: 'Chemistry', code: 'CHE-0620', gradeType: '1-9' as const },
  { name: 'Mathematics', code: 'MTH-0580', gradeType: 'a-u' as const },
  { name: 'English Language', code: 'ENG-0500', gradeType: 'a-u' as const },
];
const SCHOOLS = ['Nile School', 'Cairo American College', 'Modern English School'];
/** Each school's principal, who receives the performance reports sent with 'Send to Principal'. */
const PRINCIPALS = ['Hoda Mansour', 'Tamer Saleh', 'Rania Fouad'];
const NUMERIC_GRADES: PaperGrade[] = [9, 8, 7, 6, 5, 4].map((key, i) => ({ key: String(key), grade: 85 - i * 10 }));
const LETTER_GRADES: PaperGrade[] = ['A', 'B', 'C', 'D', 'E'].map((key, i) => ({ key, grade: 80 - i * 12 }));
const session = (weekday: ClassSession['weekday'], startTime: string): ClassSession => ({ weekday, startTime });

/** A date `days` from today, so the calendar always has something this month. */
const fromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The catalog on top of the demo accounts: courses with papers and calendar events, schools,
 * school and center classes with weekly sessions, teachers and students enrolled, and notes.
 */
export async function seedDemoCatalog(db: Db) {
  const courses = await db.insert(classCategories).values(COURSES).returning();
  await seedDemoQuestionBank(db, courses);
  await db.insert(papers).values(
    courses.flatMap((course) =>
      [1, 2].map((n) => ({
        classCategoryId: course.id,
        name: `${course.name} Paper ${n}`,
        maxGrade: n === 1 ? 40 : 80,
        averageDate: fromToday(60 + n * 7),
        duration: n === 1 ? 45 * 60 : 90 * 60,
        grades: course.gradeType === '1-9' ? NUMERIC_GRADES : LETTER_GRADES,
      })),
    ),
  );
  await db.insert(classCategoryEvents).values(
    courses.flatMap((course, i) => [
      {
        classCategoryId: course.id,
        name: 'Mock exam',
        startAt: fromToday(5 + i),
        description: `${course.name} mock, papers 1 and 2`,
      },
      { classCategoryId: course.id, name: 'Revision day', startAt: fromToday(12 + i), description: 'Past papers and questions' },
    ]),
  );
  const schoolRows = await db
    .insert(schools)
    .values(
      SCHOOLS.map((name, i) => ({
        name,
        principalName: PRINCIPALS[i],
        principalEmail: `${PRINCIPALS[i].toLowerCase().replace(/\s+/g, '.')}@schools.example.com`,
      })),
    )
    .returning();

  const teachers = await db.select({ id: users.id }).from(users).where(eq(users.mainRoleId, ROLE.teacher)).orderBy(asc(users.id));
  const students = await db.select({ id: users.id }).from(users).where(eq(users.mainRoleId, ROLE.student)).orderBy(asc(users.id));
  type ClassSeed = Omit<typeof classes.$inferInsert, 'startDate' | 'endDate'>;
  const classValues: ClassSeed[] = [
    {
      name: 'Physics - Grade 10',
      type: 'center',
      classCategoryId: courses[0].id,
      sessions: [session('Saturday', '16:00'), session('Tuesday', '18:00')],
    },
    { name: 'Chemistry - Grade 10', type: 'center', classCategoryId: courses[1].id, sessions: [session('Sunday', '17:00')] },
    {
      name: 'Mathematics - Nile 9A',
      type: 'school',
      classCategoryId: courses[2].id,
      schoolId: schoolRows[0].id,
      sessions: [session('Monday', '10:00'), session('Wednesday', '10:00')],
    },
    {
      name: 'English - CAC 11B',
      type: 'school',
      classCategoryId: courses[3].id,
      schoolId: schoolRows[1].id,
      sessions: [session('Thursday', '12:30')],
      automaticReporting: true,
    },
  ];
  const classRows = await db
    .insert(classes)
    .values(classValues.map((row) => ({ ...row, startDate: fromToday(-60), endDate: fromToday(120) })))
    .returning({ id: classes.id });
  if (teachers.length > 0) {
    await db
      .insert(classTeachers)
      .values(classRows.map((row, i) => ({ classId: row.id, teacherId: teachers[i % teachers.length].id })));
  }
  await db
    .insert(classStudents)
    .values(
      classRows.flatMap((row, i) =>
        students.filter((_, j) => (j + i) % 2 === 0).map((student) => ({ classId: row.id, studentId: student.id })),
      ),
    );

  const [center] = await db.select({ id: centers.id }).from(centers).orderBy(asc(centers.name)).limit(1);
  await db
    .insert(notes)
    .values([
      { kind: 'notes', classId: classRows[0].id, note: 'Lab session moved to the big hall this month.' },
      { kind: 'dropped', classId: classRows[0].id, note: 'One student stopped attending.', reason: 'Moved to another city' },
      { kind: 'transfers', classId: classRows[1].id, note: 'Two students joined from the Dokki group.' },
      ...(center ? [{ kind: 'notes' as const, centerId: center.id, note: 'Open day on the first Friday of the month.' }] : []),
    ]);
}
