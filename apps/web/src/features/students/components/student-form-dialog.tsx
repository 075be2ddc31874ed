import { studentBodySchema, type Student, type StudentBody } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { useCreateStudent, useUpdateStudent } from '../api/students-api';
import { StudentFormFields } from './student-form-fields';

type StudentFormDialogProps = {
  open: boolean;
  /** The student to edit; none to add one. */
  student: Student | null;
  onClose: () => void;
};

function defaultsOf(student: Student | null) {
  const textOf = (value: string | null | undefined) => value ?? '';
  return {
    name: textOf(student?.name),
    nickname: textOf(student?.nickname),
    gender: (student?.gender ?? null) as StudentBody['gender'],
    birthDate: textOf(student?.birthDate),
    email: textOf(student?.email),
    phone: textOf(student?.phone),
    password: '',
    schoolName: textOf(student?.schoolName),
    studentType: student?.studentType ?? 'school',
    centerId: student?.centerId ?? undefined,
    facebookName: textOf(student?.facebookName),
    facebookUrl: textOf(student?.facebookUrl),
    motherName: textOf(student?.motherName),
    motherEmail: textOf(student?.motherEmail),
    motherPhone: textOf(student?.motherPhone),
    fatherName: textOf(student?.fatherName),
    fatherEmail: textOf(student?.fatherEmail),
    fatherPhone: textOf(student?.fatherPhone),
    language: student?.language ?? 'en',
    // The class list replaces the enrolment, so an edit sends the current classes back.
    classes: student?.classes.map((ref) => ref.id) ?? [],
  };
}

export function StudentFormDialog({ open, student, onClose }: StudentFormDialogProps) {
  const { t } = useTranslation();
  const createStudent = useCreateStudent();
  const updateStudent = useUpdateStudent();
  return (
    <FormDialog<StudentBody>
      open={open}
      title={student ? t('students.edit') : t('students.add')}
      schema={studentBodySchema}
      defaultValues={defaultsOf(student)}
      maxWidth="md"
      onClose={onClose}
      onSubmit={(values) =>
        student ? updateStudent.mutateAsync({ ...values, id: student.id }) : createStudent.mutateAsync(values)
      }
    >
      {(form, isPending) => <StudentFormFields form={form} student={student} disabled={isPending} />}
    </FormDialog>
  );
}
