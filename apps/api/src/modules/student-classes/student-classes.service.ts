import { asc, eq, inArray } from 'drizzle-orm';
import type { StudentClass, StudentUser } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { classCategories, classes, classStudents, classTeachers, schools, users } from '../../db/schema';

/** Most classes one student's list answers; a student is in a handful. */
const MAX_CLASSES = 100;

/** The classes the student is enrolled in, by start date, with their teachers' names. */
export async function listStudentClasses(db: Db, student: StudentUser): Promise<StudentClass[]> {
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      type: classes.type,
      categoryName: classCategories.name,
      schoolName: schools.name,
      startDate: classes.startDate,
      endDate: classes.endDate,
      sessions: classes.sessions,
      class_user_id: classStudents.id,
    })
    // The caller's own enrolments, not the rule: a student token belongs to an active student (access/callers.ts).
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .leftJoin(classCategories, eq(classCategories.id, classes.classCategoryId))
    .leftJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classStudents.studentId, student.id))
    .orderBy(asc(classes.startDate), asc(classes.id))
    .limit(MAX_CLASSES);
  if (rows.length === 0) return [];
  const teachers = await db
    .select({ classId: classTeachers.classId, name: users.name })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId))
    .where(
      inArray(
        classTeachers.classId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((row) => ({
    ...row,
    teachers: teachers.filter((teacher) => teacher.classId === row.id).map((teacher) => teacher.name),
  }));
}
