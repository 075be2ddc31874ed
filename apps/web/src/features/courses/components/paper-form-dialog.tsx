import { FormHelperText, Stack, Typography } from '@mui/material';
import type { Paper } from '@backoffice/contract';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useCreatePaper, useUpdatePaper } from '../api/courses-api';
import { PaperGradesField } from './paper-grades-field';
import { paperBodyOf, paperFormDefaults, paperFormSchema, type PaperFormValues } from './paper-form-schema';

type PaperFormDialogProps = { open: boolean; courseId: number; paper: Paper | null; onClose: () => void };

export function PaperFormDialog({ open, courseId, paper, onClose }: PaperFormDialogProps) {
  const createPaper = useCreatePaper(courseId);
  const updatePaper = useUpdatePaper(courseId);
  return (
    <FormDialog<PaperFormValues>
      open={open}
      title={paper ? 'Edit paper' : 'Add paper'}
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
            <FormTextField form={form} name="name" label="Name" autoFocus disabled={isPending} required />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField form={form} name="maxGrade" label="Max Grade" type="number" disabled={isPending} required />
              <FormTextField form={form} name="averageDate" label="Average Date" type="date" disabled={isPending} required />
            </Stack>
            <Stack spacing={1}>
              <Typography variant="subtitle2">Duration</Typography>
              <Stack direction="row" spacing={1}>
                <FormTextField form={form} name="hours" label="Hours" type="number" disabled={isPending} required />
                <FormTextField form={form} name="minutes" label="Minutes" type="number" disabled={isPending} required />
                <FormTextField form={form} name="seconds" label="Seconds" type="number" disabled={isPending} required />
              </Stack>
              {durationError?.message && <FormHelperText error>{durationError.message}</FormHelperText>}
            </Stack>
            <PaperGradesField form={form} disabled={isPending} />
          </>
        );
      }}
    </FormDialog>
  );
}
