import { Button, FormControlLabel, Grid, Paper, Stack, Switch, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_DAYS, settingsSchema, type Settings } from '@backoffice/contract';
import { applyFieldErrors } from '@/components/form/apply-field-errors';
import { FormSelect } from '@/components/form/form-select';
import { FormTimeField } from '@/components/form/form-time-field';
import { toastSuccess } from '@/lib/toast';
import { useSaveSettings } from '../api/settings-api';

const REPORT_KINDS = ['class', 'school'] as const;

/** The zones this browser knows, with the saved one even when the browser lists it under another name. */
function timeZoneOptions(saved: string | undefined) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (saved && !zones.includes(saved) ? [saved, ...zones] : zones).map((zone) => ({ value: zone, label: zone }));
}

/** The school's time zone; automatic report generation: on or off, and the day and time of the class and school reports. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const form = useForm<Settings>({ resolver: zodResolver(settingsSchema), defaultValues: settings });
  const save = useSaveSettings();
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
    <Paper component="form" onSubmit={onSubmit} noValidate sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={3}>
        <FormSelect
          form={form}
          name="time_zone"
          label={t('settings.timeZone')}
          helperText={t('settings.timeZoneHelp')}
          options={timeZoneOptions(settings.time_zone)}
          disabled={isPending}
        />
        <Controller
          control={form.control}
          name="enable_report_auto_generation"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={isPending} />
              }
              label={t('settings.enable')}
            />
          )}
        />
        {REPORT_KINDS.map((kind) => (
          <Stack key={kind} spacing={1.5}>
            <Typography variant="subtitle1" component="h2" fontWeight={600}>
              {t(`settings.${kind}Report`)}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect
                  form={form}
                  name={`${kind}_report_auto_generation_day`}
                  label={t('settings.day')}
                  options={days}
                  disabled={isPending}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTimeField
                  form={form}
                  name={`${kind}_report_auto_generation_time`}
                  label={t('settings.time')}
                  disabled={isPending}
                />
              </Grid>
            </Grid>
          </Stack>
        ))}
        <Stack direction="row" justifyContent="flex-end">
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
