import { Button, FormControlLabel, Grid, Paper, Stack, Switch, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_DAYS, parentDigestSettingsSchema, type ParentDigestSettings } from '@backoffice/contract';
import { applyFieldErrors } from '@/components/form/apply-field-errors';
import { FormSelect } from '@/components/form/form-select';
import { FormTimeField } from '@/components/form/form-time-field';
import { toastSuccess } from '@/lib/toast';
import { useSaveParentDigest } from '../api/parent-digest-api';
import { ParentDigestPreview } from './parent-digest-preview';

/** The weekly e-mail to parents: on or off, its day and time, and a preview of one student's e-mail. */
export function ParentDigestForm({ settings }: { settings: ParentDigestSettings }) {
  const { t } = useTranslation();
  const form = useForm<ParentDigestSettings>({ resolver: zodResolver(parentDigestSettingsSchema), defaultValues: settings });
  const save = useSaveParentDigest();
  const days = REPORT_DAYS.map((day) => ({ value: day, label: t(`settings.days.${day}`) }));
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      toastSuccess((await save.mutateAsync(values)).message);
    } catch (error) {
      applyFieldErrors(form.setError, error);
    }
  });
  const isPending = save.isPending;
  return (
    <Paper component="section" aria-labelledby="parent-digest-title" sx={{ p: 3, maxWidth: 720, mt: 3 }}>
      <Stack spacing={3}>
        <Stack component="form" onSubmit={onSubmit} noValidate spacing={2}>
          <Typography id="parent-digest-title" variant="subtitle1" component="h2" fontWeight={600}>
            {t('settings.parentDigest.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.parentDigest.description')}
          </Typography>
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={isPending} />
                }
                label={t('settings.parentDigest.enable')}
              />
            )}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect form={form} name="day" label={t('settings.day')} options={days} disabled={isPending} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTimeField form={form} name="time" label={t('settings.time')} disabled={isPending} />
            </Grid>
          </Grid>
          <Stack direction="row" justifyContent="flex-end">
            <Button type="submit" variant="contained" disabled={isPending}>
              {isPending ? t('settings.saving') : t('settings.parentDigest.save')}
            </Button>
          </Stack>
        </Stack>
        <ParentDigestPreview />
      </Stack>
    </Paper>
  );
}
