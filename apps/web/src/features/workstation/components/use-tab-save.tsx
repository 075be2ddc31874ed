import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaleCell } from '@backoffice/contract';
import { cellErrorsFrom, type StagedChanges } from '@/components/grid';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { attendanceLabelKey, classworkLabelKey } from '@/lib/status-labels';
import { newBatchKey } from '@/lib/offline-queue';
import { toastError, toastSuccess } from '@/lib/toast';
import { StaleSaveError, useSaveTab, workstationQueries, type AnyItem, type TabPage } from '../api/workstation-api';
import { studentsOf } from '../sheet-columns';
import { useStagedVersion } from '../staged-version';
import type { WorkstationTab } from '../workstation-tabs';
import { StaleSaveDialog, staleCellKey, type StaleChoice } from './stale-save-dialog';
import { useOfflineSave } from './use-offline-save';

type UseTabSaveOptions = {
  classId: number;
  tab: WorkstationTab;
  staged: StagedChanges;
  /** The page the grid shows (not a placeholder of another page or tab). */
  page: TabPage | undefined;
  items: readonly AnyItem[];
  onCellErrors: (errors: ReadonlyMap<string, string> | undefined) => void;
};

/**
 * SAVE of a tab with the version its changes were made on (If-Match). When others changed some of the cells
 * since (412), the tab is fetched again and a dialog asks, cell by cell, whose value stays; the kept values
 * are staged again and saved on the version the conflicts were found at.
 */
export function useTabSave({ classId, tab, staged, page, items, onCellErrors }: UseTabSaveOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveTab(classId, tab);
  const version = useStagedVersion(staged, page?.etag);
  const [stale, setStale] = useState<StaleSaveError | null>(null);
  const showConflict = (error: StaleSaveError) => {
    setStale(error);
    void queryClient.invalidateQueries({ queryKey: [...workstationQueries.all(), classId, tab] });
  };
  const offline = useOfflineSave({ classId, tab, staged, rememberVersion: version.remember, onConflict: showConflict });

  const send = (ifMatch: string | undefined) => {
    const batch = staged.batch();
    if (batch.length === 0 || save.isPending) return;
    // One key per batch, kept if it has to wait in the queue: a SAVE that reached the server is not done twice.
    const idempotencyKey = newBatchKey();
    const queue = () => void offline.queue(idempotencyKey, batch, ifMatch).catch(toastError);
    if (offline.shouldQueue()) return queue();
    save.mutate(
      { changes: batch, ifMatch, idempotencyKey },
      {
        onSuccess: (response) => {
          onCellErrors(undefined);
          staged.discard();
          toastSuccess(response.message || t('workstation.saved'));
        },
        onError: (error) => {
          if (error instanceof StaleSaveError) return showConflict(error);
          // No answer at all (the network went): the batch waits in the queue instead of failing.
          if (error instanceof ApiError && error.status === 0) return queue();
          if (error instanceof ApiError) onCellErrors(cellErrorsFrom(error.fields, batch));
          toastError(error);
        },
      },
    );
  };

  const onResolve = (choices: ReadonlyMap<string, StaleChoice>) => {
    if (!stale) return;
    for (const cell of stale.conflicts) {
      const value = choices.get(staleCellKey(cell)) === 'mine' ? cell.yours : cell.theirs;
      // Against the stored value: taking theirs leaves nothing pending for the cell.
      staged.stage({ rowId: cell.student_id, columnId: String(cell.item_id), value }, cell.theirs);
    }
    const etag = stale.etag ?? page?.etag ?? undefined;
    if (etag) version.remember(etag);
    setStale(null);
    send(etag);
  };

  const students = new Map(studentsOf(items).map((student) => [student.id, student.name]));
  const itemNames = new Map(items.map((item) => [item.id, item.name]));
  const formatValue = (value: StaleCell['yours']) => {
    if (tab === 'attendance') return t(attendanceLabelKey(value));
    if (tab === 'classworks') return t(classworkLabelKey(value));
    return typeof value === 'number' ? formatNumber(value) : t('workstation.stale.noValue');
  };

  return {
    onSave: () => send(version.current()),
    isSaving: save.isPending,
    /** This tab's values waiting in the offline queue (see useOfflineSave). */
    queued: offline.queued,
    dialog: (
      <StaleSaveDialog
        conflicts={stale?.conflicts ?? null}
        studentName={(id) => students.get(id) ?? t('workstation.stale.studentNumber', { id })}
        itemName={(id) => itemNames.get(id) ?? t('workstation.stale.itemNumber', { id })}
        formatValue={formatValue}
        onResolve={onResolve}
        onCancel={() => setStale(null)}
      />
    ),
  };
}
