import { Grid, Stack } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { dashboardQueries } from './api/dashboard-api';
import { AtRiskCard } from './components/at-risk-card';
import { ClassCountsTable } from './components/class-counts-table';
import { CountCards } from './components/count-cards';
import { TopStudents } from './components/top-students';
import { WatchesGauge } from './components/watches-gauge';

/** Admin dashboard: counts, students at risk, average video watches, per-class counts and a class's top five. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const summary = useQuery({ ...dashboardQueries.summary(page), placeholderData: keepPreviousData });
  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('page', String(next));
      return params;
    });
  return (
    <Stack spacing={2}>
      <PageHeader title={t('dashboard.title')} />
      <CountCards data={summary.data} />
      <AtRiskCard />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <WatchesGauge value={summary.data?.averageWatches} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TopStudents />
        </Grid>
      </Grid>
      <ClassCountsTable data={summary.data} page={page} onPageChange={setPage} />
    </Stack>
  );
}
