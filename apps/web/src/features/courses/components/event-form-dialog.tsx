import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { courseEventBodySchema, type CourseEvent } from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { emptyAsMissing } from '@/components/form/form-schema';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDateField } from '@/components/form/form-date-field';
import { useCreateCourseEvent, useUpdateCourseEvent } from '../api/course-events-api';

/** Name, start date (YYYY-MM-DD from the date input) and description; the course comes from the route. */
const eventFormSchema = courseEventBodySchema.pick({ name: true, description: true }).extend({
  start_at: emptyAsMissing(courseEventBodySchema.shape.start_at),
});
type EventFormValues = z.infer<typeof eventFormSchema>;

type EventFormDialogProps = {
  open: boolean;
  courseId: number;
  event: CourseEvent | null;
  /** Day preselected for a new event. */
  defaultDate?: string;
  onClose: () => void;
};

export function EventFormDialog({ open, courseId, event, defaultDate = '', onClose }: EventFormDialogProps) {
  const { t } = useTranslation();
  const createEvent = useCreateCourseEvent();
  const updateEvent = useUpdateCourseEvent();
  return (
    <FormDialog<EventFormValues>
      open={open}
      title={event ? t('courses.courseCalendar.editEvent') : t('courses.courseCalendar.addEvent')}
      schema={eventFormSchema}
      defaultValues={{ name: event?.name ?? '', start_at: event?.start_at ?? defaultDate, description: event?.description ?? '' }}
      onClose={onClose}
      onSubmit={(values) => {
        const body = { ...values, class_category_id: courseId };
        return event ? updateEvent.mutateAsync({ ...body, id: event.id }) : createEvent.mutateAsync(body);
      }}
    >
      {(form, isPending) => (
        <>
          <FormTextField form={form} name="name" label={t('courses.event.name')} autoFocus disabled={isPending} required />
          <FormDateField form={form} name="start_at" label={t('courses.event.startDate')} disabled={isPending} required />
          <FormTextField
            form={form}
            name="description"
            label={t('courses.event.description')}
            multiline
            minRows={3}
            disabled={isPending}
            required
          />
        </>
      )}
    </FormDialog>
  );
}
