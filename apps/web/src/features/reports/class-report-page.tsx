import { Autocomplete, Button, Card, CardContent, CardHeader, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassReportPreview, ValueName } from '@backoffice/contract';
import { DateInput } from '@/components/form/date-input';
import { DateLocalization } from '@/components/form/date-localization';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/empty-state';
import { classOptionsQuery } from '@/lib/select-options';
import { toastErrorText, toastSuccess } from '@/lib/toast';
import { usePreviewClassReports, useSendClassReports } from './api/reports-api';

const today = () => new Date().toISOString().slice(0, 10);

/** Class Reports: choose classes and a report date, preview each class's parents' e-mail, SEND queues them. */
export function ClassReportPage() {
  const { t } = useTranslation();
  const classes = useQuery(classOptionsQuery());
  const [chosen, setChosen] = useState<ValueName[]>([]);
  const [reportDate, setReportDate] = useState(today());
  const [previews, setPreviews] = useState<ClassReportPreview[] | null>(null);
  const preview = usePreviewClassReports();
  const send = useSendClassReports();
  const body = () => ({ classIds: chosen.map((c) => c.value), reportDate });
  const isReady = chosen.length > 0 && reportDate !== '';

  const onPreview = async () => {
    if (!isReady) return toastErrorText(t('reports.fillAll'));
    // A failure is the mutation's, toasted by the query client.
    const answer = await preview.mutateAsync(body()).catch(() => null);
    if (answer) setPreviews(answer.data);
  };
  const onSend = () => {
    if (!isReady) return toastErrorText(t('reports.fillAll'));
    send.mutate(body(), { onSuccess: (answer) => toastSuccess(answer.message) });
  };

  return (
    <>
      <PageHeader title={t('reports.classReports.title')} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Grid container spacing={2} alignItems="center">
          <Grid size={{ xs: 12, md: 6 }}>
            <Autocomplete
              multiple
              options={classes.data ?? []}
              value={chosen}
              onChange={(_, value) => {
                setChosen(value);
                setPreviews(null);
              }}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(a, b) => a.value === b.value}
              renderInput={(params) => <TextField {...params} size="small" label={t('reports.classReports.classes')} />}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <DateLocalization>
              <DateInput
                label={t('reports.classReports.date')}
                value={reportDate}
                onChange={(day) => {
                  setReportDate(day);
                  setPreviews(null);
                }}
                size="small"
                sx={{ width: '100%' }}
              />
            </DateLocalization>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={onPreview} disabled={preview.isPending}>
                {t('reports.classReports.preview')}
              </Button>
              <Button variant="contained" onClick={onSend} disabled={send.isPending}>
                {send.isPending ? t('reports.classReports.sending') : t('reports.classReports.send')}
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </Paper>
      {previews?.length === 0 && <EmptyState text={t('reports.classReports.noPreview')} />}
      <Stack spacing={2}>
        {previews?.map((item) => (
          <Card key={item.classId}>
            <CardHeader title={item.className} subheader={t('reports.classReports.recipients', { count: item.recipients })} />
            <CardContent>
              {item.sample ? (
                <>
                  <Typography variant="body2" color="text.secondary">
                    {t('reports.classReports.toSubject', { to: item.sample.to, subject: item.sample.subject })}
                  </Typography>
                  <iframe
                    title={t('reports.classReports.sampleOf', { name: item.className })}
                    sandbox=""
                    srcDoc={item.sample.html}
                    style={{ width: '100%', height: 360, border: '1px solid #ddd', borderRadius: 4, background: '#fff' }}
                  />
                </>
              ) : (
                <Typography color="text.secondary">{t('reports.classReports.noParents')}</Typography>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
