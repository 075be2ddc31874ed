import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { idField, notificationSendSchema } from '@backoffice/contract';
import { ClassMessageForm } from '@/components/form/class-message-form';
import { FormTextField } from '@/components/form/form-text-field';
import { PageHeader } from '@/components/page-header';
import { notificationsQueries, useSendNotification } from './api/notifications-api';
import { SentNotifications } from './components/sent-notifications';
import { StudentChecklist } from './components/student-checklist';

/** The send body and the class it goes to (the path's id). */
const sendNotificationFormSchema = notificationSendSchema.extend({ classId: idField('Please select a class') });

/** Send Notification: class, title, body, the class's students; SEND to the ticked ones, SEND ALL otherwise. */
export function SendNotificationPage() {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(sendNotificationFormSchema),
    defaultValues: { classId: null, title: '', body: '', studentIds: [] as number[] },
  });
  const [classValue, studentIds] = useWatch({ control: form.control, name: ['classId', 'studentIds'] });
  const classId = typeof classValue === 'number' ? classValue : null;
  // The contract reads any ids (unknown before parsing); the checklist writes numbers only.
  const selected = new Set(studentIds as number[]);
  const roster = useQuery({ ...notificationsQueries.roster(classId ?? 0), enabled: classId !== null });
  const send = useSendNotification();
  const select = (ids: Set<number>) => form.setValue('studentIds', [...ids]);

  return (
    <>
      <PageHeader title={t('notifications.title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ClassMessageForm
            form={form}
            classLabel={t('notifications.class')}
            noClassesText={t('notifications.noClasses')}
            fillAllText={t('notifications.fillAll')}
            onClassChange={() => select(new Set())}
            headline={{ name: 'title', label: t('notifications.titleField'), maxLength: 190 }}
            submitLabel={selected.size > 0 ? t('notifications.send') : t('notifications.sendAll')}
            onSubmit={(values) => send.mutateAsync(values)}
            onSent={(values) => form.reset({ classId: values.classId, title: '', body: '', studentIds: [] })}
          >
            {(isPending) => (
              <FormTextField
                form={form}
                name="body"
                label={t('notifications.body')}
                disabled={isPending}
                required
                multiline
                minRows={5}
                slotProps={{ htmlInput: { maxLength: 5000 } }}
              />
            )}
          </ClassMessageForm>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {classId !== null && (
            <StudentChecklist
              students={roster.data ?? []}
              selected={selected}
              onChange={select}
              disabled={form.formState.isSubmitting}
            />
          )}
        </Grid>
        {classId !== null && (
          <Grid size={12}>
            <SentNotifications classId={classId} />
          </Grid>
        )}
      </Grid>
    </>
  );
}
