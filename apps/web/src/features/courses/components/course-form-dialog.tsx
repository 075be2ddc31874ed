import { courseBodySchema, GRADE_TYPES, type Course, type CourseBody } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { useCreateCourse, useUpdateCourse } from '../api/courses-api';

const GRADE_TYPE_OPTIONS = GRADE_TYPES.map((value) => ({ value, label: value }));

type CourseFormDialogProps = { open: boolean; course: Course | null; onClose: () => void };

export function CourseFormDialog({ open, course, onClose }: CourseFormDialogProps) {
  const { t } = useTranslation();
  const createCourse = useCreateCourse();
  const updateCourse = useUpdateCourse();
  return (
    <FormDialog<CourseBody>
      open={open}
      title={course ? t('courses.edit') : t('courses.add')}
      schema={courseBodySchema}
      defaultValues={{ name: course?.name ?? '', code: course?.code ?? '', gradeType: course?.gradeType ?? '1-9' }}
      onClose={onClose}
      onSubmit={(values) => (course ? updateCourse.mutateAsync({ ...values, id: course.id }) : createCourse.mutateAsync(values))}
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label={t('courses.form.name')} autoFocus disabled={isPending} required />
          <FormTextField form={form} name="code" label={t('courses.form.code')} disabled={isPending} required />
          <FormSelect
            form={form}
            name="gradeType"
            label={t('courses.form.gradeType')}
            options={GRADE_TYPE_OPTIONS}
            disabled={isPending}
          />
        </>
      )}
    </FormDialog>
  );
}
