import { useTranslation } from 'react-i18next';
import { GENDERS, teacherBodySchema, type Teacher, type TeacherBody } from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDateField } from '@/components/form/form-date-field';
import { useCreateTeacher, useUpdateTeacher } from '../api/teachers-api';

type TeacherFormDialogProps = {
  open: boolean;
  /** The teacher to edit; none to add one. */
  teacher: Teacher | null;
  onClose: () => void;
};

export function TeacherFormDialog({ open, teacher, onClose }: TeacherFormDialogProps) {
  const { t } = useTranslation();
  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(`teachers.gender.${gender}`) }));
  const createTeacher = useCreateTeacher();
  const updateTeacher = useUpdateTeacher();
  return (
    <FormDialog<TeacherBody>
      open={open}
      title={teacher ? t('teachers.edit') : t('teachers.add')}
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
          <FormTextField form={form} name="name" label={t('common.name')} autoFocus disabled={isPending} required />
          <FormTextField form={form} name="nickname" label={t('teachers.fields.nickname')} disabled={isPending} />
          <FormSelect
            form={form}
            name="gender"
            label={t('teachers.fields.gender')}
            options={genderOptions}
            disabled={isPending}
            required
          />
          <FormDateField form={form} name="birthDate" label={t('teachers.fields.birthdate')} disabled={isPending} required />
          <FormTextField form={form} name="email" label={t('teachers.fields.email')} type="email" disabled={isPending} required />
          <FormTextField form={form} name="phone" label={t('teachers.fields.phone')} disabled={isPending} required />
        </>
      )}
    </FormDialog>
  );
}
