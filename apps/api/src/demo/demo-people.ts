import { asc, eq } from 'drizzle-orm';
import { ROLE } from '@backoffice/contract';
import type { Db } from '../db/client';
import { centers, classes, classStudents, studentProfiles, studentScores, supervisorTeachers, users } from '../db/schema';

const PENDING = ['Salma Nabil', 'Mostafa Reda', 'Jana Walid'];
const SCHOOLS = ['Nile School', 'Cairo American College', 'Modern English School'];

/**
 * People on top of the demo accounts: a supervisor managing two teachers, profiles for every student,
 * three sign-ups waiting for approval, and scores in every class so each ranking has something to rank.
 * Runs after the catalog seed, which creates the classes and enrolments.
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

  // Every other student studies at a center, spread over the first centers by name (as the picker lists them).
  const centersByName = await db.select({ id: centers.id }).from(centers).orderBy(asc(centers.name)).limit(3);
  const students = await db.select({ id: users.id }).from(users).where(eq(users.mainRoleId, ROLE.student)).orderBy(asc(users.id));
  await db.insert(studentProfiles).values(
    students.map((student, i) => {
      const center = i % 2 === 1 ? centersByName[Math.floor(i / 2) % centersByName.length] : undefined;
      return {
        userId: student.id,
        studentType: center ? 'center' : 'school',
        centerId: center?.id ?? null,
        schoolName: SCHOOLS[i % SCHOOLS.length],
        motherName: 'Mother of student',
        motherPhone: '01000000000',
      };
    }),
  );

  // Quizzes out of 15 and exams out of 100, as the report templates use.
  const enrolments = await db
    .select({ classId: classStudents.classId, studentId: classStudents.studentId })
    .from(classStudents)
    .orderBy(asc(classStudents.classId), asc(classStudents.studentId));
  if (enrolments.length > 0) {
    await db.insert(studentScores).values(
      enrolments.flatMap(({ classId, studentId }, i) => [
        { classId, studentId, sourceType: 'quiz' as const, sourceId: 1, score: 6 + ((i * 3) % 10), maxScore: 15 },
        { classId, studentId, sourceType: 'exam' as const, sourceId: 1, score: 55 + ((i * 7) % 45), maxScore: 100 },
      ]),
    );
  }
  const [klass] = await db.select({ id: classes.id }).from(classes).orderBy(asc(classes.name)).limit(1);

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
  // The sign-ups asked for the first class.
  if (klass) await db.insert(classStudents).values(pending.map((student) => ({ classId: klass.id, studentId: student.id })));
}
