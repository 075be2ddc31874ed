import { Grid, MenuItem, Paper, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { centerOptionsQuery } from '@/lib/select-options';
import { summaryQueries } from './api/summary-api';
import { NotesPanel } from './components/notes-panel';
import { NumberedNames } from './components/numbered-names';
import { useSummaryParams } from './use-summary-params';

/** The center summary: a center's students and its notes; the chosen center is in ?current-center. */
export function CenterStudentsPage() {
  const { t } = useTranslation();
  const params = useSummaryParams();
  const centerId = params.numberOf('current-center');
  const centers = useQuery(centerOptionsQuery());
  const students = useQuery({ ...summaryQueries.centerStudents(centerId ?? 0), enabled: centerId !== null });

  return (
    <>
      <PageHeader title={t('student-summaries.centerTitle')} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <TextField
          select
          label={t('student-summaries.chooseCenter')}
          value={centerId && centers.data?.some((center) => center.value === centerId) ? String(centerId) : ''}
          onChange={(event) => params.update({ 'current-center': event.target.value, 'current-class': null })}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
        >
          {(centers.data ?? []).map((center) => (
            <MenuItem key={center.value} value={String(center.value)}>
              {center.name}
            </MenuItem>
          ))}
        </TextField>
      </Paper>
      {centerId === null ? (
        <Paper>
          <EmptyState text={t('student-summaries.chooseCenterHint')} />
        </Paper>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <NumberedNames
              title={t('student-summaries.totalStudents')}
              count={students.data?.meta.pagination.total}
              names={students.data?.data ?? []}
              isLoading={students.isFetching}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <NotesPanel owner={{ type: 'centers', id: centerId }} kind="notes" title={t('student-summaries.notes')} />
          </Grid>
        </Grid>
      )}
    </>
  );
}
