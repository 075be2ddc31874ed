import { Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@backoffice/contract';
import { EmptyState } from '@/components/empty-state';
import { PaginationBar } from '@/components/list-page/pagination-bar';

const COLUMNS = ['students', 'teachers', 'homeworks', 'exams', 'quizzes'] as const;

/** Per-class counts of students, teachers, homeworks, exams and quizzes, a page of classes at a time. */
export function ClassCountsTable({
  data,
  page,
  onPageChange,
}: {
  data: Dashboard | undefined;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const rows = data?.classCounts ?? [];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('dashboard.perClass')}
        </Typography>
        {data && rows.length === 0 ? (
          <EmptyState text={t('dashboard.noClasses')} />
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('dashboard.columns.class')}</TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align="right">
                      {t(`dashboard.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.name}</TableCell>
                    {COLUMNS.map((column) => (
                      <TableCell key={column} align="right">
                        {row[column] ?? t('dashboard.missing')}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <PaginationBar page={page} totalPages={data?.classPagination.total_pages ?? 1} onPageChange={onPageChange} />
      </CardContent>
    </Card>
  );
}
