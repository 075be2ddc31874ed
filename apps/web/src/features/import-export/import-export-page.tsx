import { Box, LinearProgress, Paper, Stack, Tab, Tabs } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ImportExportType, JobRowError } from '@backoffice/contract';
import { EmptyState } from '@/components/empty-state';
import { useJobsQuery } from '@/components/jobs/use-jobs-query';
import { PaginationBar } from '@/components/list-page/pagination-bar';
import { SearchBox } from '@/components/list-page/search-box';
import { useListParams } from '@/components/list-page/use-list-params';
import { PageHeader } from '@/components/page-header';
import { importExportQueries, useDownloadExport } from './api/import-export-api';
import { JobCard } from './components/job-card';
import { RowErrorsDialog } from './components/row-errors-dialog';

/** Import/Export: the job cards of one tab (?tab, default export), 9 a page, searched by q. */
export function ImportExportPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ImportExportType = searchParams.get('tab') === 'import' ? 'import' : 'export';
  const params = useListParams();
  // Cards of running jobs move on by themselves.
  const list = useJobsQuery(
    { ...importExportQueries.list({ type: tab, q: params.q, page: params.page }), placeholderData: keepPreviousData },
    (answer) => answer.data,
  );
  const download = useDownloadExport();
  const [rowErrors, setRowErrors] = useState<JobRowError[] | null>(null);
  const pagination = list.data?.meta.pagination;
  const jobs = list.data?.data ?? [];

  useEffect(() => {
    if (pagination && params.page > pagination.total_pages) params.setPage(pagination.total_pages);
  }, [pagination, params]);

  const changeTab = (value: ImportExportType) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', value);
      next.delete('page');
      return next;
    });

  return (
    <>
      <PageHeader title={t('import-export.title')} />
      <Paper>
        <Tabs
          value={tab}
          onChange={(_, value: ImportExportType) => changeTab(value)}
          sx={{ px: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="export" label={t('import-export.tabs.export')} />
          <Tab value="import" label={t('import-export.tabs.import')} />
        </Tabs>
        <Stack sx={{ p: 1.5 }}>
          <SearchBox value={params.q} onSearch={params.setSearch} onClear={params.clearSearch} />
        </Stack>
        {list.isFetching && <LinearProgress aria-label={t('common.loading')} />}
        {!list.isFetching && jobs.length === 0 ? (
          <EmptyState text={tab === 'import' ? t('import-export.emptyImport') : t('import-export.emptyExport')} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, p: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
            {jobs.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                isDownloading={download.isPending && download.variables?.id === job.id}
                onDownload={(item) => download.mutate(item)}
                onShowErrors={(item) => setRowErrors(item.row_errors ?? [])}
              />
            ))}
          </Box>
        )}
        <PaginationBar page={params.page} totalPages={pagination?.total_pages ?? 1} onPageChange={params.setPage} />
      </Paper>
      <RowErrorsDialog rowErrors={rowErrors} onClose={() => setRowErrors(null)} />
    </>
  );
}
