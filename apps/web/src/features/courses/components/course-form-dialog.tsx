import { courseBodySchema, GRADE_TYPES, type Course, type CourseBody } from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { useCreateCourse, useUpdateCourse } from '../api/courses-api';

const GRADE_TYPE_OPTIONS = GRADE_TYPES.map((value) => ({ value, label: value }));

type CourseFormDialogProps = { open: boolean; course: Course | null; onClose: () => void };

export function CourseFormDialog({ open, course, onClose }: CourseFormDialogProps) {
  const createCourse = useCreateCourse();
  const updateCourse = useUpdateCourse();
  return (
    <FormDialog<CourseBody>
      open={open}
      title={course ? 'Edit course' : 'Add course'}
      schema={courseBodySchema}
      defaultValues={{ name: course?.name ?? '', code: course?.code ?? '', gradeType: course?.gradeType ?? '1-9' }}
      onClose={onClose}
      onSubmit={(values) => (course ? updateCourse.mutateAsync({ ...values, id: course.id }) : createCourse.mutateAsync(values))}
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label="Name" autoFocus disabled={isPending} required />
          <FormTextField form={form} name="code" label="Code" disabled={isPending} required />
          <FormSelect form={form} name="gradeType" label="Grade Type" options={GRADE_TYPE_OPTIONS} disabled={isPending} />
        </>
      )}
    </FormDialog>
  );
}
