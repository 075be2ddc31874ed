import { useEffect, useMemo } from 'react';
import { staleCellsSchema } from '@backoffice/contract';
import { cellKey, restageChanges, type CellValue, type StagedChange, type StagedChanges } from '@/components/grid';
import { useQueuedBatches } from '@/components/offline-queue/use-queued-batches';
import { ApiError, fallbackMessage } from '@/lib/api-client';
import { enqueueBatch, removeBatch } from '@/lib/offline-queue';
import { StaleSaveError, storedSaveOf } from '../api/workstation-api';
import type { WorkstationTab } from '../workstation-tabs';

type UseOfflineSaveOptions = {
  classId: number;
  tab: WorkstationTab;
  staged: StagedChanges;
  /** The version the refused batch's changes were made on: a later SAVE of them is checked against it. */
  rememberVersion: (etag: string) => void;
  /** A queued batch of this tab that the server refused (412), as the conflict the online SAVE shows. */
  onConflict: (error: StaleSaveError) => void;
};

/**
 * The offline side of a tab's SAVE. Without a network, or while earlier SAVEs still wait (they go in order),
 * the batch joins the offline queue (IndexedDB) and leaves the staged changes; the shell's banner sends it.
 * When the server refuses a batch of this tab because others changed its cells (412), its changes come back
 * staged, on the version they were made on, and the conflict dialog opens as for a SAVE made online.
 */
export function useOfflineSave({ classId, tab, staged, rememberVersion, onConflict }: UseOfflineSaveOptions) {
  const { userId, batches } = useQueuedBatches();
  const ofTab = useMemo(() => batches.filter((batch) => batch.stagedKey === staged.key), [batches, staged.key]);
  // Oldest first: a later SAVE of a cell is the value it will have.
  const queued = useMemo(
    () => new Map<string, CellValue>(ofTab.flatMap((batch) => batch.changes.map((change) => [cellKey(change.rowId, change.columnId), change.value]))),
    [ofTab],
  );
  const refused = ofTab.find((batch) => batch.refused?.status === 412);

  useEffect(() => {
    if (!refused?.refused) return;
    const conflicts = staleCellsSchema.safeParse(refused.refused.data);
    restageChanges(staged.key, refused.changes);
    if (refused.ifMatch) rememberVersion(refused.ifMatch);
    void removeBatch(refused.key);
    if (conflicts.success) {
      const { message, data, etag } = refused.refused;
      onConflict(new StaleSaveError(new ApiError(412, message, {}, data), conflicts.data.conflicts, etag));
    }
    // Once per refused batch: the callbacks are the screen's latest, the batch is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused?.key]);

  return {
    /** The values of this tab's SAVEs still in the queue (by cell), which the grid shows as waiting to be sent. */
    queued,
    /** Whether a SAVE now goes to the queue rather than to the server. */
    shouldQueue: () => !navigator.onLine || batches.length > 0,
    /** Puts the batch in the queue under its idempotency key, then clears what it took from the staged changes. */
    queue: async (key: string, changes: readonly StagedChange[], ifMatch: string | undefined) => {
      if (userId === undefined) throw new ApiError(0, fallbackMessage());
      await enqueueBatch({
        key,
        userId,
        stagedKey: staged.key,
        ...storedSaveOf(classId, tab, changes),
        ifMatch: ifMatch ?? null,
        changes: [...changes],
      });
      staged.discard();
    },
  };
}
