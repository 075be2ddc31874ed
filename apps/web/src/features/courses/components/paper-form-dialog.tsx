import { FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Paper } from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { FormDateField } from '@/components/form/form-date-field';
import { useMessageText } from '@/lib/message-text';
import { useCreatePaper, useUpdatePaper } from '../api/courses-api';
import { PaperGradesField } from './paper-grades-field';
import { paperBodyOf, paperFormDefaults, paperFormSchema, type PaperFormValues } from './paper-form-schema';

type PaperFormDialogProps = { open: boolean; courseId: number; paper: Paper | null; onClose: () => void };

export function PaperFormDialog({ open, courseId, paper, onClose }: PaperFormDialogProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const createPaper = useCreatePaper(courseId);
  const updatePaper = useUpdatePaper(courseId);
  return (
    <FormDialog<PaperFormValues>
      open={open}
      title={paper ? t('courses.papers.editTitle') : t('courses.papers.addTitle')}
      schema={paperFormSchema}
      defaultValues={paperFormDefaults(paper)}
      onClose={onClose}
      onSubmit={(values) =>
        paper ? updatePaper.mutateAsync({ ...paperBodyOf(values), id: paper.id }) : createPaper.mutateAsync(paperBodyOf(values))
      }
    >
      {(form, isPending) => {
        const durationError = (form.formState.errors as { duration?: { message?: string } }).duration;
        return (
          <>
            <FormTextField form={form} name="name" label={t('courses.papers.name')} autoFocus disabled={isPending} required />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                form={form}
                name="maxGrade"
                label={t('courses.papers.maxGrade')}
                type="number"
                disabled={isPending}
                required
              />
              <FormDateField
                form={form}
                name="averageDate"
                label={t('courses.papers.averageDate')}
                disabled={isPending}
                required
              />
            </Stack>
            <Stack spacing={1}>
              <Typography variant="subtitle2">{t('courses.papers.duration')}</Typography>
              <Stack direction="row" spacing={1}>
                <FormTextField
                  form={form}
                  name="hours"
                  label={t('courses.papers.hours')}
                  type="number"
                  disabled={isPending}
                  required
                />
                <FormTextField
                  form={form}
                  name="minutes"
                  label={t('courses.papers.minutes')}
                  type="number"
                  disabled={isPending}
                  required
                />
                <FormTextField
                  form={form}
                  name="seconds"
                  label={t('courses.papers.seconds')}
                  type="number"
                  disabled={isPending}
                  required
                />
              </Stack>
              {durationError?.message && <FormHelperText error>{messageText(durationError.message)}</FormHelperText>}
            </Stack>
            <PaperGradesField form={form} disabled={isPending} />
          </>
        );
      }}
    </FormDialog>
  );
}
