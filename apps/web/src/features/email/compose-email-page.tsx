import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, FormControlLabel, Grid } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emailSendSchema, idField } from '@backoffice/contract';
import { ClassMessageForm } from '@/components/form/class-message-form';
import { PageHeader } from '@/components/page-header';
import { useMessageText } from '@/lib/message-text';
import { useSendEmail } from './api/email-api';
import { EmailPreview } from './components/email-preview';
import { RichTextEditor } from './components/rich-text-editor';
import { SentEmails } from './components/sent-emails';

/** The send body and the class it goes to (the path's id). */
const composeEmailFormSchema = emailSendSchema.extend({ classId: idField('Please select a class') });

/** Compose Email: class, subject, rich-text body, live preview of the branded message, and the sends' progress. */
export function ComposeEmailPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const form = useForm({
    resolver: zodResolver(composeEmailFormSchema),
    defaultValues: { classId: null, subject: '', body: '', includeParents: false },
  });
  const [classValue, subject, body] = useWatch({ control: form.control, name: ['classId', 'subject', 'body'] });
  const classId = typeof classValue === 'number' ? classValue : null;
  // The editor keeps its own document: a new key empties it after a send.
  const [editorKey, setEditorKey] = useState(0);
  const send = useSendEmail();

  return (
    <>
      <PageHeader title={t('email.title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ClassMessageForm
            form={form}
            classLabel={t('email.class')}
            noClassesText={t('email.noClasses')}
            fillAllText={t('email.fillAll')}
            headline={{ name: 'subject', label: t('email.subject'), maxLength: 300 }}
            submitLabel={t('email.send')}
            onSubmit={(values) => send.mutateAsync(values)}
            onSent={(values) => {
              form.reset({ ...values, subject: '', body: '' });
              setEditorKey((key) => key + 1);
            }}
          >
            {(isPending) => (
              <>
                <Controller
                  control={form.control}
                  name="body"
                  render={({ field, fieldState }) => (
                    <RichTextEditor
                      key={editorKey}
                      label={t('email.body')}
                      onChange={field.onChange}
                      disabled={isPending}
                      error={messageText(fieldState.error?.message)}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="includeParents"
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Checkbox checked={field.value ?? false} onChange={(event) => field.onChange(event.target.checked)} />
                      }
                      label={t('email.includeParents')}
                      disabled={isPending}
                    />
                  )}
                />
              </>
            )}
          </ClassMessageForm>
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
