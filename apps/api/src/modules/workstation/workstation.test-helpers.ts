import type { Db } from '../../db/client';
import { createClass, createStudent } from '../../../test/factories';

/** A class of `size` students (Student 01, 02, …) taught by `teacherId`, when given. */
export async function classWithStudents(db: Db, size = 3, teacherId?: number) {
  const students = [];
  for (let i = 1; i <= size; i += 1) {
    students.push(await createStudent(db, { name: `Student ${String(i).padStart(2, '0')}` }));
  }
  const klass = await createClass(db, { teachers: teacherId ? [teacherId] : [], students: students.map((s) => s.id) });
  return { klass, students };
}

export const examBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Midterm',
  dueDate: '2026-11-20 09:30',
  maxScore: 20,
  gradingType: 'a-u',
  grading: [
    { grade: 'A', from: 18, to: 20 },
    { grade: 'B', from: 0, to: 17.99 },
  ],
  questions: [],
  ...overrides,
});
