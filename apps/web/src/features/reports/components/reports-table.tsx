import { Button, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Report } from '@backoffice/contract';
import { EmptyState } from '@/components/empty-state';
import { PaginationBar } from '@/components/list-page/pagination-bar';
import { useListParams } from '@/components/list-page/use-list-params';
import { formatDate, formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast';
import { reportsQueries, useDownloadReport } from '../api/reports-api';

/** The reports, newest first: pending rows yellow, failed rows orange, a download link once the file exists. */
export function ReportsTable() {
  const { t } = useTranslation();
  const theme = useTheme();
  const params = useListParams();
  const list = useQuery({ ...reportsQueries.list(params.page), placeholderData: keepPreviousData });
  const download = useDownloadReport();
  const rows = list.data?.data ?? [];
  const background = (report: Report) =>
    report.status === 'failed'
      ? alpha(theme.palette.warning.main, 0.25)
      : report.status === 'completed'
        ? undefined
        : alpha(theme.palette.warning.light, 0.25);
  return (
    <Paper>
      {list.data && rows.length === 0 ? (
        <EmptyState text={t('reports.empty')} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('reports.listTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reports.columns.class')}</TableCell>
                <TableCell>{t('reports.columns.student')}</TableCell>
                <TableCell>{t('reports.columns.from')}</TableCell>
                <TableCell>{t('reports.columns.to')}</TableCell>
                <TableCell>{t('reports.columns.published')}</TableCell>
                <TableCell>{t('reports.columns.status')}</TableCell>
                <TableCell>{t('reports.columns.file')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((report) => (
                <TableRow key={report.id} data-status={report.status} sx={{ bgcolor: background(report) }}>
                  <TableCell>{report.className}</TableCell>
                  <TableCell>{report.studentName ?? t('reports.allStudents')}</TableCell>
                  <TableCell>{formatDate(report.fromDate)}</TableCell>
                  <TableCell>{formatDate(report.toDate)}</TableCell>
                  <TableCell>{formatDateTime(report.updatedAt)}</TableCell>
                  <TableCell>
                    <Tooltip title={report.error ?? ''}>
                      <Chip
                        size="small"
                        label={t(`reports.status.${report.status}`)}
                        color={report.status === 'failed' ? 'warning' : report.status === 'completed' ? 'success' : 'default'}
                      />
                    </Tooltip>
                  </TableCell>
                  <TableCell>
                    {report.file && (
                      <Button size="small" onClick={() => download.mutate(report, { onError: toastError })}>
                        {t('reports.download')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <PaginationBar page={params.page} totalPages={list.data?.meta.pagination.total_pages ?? 1} onPageChange={params.setPage} />
    </Paper>
  );
}
