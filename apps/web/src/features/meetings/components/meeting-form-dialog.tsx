import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEETING_TYPE, WEBINAR_TYPE, meetingBodySchema, type Meeting, type MeetingBody } from '@backoffice/contract';
import { FormAutocomplete } from '@/components/form/form-autocomplete';
import { FormDateField } from '@/components/form/form-date-field';
import { FormDialog } from '@/components/form/form-dialog';
import { withBlankAsMissing } from '@/components/form/form-schema';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { FormTimeField } from '@/components/form/form-time-field';
import { classOptionsQuery } from '@/lib/select-options';
import { meetingsQueries, useCreateMeeting, useUpdateMeeting } from '../api/meetings-api';

const formSchema = withBlankAsMissing(meetingBodySchema);
/** The fields that decide which others show. */
const WATCHED = ['main_type', 'type'] as const;

function defaultsOf(meeting: Meeting | null): MeetingBody {
  return {
    topic: meeting?.topic ?? '',
    main_type: meeting?.main_type ?? 'meeting',
    type: meeting?.main_type === 'meeting' ? meeting.type : MEETING_TYPE.link,
    webinar_type: meeting?.webinar_type ?? WEBINAR_TYPE.webinar,
    agenda: meeting?.agenda ?? '',
    password: meeting?.password ?? '',
    startDate: meeting?.startDate ?? '',
    startTimes: meeting?.startTimes ?? '',
    hours: meeting ? Math.floor(meeting.duration / 60) : 1,
    minutes: meeting ? meeting.duration % 60 : 0,
    classes: meeting?.classes.map((c) => c.value) ?? [],
    join_url: meeting?.main_type === 'meeting' && meeting.type === MEETING_TYPE.link ? meeting.join_url : '',
  } as MeetingBody;
}

type MeetingFormDialogProps = { open: boolean; meeting: Meeting | null; onClose: () => void };

/** Add and edit a meeting or webinar: the webinar type shows for webinars only, the link for link meetings only. */
export function MeetingFormDialog({ open, meeting, onClose }: MeetingFormDialogProps) {
  const { t } = useTranslation();
  const createMeeting = useCreateMeeting();
  const updateMeeting = useUpdateMeeting();
  const classes = useQuery({ ...classOptionsQuery(), enabled: open });
  const settings = useQuery({ ...meetingsQueries.settings(), enabled: open });
  const hasIntegration = settings.data?.has_integration ?? false;
  return (
    <FormDialog<MeetingBody>
      open={open}
      title={meeting ? t('meetings.edit') : t('meetings.add')}
      schema={formSchema}
      defaultValues={defaultsOf(meeting)}
      onClose={onClose}
      maxWidth="md"
      onSubmit={(values) => {
        const body = {
          ...values,
          type: values.main_type === 'meeting' ? values.type : undefined,
          webinar_type: values.main_type === 'webinar' ? values.webinar_type : null,
          join_url: values.main_type === 'meeting' && values.type === MEETING_TYPE.link ? values.join_url : null,
        };
        return meeting ? updateMeeting.mutateAsync({ ...body, id: meeting.id }) : createMeeting.mutateAsync(body);
      }}
    >
      {(form, isPending) => {
        const [mainType, type] = form.watch(WATCHED);
        return (
          <>
            <FormTextField form={form} name="topic" label={t('meetings.topic')} autoFocus disabled={isPending} required />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormSelect
                form={form}
                name="main_type"
                label={t('meetings.mainType')}
                options={[
                  { value: 'meeting', label: t('meetings.kind.meeting') },
                  { value: 'webinar', label: t('meetings.kind.webinar') },
                ]}
                disabled={isPending || meeting !== null}
                required
              />
              {mainType === 'webinar' ? (
                <FormSelect
                  form={form}
                  name="webinar_type"
                  label={t('meetings.webinarType')}
                  options={[
                    { value: WEBINAR_TYPE.webinar, label: t('meetings.webinarTypes.5') },
                    { value: WEBINAR_TYPE.withRegistration, label: t('meetings.webinarTypes.6') },
                  ]}
                  disabled={isPending}
                />
              ) : (
                <FormSelect
                  form={form}
                  name="type"
                  label={t('meetings.type')}
                  options={[
                    { value: MEETING_TYPE.link, label: t('meetings.types.3') },
                    { value: MEETING_TYPE.scheduled, label: t('meetings.types.2') },
                  ]}
                  disabled={isPending}
                />
              )}
            </Stack>
            {!hasIntegration && (mainType === 'webinar' || type === MEETING_TYPE.scheduled) && (
              <Alert severity="info">{t('meetings.needsIntegration')}</Alert>
            )}
            {mainType === 'meeting' && type === MEETING_TYPE.link && (
              <FormTextField
                form={form}
                name="join_url"
                label={t('meetings.joinLink')}
                disabled={isPending}
                required
                type="url"
              />
            )}
            <FormTextField form={form} name="agenda" label={t('meetings.agenda')} disabled={isPending} multiline minRows={2} />
            <FormTextField form={form} name="password" label={t('meetings.password')} disabled={isPending} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormDateField form={form} name="startDate" label={t('meetings.startDate')} disabled={isPending} required />
              <FormTimeField form={form} name="startTimes" label={t('meetings.startTime')} disabled={isPending} required />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                form={form}
                name="hours"
                type="number"
                label={t('meetings.hours')}
                disabled={isPending}
                required
                slotProps={{ htmlInput: { min: 0, max: 24 } }}
              />
              <FormTextField
                form={form}
                name="minutes"
                type="number"
                label={t('meetings.minutes')}
                disabled={isPending}
                required
                slotProps={{ htmlInput: { min: 0, max: 59 } }}
              />
            </Stack>
            <FormAutocomplete
              form={form}
              name="classes"
              label={t('meetings.classes')}
              options={(classes.data ?? []).map((c) => ({ value: c.value, name: c.name }))}
              knownOptions={meeting?.classes ?? []}
              isLoading={classes.isFetching}
              disabled={isPending}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
