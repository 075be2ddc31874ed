import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntity, WorkstationStudent } from '@backoffice/contract';
import type { GridColumn } from '@/components/grid';
import { HistoryPanel } from '@/components/history/history-panel';
import type { HistoryFilter } from '@/components/history/history-api';
import { rankingKeys } from '@/lib/query-keys';
import { workstationQueries, type AnyItem } from '../api/workstation-api';
import type { WorkstationTab } from '../workstation-tabs';

/** What the history records each tab's cells as. */
const TAB_ENTITY: Record<WorkstationTab, HistoryEntity> = {
  attendance: 'attendance',
  homework: 'homework',
  quizzes: 'quiz',
  exams: 'exam',
  classworks: 'classwork',
};

type Opened = { filter: HistoryFilter; title: string };

/**
 * The History panel of a tab: a cell's (Shift+F10 on it), a student's (Shift+F10 on their name or code) or an
 * item's (its History button). A revert refreshes the tab and the ranking its scores feed.
 */
export function useCellHistory(classId: number, tab: WorkstationTab, items: readonly AnyItem[]) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>({ filter: {}, title: '' });
  const [isOpen, setIsOpen] = useState(false);
  const open = (next: Opened) => {
    setOpened(next);
    setIsOpen(true);
  };
  const entity = TAB_ENTITY[tab];

  const openCell = (student: WorkstationStudent, column: GridColumn<WorkstationStudent>) => {
    const item = column.kind === 'text' ? undefined : items.find((candidate) => String(candidate.id) === column.id);
    open(
      item
        ? {
            filter: { classId, studentId: student.id, itemId: item.id, entity },
            title: t('history.titleCell', { student: student.name, item: item.name }),
          }
        : { filter: { classId, studentId: student.id }, title: t('history.titleOf', { name: student.name }) },
    );
  };
  const openItem = (item: AnyItem) =>
    open({ filter: { classId, itemId: item.id, entity }, title: t('history.titleOf', { name: item.name }) });

  const panel = (
    <HistoryPanel
      open={isOpen}
      filter={opened.filter}
      title={opened.title}
      onClose={() => setIsOpen(false)}
      invalidates={[[...workstationQueries.all(), classId, tab], rankingKeys.all()]}
    />
  );
  return { openCell, openItem, panel };
}
