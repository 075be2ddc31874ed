import { Button, FormControl, FormControlLabel, FormHelperText, Grid, Paper, Switch } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '@/components/form/form-date-field';
import { FormSelect } from '@/components/form/form-select';
import { classOptionsQuery } from '@/lib/select-options';
import { toastErrorText, toastSuccess } from '@/lib/toast';
import { applyFieldErrors } from '@/components/form/apply-field-errors';
import { formResolver } from '@/components/form/form-resolver';
import { reportsQueries, useGenerateReport } from '../api/reports-api';

type Values = { classId: number | null; fromDate: string; toDate: string; studentId: number | null; sendToPrincipal: boolean };
const EMPTY: Values = { classId: null, fromDate: '', toDate: '', studentId: null, sendToPrincipal: false };

/** Class, from date, to date, optional student and 'Send to Principal'; GENERATE queues the report. */
export function GenerateReportForm() {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: EMPTY, resolver: formResolver<Values>() });
  const classId = form.watch('classId');
  const classes = useQuery(classOptionsQuery());
  const students = useQuery(reportsQueries.students(classId));
  const generate = useGenerateReport();
  const onSubmit = form.handleSubmit(async ({ classId: chosen, fromDate, toDate, studentId, sendToPrincipal }) => {
    if (!chosen || !fromDate || !toDate) {
      toastErrorText(t('reports.fillAll'));
      return;
    }
    try {
      const answer = await generate.mutateAsync({ classId: chosen, fromDate, toDate, studentId, sendToPrincipal });
      toastSuccess(answer.message);
      form.reset({ ...EMPTY, classId: chosen });
    } catch (error) {
      applyFieldErrors(form.setError, error);
    }
  });
  const isPending = generate.isPending;
  return (
    <Paper component="form" noValidate onSubmit={onSubmit} sx={{ p: 2, mb: 2 }}>
      <Grid container spacing={2} alignItems="center">
        <Grid size={{ xs: 12, md: 2.5 }}>
          <FormSelect
            form={form}
            name="classId"
            label={t('reports.class')}
            size="small"
            disabled={isPending}
            options={(classes.data ?? []).map((option) => ({ value: option.value, label: option.name }))}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <FormDateField form={form} name="fromDate" label={t('reports.fromDate')} size="small" disabled={isPending} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <FormDateField form={form} name="toDate" label={t('reports.toDate')} size="small" disabled={isPending} />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <FormSelect
            form={form}
            name="studentId"
            label={t('reports.student')}
            size="small"
            disabled={isPending || classId === null}
            emptyLabel={t('reports.allStudents')}
            options={(students.data ?? []).map((student) => ({ value: student.id, label: student.name }))}
          />
        </Grid>
        <Grid size={{ xs: 7, md: 2 }}>
          <Controller
            control={form.control}
            name="sendToPrincipal"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      disabled={isPending}
                      slotProps={{ input: { 'aria-describedby': fieldState.error ? 'send-to-principal-error' : undefined } }}
                    />
                  }
                  label={t('reports.sendToPrincipal')}
                />
                {fieldState.error && <FormHelperText id="send-to-principal-error">{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        </Grid>
        <Grid size={{ xs: 5, md: 1.5 }}>
          <Button type="submit" variant="contained" fullWidth disabled={isPending}>
            {t('reports.generate')}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
