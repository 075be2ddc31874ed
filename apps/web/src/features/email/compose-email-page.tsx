import SendIcon from '@mui/icons-material/Send';
import { Button, Checkbox, FormControlLabel, Grid, Paper, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassSelect } from '@/components/class-select';
import { PageHeader } from '@/components/page-header';
import { toastError, toastErrorText, toastSuccess } from '@/lib/toast';
import { useSendEmail } from './api/email-api';
import { EmailPreview } from './components/email-preview';
import { RichTextEditor } from './components/rich-text-editor';
import { SentEmails } from './components/sent-emails';

/** Compose Email: class, subject, rich-text body, live preview of the branded message, and the sends' progress. */
export function ComposeEmailPage() {
  const { t } = useTranslation();
  const [classId, setClassId] = useState<number | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [includeParents, setIncludeParents] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const send = useSendEmail();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (classId === null || !subject.trim() || !body.trim()) {
      toastErrorText(t('email.fillAll'));
      return;
    }
    try {
      const response = await send.mutateAsync({ classId, subject, body, includeParents });
      toastSuccess(response.message);
      setSubject('');
      setBody('');
      setResetKey((key) => key + 1);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <>
      <PageHeader title={t('email.title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Paper component="form" noValidate onSubmit={submit} sx={{ p: 2 }}>
            <Stack spacing={2}>
              <ClassSelect
                label={t('email.class')}
                emptyText={t('email.noClasses')}
                value={classId}
                onChange={setClassId}
                disabled={send.isPending}
                required
              />
              <TextField
                label={t('email.subject')}
                value={subject}
                onChange={(event) => setSubject(event.target.value)}
                disabled={send.isPending}
                required
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
              <RichTextEditor key={resetKey} label={t('email.body')} onChange={setBody} disabled={send.isPending} />
              <FormControlLabel
                control={<Checkbox checked={includeParents} onChange={(event) => setIncludeParents(event.target.checked)} />}
                label={t('email.includeParents')}
                disabled={send.isPending}
              />
              <Stack direction="row" justifyContent="flex-end">
                <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={send.isPending}>
                  {t('email.send')}
                </Button>
              </Stack>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <EmailPreview classId={classId} subject={subject} body={body} />
        </Grid>
        {classId !== null && (
          <Grid size={12}>
            <SentEmails classId={classId} />
          </Grid>
        )}
      </Grid>
    </>
  );
}
