import { Box, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assessment, Attendance, Classwork } from '@backoffice/contract';
import { EditableGrid, useStagedChanges } from '@/components/grid';
import { EmptyState } from '@/components/empty-state';
import { PaginationBar } from '@/components/list-page/pagination-bar';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { SCREEN_READER_ONLY } from '@/lib/screen-reader-only';
import { openAlertsQuery } from '../api/open-alerts';
import { useDeleteItem, workstationQueries, type AnyItem } from '../api/workstation-api';
import { sheetColumns, studentsOf } from '../sheet-columns';
import { useLiveRegister } from '../use-live-register';
import { useStagedKeyOf, type WorkstationTab } from '../workstation-tabs';
import { AssessmentDetails } from './assessment-details';
import { StudentWithAlerts } from './alert-marker';
import { AttendanceDetails } from './attendance-details';
import { ClassworkDetails } from './classwork-details';
import { ItemFormDialog } from './item-form-dialog';
import { ItemRows } from './item-rows';
import { TabToolbar } from './tab-toolbar';
import { useCellHistory } from './use-cell-history';
import { useTabSave } from './use-tab-save';

type TabContentProps = { classId: number; tab: WorkstationTab; q: string; page: number; onPage: (page: number) => void };

/** The open tab of the chosen class: a page of its items (names containing q), their details, the keyboard sheet and SAVE. */
export function TabContent({ classId, tab, q, page, onPage }: TabContentProps) {
  const { t } = useTranslation();
  const stagedKey = useStagedKeyOf();
  const staged = useStagedChanges(stagedKey(classId, tab));
  const list = useQuery({ ...workstationQueries.tab(classId, tab, { q, page }), placeholderData: keepPreviousData });
  const remove = useDeleteItem(classId, tab);
  const [dialog, setDialog] = useState<{ item: AnyItem | null } | null>(null);
  const [cellErrors, setCellErrors] = useState<ReadonlyMap<string, string>>();
  const confirmDelete = useConfirmDelete<AnyItem>({ mutation: remove, nameOf: (item) => item.name });

  const items = useMemo(() => list.data?.data ?? [], [list.data]);
  const totalPages = list.data?.meta.pagination.total_pages ?? 1;
  const students = useMemo(() => studentsOf(items), [items]);
  const alerts = useQuery(openAlertsQuery(classId));
  const alertsByStudent = alerts.data;
  const columns = useMemo(
    () =>
      sheetColumns(tab, items, t, (student) => <StudentWithAlerts name={student.name} alerts={alertsByStudent?.get(student.id)} />),
    [tab, items, t, alertsByStudent],
  );
  const history = useCellHistory(classId, tab, items);
  const shown = list.isPlaceholderData ? undefined : list.data;
  const live = useLiveRegister(classId, tab, staged);
  const save = useTabSave({ classId, tab, staged, page: shown, items, onCellErrors: setCellErrors });

  const details = (item: AnyItem) => {
    if (tab === 'attendance') return <AttendanceDetails classId={classId} item={item as Attendance} staged={staged} />;
    if (tab === 'classworks') return <ClassworkDetails item={item as Classwork} staged={staged} />;
    return <AssessmentDetails classId={classId} tab={tab} item={item as Assessment} staged={staged} />;
  };
  const summary = (item: AnyItem) => {
    const when = 'date' in item && item.date && tab === 'attendance' ? formatDate(item.date) : formatDateTime(item.dueDate?.replace(' ', 'T'));
    const max = item.maxScore === null ? '' : ` · ${t('workstation.maxScoreOf', { score: formatNumber(item.maxScore) })}`;
    return `${when}${max}`;
  };

  return (
    <>
      <TabToolbar addLabel={t(`workstation.add.${tab}`)} onAdd={() => setDialog({ item: null })} staged={staged} onSave={save.onSave} isSaving={save.isSaving} />
      {list.isSuccess && items.length === 0 ? (
        <EmptyState text={t(`workstation.empty.${tab}`)} />
      ) : (
        <>
          <ItemRows label={t(`workstation.items.${tab}`)} items={items} summary={summary} details={details} onEdit={(item) => setDialog({ item })} onDelete={confirmDelete.ask} onHistory={history.openItem} />
          {totalPages > 1 && <PaginationBar page={page} totalPages={totalPages} onPageChange={onPage} />}
          {students.length > 0 && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('workstation.sheetHelp')}
              </Typography>
              <EditableGrid
                label={t(`workstation.sheet.${tab}`)}
                rows={students}
                rowId={(student) => student.id}
                rowLabel={(student) => student.name}
                columns={columns}
                staged={staged}
                errors={cellErrors}
                queued={save.queued}
                changedBy={live.changedBy}
                onHistory={history.openCell}
                height={Math.min(560, 48 * (students.length + 1) + 4)}
              />
            </>
          )}
        </>
      )}
      <ItemFormDialog classId={classId} tab={tab} open={dialog !== null} item={dialog?.item ?? null} onClose={() => setDialog(null)} />
      {confirmDelete.dialog}
      {save.dialog}
      {history.panel}
      <Box role="status" sx={SCREEN_READER_ONLY}>
        {live.announcement}
      </Box>
    </>
  );
}
