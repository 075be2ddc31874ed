import SendIcon from '@mui/icons-material/Send';
import { Button, Grid, Paper, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassSelect } from '@/components/class-select';
import { PageHeader } from '@/components/page-header';
import { toastError, toastErrorText, toastSuccess } from '@/lib/toast';
import { notificationsQueries, useSendNotification } from './api/notifications-api';
import { SentNotifications } from './components/sent-notifications';
import { StudentChecklist } from './components/student-checklist';

/** Send Notification: class, title, body, the class's students; SEND to the ticked ones, SEND ALL otherwise. */
export function SendNotificationPage() {
  const { t } = useTranslation();
  const [classId, setClassId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const roster = useQuery({ ...notificationsQueries.roster(classId ?? 0), enabled: classId !== null });
  const send = useSendNotification();

  const chooseClass = (id: number | null) => {
    setClassId(id);
    setSelected(new Set());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (classId === null || !title.trim() || !body.trim()) {
      toastErrorText(t('notifications.fillAll'));
      return;
    }
    try {
      const response = await send.mutateAsync({ classId, title, body, studentIds: [...selected] });
      toastSuccess(response.message);
      setTitle('');
      setBody('');
      setSelected(new Set());
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <>
      <PageHeader title={t('notifications.title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper component="form" noValidate onSubmit={submit} sx={{ p: 2 }}>
            <Stack spacing={2}>
              <ClassSelect
                label={t('notifications.class')}
                emptyText={t('notifications.noClasses')}
                value={classId}
                onChange={chooseClass}
                disabled={send.isPending}
                required
              />
              <TextField
                label={t('notifications.titleField')}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                disabled={send.isPending}
                required
                slotProps={{ htmlInput: { maxLength: 190 } }}
              />
              <TextField
                label={t('notifications.body')}
                value={body}
                onChange={(event) => setBody(event.target.value)}
                disabled={send.isPending}
                required
                multiline
                minRows={5}
                slotProps={{ htmlInput: { maxLength: 5000 } }}
              />
              <Stack direction="row" justifyContent="flex-end">
                <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={send.isPending}>
                  {selected.size > 0 ? t('notifications.send') : t('notifications.sendAll')}
                </Button>
              </Stack>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {classId !== null && (
            <StudentChecklist students={roster.data ?? []} selected={selected} onChange={setSelected} disabled={send.isPending} />
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
