import { teacherBodySchema, type Teacher, type TeacherBody } from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { GENDER_OPTIONS } from '@/lib/people-format';
import { useCreateTeacher, useUpdateTeacher } from '../api/teachers-api';

type TeacherFormDialogProps = {
  open: boolean;
  /** The teacher to edit; none to add one. */
  teacher: Teacher | null;
  onClose: () => void;
};

export function TeacherFormDialog({ open, teacher, onClose }: TeacherFormDialogProps) {
  const createTeacher = useCreateTeacher();
  const updateTeacher = useUpdateTeacher();
  return (
    <FormDialog<TeacherBody>
      open={open}
      title={teacher ? 'Edit teacher' : 'Add teacher'}
      schema={teacherBodySchema}
      defaultValues={{
        name: teacher?.name ?? '',
        nickname: teacher?.nickname ?? '',
        gender: (teacher?.gender ?? null) as TeacherBody['gender'],
        birthDate: teacher?.birthDate ?? '',
        email: teacher?.email ?? '',
        phone: teacher?.phone ?? '',
      }}
      onClose={onClose}
      onSubmit={(values) =>
        teacher ? updateTeacher.mutateAsync({ ...values, id: teacher.id }) : createTeacher.mutateAsync(values)
      }
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label="Name" autoFocus disabled={isPending} required />
          <FormTextField form={form} name="nickname" label="Nickname" disabled={isPending} />
          <FormSelect form={form} name="gender" label="Gender" options={GENDER_OPTIONS} disabled={isPending} required />
          <FormTextField form={form} name="birthDate" label="Birthdate" type="date" disabled={isPending} required />
          <FormTextField form={form} name="email" label="Email" type="email" disabled={isPending} required />
          <FormTextField form={form} name="phone" label="Phone" disabled={isPending} required />
        </>
      )}
    </FormDialog>
  );
}
