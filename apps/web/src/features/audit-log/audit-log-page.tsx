import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogRow } from '@backoffice/contract';
import { historyQueries } from '@/components/history/history-api';
import { formatChange } from '@/components/history/history-value';
import { RevertButton } from '@/components/history/revert-button';
import { useConfirmRevert } from '@/components/history/use-confirm-revert';
import type { Column } from '@/components/list-page/data-table';
import { ListPage } from '@/components/list-page/list-page';
import { useListParams, type ListParams } from '@/components/list-page/use-list-params';
import { formatDateTime } from '@/lib/format';
import { classOptionsQuery } from '@/lib/select-options';
import { AuditLogFilters } from './components/audit-log-filters';
import { useAuditLogFilters, type AuditLogFilterName } from './use-audit-log-filters';

/** /audit-log (admins): every change of a mark, a status, a correction, an enrolment or an account, newest first. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const { filter, setFilter } = useAuditLogFilters();
  const listParams = useListParams();
  const listQuery = ({ page, after, before }: ListParams) => historyQueries.page({ ...filter, page, after, before });
  // The page's rows (the list's own query, shared through its key) name the student and user filtered by.
  const rows = useQuery(listQuery({ q: '', page: listParams.page, ...listParams.edge })).data?.data ?? [];
  const classNames = new Map((useQuery(classOptionsQuery()).data ?? []).map((option) => [option.value, option.name]));
  // A reverted row's button turns into a disabled "Reverted": the focus goes to the page's title.
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmRevert = useConfirmRevert(undefined, heading);

  const filterLink = (name: AuditLogFilterName, id: number | null | undefined, text: string, label: string) =>
    id ? (
      <Link component="button" type="button" variant="body2" aria-label={label} onClick={() => setFilter(name, id)} sx={{ textAlign: 'start' }}>
        {text}
      </Link>
    ) : (
      text
    );

  const columns: Column<AuditLogRow>[] = [
    { header: t('audit-log.when'), render: (row) => formatDateTime(row.at), width: 170 },
    {
      header: t('audit-log.user'),
      render: (row) => {
        const name = row.user?.name ?? t('history.system');
        return filterLink('userId', row.user?.id, name, t('audit-log.filterByUser', { name }));
      },
    },
    { header: t('audit-log.class'), render: (row) => (row.class_id ? (classNames.get(row.class_id) ?? `#${row.class_id}`) : '') },
    {
      header: t('audit-log.student'),
      render: (row) =>
        filterLink('studentId', row.student_id, row.student_name ?? '', t('audit-log.filterByStudent', { name: row.student_name ?? '' })),
    },
    {
      header: t('audit-log.item'),
      render: (row) => (
        <>
          <Typography variant="body2" dir="auto">
            {row.item_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`history.entity.${row.entity}`)}
          </Typography>
        </>
      ),
    },
    { header: t('audit-log.change'), render: (row) => formatChange(row, t) },
  ];

  return (
    <>
      <ListPage
        title={t('audit-log.title')}
        headingRef={heading}
        emptyText={t('audit-log.empty')}
        columns={columns}
        listQuery={listQuery}
        isSearchable={false}
        filters={
          <AuditLogFilters
            filter={filter}
            onFilter={setFilter}
            names={{
              student: rows.find((row) => row.student_id === filter.studentId)?.student_name ?? undefined,
              item: rows.find((row) => row.item_id === filter.itemId)?.item_name ?? undefined,
              user: rows.find((row) => row.user?.id === filter.userId)?.user?.name,
            }}
          />
        }
        rowActions={(row) => <RevertButton row={row} onRevert={confirmRevert.ask} />}
      />
      {confirmRevert.dialog}
    </>
  );
}
