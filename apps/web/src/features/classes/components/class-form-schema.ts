import { classBodySchema, type ClassBody, type ClassDetail } from '@backoffice/contract';
import type { DefaultValues } from 'react-hook-form';
import { withBlankAsMissing } from '@/components/form/form-schema';

/** The contract's class body (its cross-field rules included); blank dates and selects count as missing. */
export const classFormSchema = withBlankAsMissing(classBodySchema);

export function classFormDefaults(row: ClassDetail | null): DefaultValues<ClassBody> {
  if (!row)
    return { name: '', categoryId: null, schoolId: null, startDate: '', endDate: '', sessions: [], students: [], teachers: [] };
  return {
    name: row.name,
    type: row.type,
    categoryId: row.categoryId,
    schoolId: row.schoolId,
    startDate: row.startDate,
    endDate: row.endDate,
    sessions: row.sessions,
    students: row.students,
    teachers: row.teachers.map((teacher) => teacher.id),
  };
}

/** A center class has no school. */
export const classBodyOf = (values: ClassBody): ClassBody => ({
  ...values,
  schoolId: values.type === 'school' ? values.schoolId : null,
});
