import { asc, eq } from 'drizzle-orm';
import { ROLE } from '@backoffice/contract';
import type { Db } from '../client';
import {
  centers,
  classes,
  classStudents,
  classTeachers,
  studentProfiles,
  studentScores,
  supervisorTeachers,
  users,
} from '../schema';

const PENDING = ['Salma Nabil', 'Mostafa Reda', 'Jana Walid'];
const SCHOOLS = ['Nile School', 'Cairo American College', 'Modern English School'];

/**
 * People on top of the demo accounts: a supervisor managing two teachers, profiles for every student,
 * three sign-ups waiting for approval, and scores so the ranking has something to rank.
 * Uses the first class when one exists, else creates one.
 */
export async function seedDemoPeople(db: Db, staffHash: string) {
  const teachers = await db.select({ id: users.id }).from(users).where(eq(users.mainRoleId, ROLE.teacher)).orderBy(asc(users.id));
  const [supervisor] = await db
    .insert(users)
    .values({
      name: 'Hala Supervisor',
      nickname: 'Ms Hala',
      gender: 'female',
      email: 'hala.supervisor@teachers.example.com',
      passwordHash: staffHash,
      mainRoleId: ROLE.supervisor,
    })
    .returning({ id: users.id });
  if (teachers.length > 0) {
    await db
      .insert(supervisorTeachers)
      .values(teachers.slice(0, 2).map((teacher) => ({ supervisorId: supervisor.id, teacherId: teacher.id })));
  }

  const [center] = await db.select({ id: centers.id }).from(centers).orderBy(asc(centers.id)).limit(1);
  const students = await db.select({ id: users.id }).from(users).where(eq(users.mainRoleId, ROLE.student)).orderBy(asc(users.id));
  await db.insert(studentProfiles).values(
    students.map((student, i) => ({
      userId: student.id,
      studentType: i % 3 === 2 && center ? 'center' : 'school',
      centerId: i % 3 === 2 && center ? center.id : null,
      schoolName: SCHOOLS[i % SCHOOLS.length],
      motherName: 'Mother of student',
      motherPhone: '01000000000',
    })),
  );

  let [klass] = await db.select({ id: classes.id }).from(classes).orderBy(asc(classes.id)).limit(1);
  if (!klass) {
    [klass] = await db
      .insert(classes)
      .values({ name: 'Physics - Grade 10', type: 'center', startDate: '2026-01-01', endDate: '2026-06-30' })
      .returning({ id: classes.id });
    if (teachers[0]) await db.insert(classTeachers).values({ classId: klass.id, teacherId: teachers[0].id });
  }
  await db
    .insert(classStudents)
    .values(students.map((student) => ({ classId: klass.id, studentId: student.id })))
    .onConflictDoNothing();
  // Quizzes out of 15 and exams out of 100, as the report templates use.
  await db.insert(studentScores).values(
    students.flatMap((student, i) => [
      { classId: klass.id, studentId: student.id, sourceType: 'quiz' as const, sourceId: 1, score: 6 + (i % 10), maxScore: 15 },
      {
        classId: klass.id,
        studentId: student.id,
        sourceType: 'exam' as const,
        sourceId: 1,
        score: 55 + ((i * 7) % 45),
        maxScore: 100,
      },
    ]),
  );

  const pending = await db
    .insert(users)
    .values(
      PENDING.map((name, i) => ({
        name,
        email: `${name.toLowerCase().replace(/\s+/g, '.')}@students.example.com`,
        gender: i % 2 ? 'male' : 'female',
        birthDate: `2011-0${i + 2}-15`,
        phone: `0101234567${i}`,
        mainRoleId: ROLE.student,
        isActive: false,
      })),
    )
    .returning({ id: users.id });
  await db.insert(studentProfiles).values(
    pending.map((student, i) => ({
      userId: student.id,
      studentType: 'school',
      schoolName: SCHOOLS[i % SCHOOLS.length],
      facebookUrl: 'https://facebook.com/',
    })),
  );
  await db.insert(classStudents).values(pending.map((student) => ({ classId: klass.id, studentId: student.id })));
}
