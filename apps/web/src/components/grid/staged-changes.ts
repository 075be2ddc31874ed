import { useCallback, useMemo, useSyncExternalStore } from 'react';

export type RowId = string | number;
export type CellValue = string | number | null;
/** One pending edit of one cell: the row (a student), the column (an item) and the new value. */
export type StagedChange = { rowId: RowId; columnId: string; value: CellValue };

const PREFIX = 'staged:';
export const cellKey = (rowId: RowId, columnId: string) => JSON.stringify([rowId, columnId]);

/**
 * Pending changes per screen and tab (`workstation:{classId}:attendance`), kept in local storage
 * until they are saved or discarded, so a reload or a crash loses nothing. One snapshot per key is
 * shared by every component that reads it (the grid, the tab label's count, the SAVE button).
 */
const snapshots = new Map<string, StagedChange[]>();
const listeners = new Map<string, Set<() => void>>();

const isStagedChange = (entry: unknown): entry is StagedChange => {
  const { rowId, columnId, value } = (entry ?? {}) as Partial<StagedChange>;
  return ['string', 'number'].includes(typeof rowId) && typeof columnId === 'string' && (value === null || ['string', 'number'].includes(typeof value));
};

function read(key: string): StagedChange[] {
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(PREFIX + key) ?? '[]');
      snapshot = Array.isArray(parsed) ? parsed.filter(isStagedChange) : [];
    } catch {
      snapshot = [];
    }
    snapshots.set(key, snapshot);
  }
  return snapshot;
}

function write(key: string, changes: StagedChange[]) {
  snapshots.set(key, changes);
  if (changes.length === 0) localStorage.removeItem(PREFIX + key);
  else localStorage.setItem(PREFIX + key, JSON.stringify(changes));
  listeners.get(key)?.forEach((listener) => listener());
}

function subscribe(key: string, listener: () => void) {
  const set = listeners.get(key) ?? new Set();
  listeners.set(key, set);
  set.add(listener);
  // The same sheet open in another browser tab stages into the same place: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREFIX + key) return;
    snapshots.delete(key);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stages `value`; staging the value the server already has removes the pending change instead. */
export function stageChange(key: string, change: StagedChange, original: CellValue) {
  const id = cellKey(change.rowId, change.columnId);
  const rest = read(key).filter((entry) => cellKey(entry.rowId, entry.columnId) !== id);
  write(key, change.value === original ? rest : [...rest, change]);
}

export const discardChanges = (key: string) => write(key, []);

/**
 * Puts changes that were on their way (a batch of the offline queue the server turned down) back among the
 * staged ones; a cell staged since keeps its newer value.
 */
export function restageChanges(key: string, changes: readonly StagedChange[]) {
  const current = read(key);
  const staged = new Set(current.map((entry) => cellKey(entry.rowId, entry.columnId)));
  write(key, [...changes.filter((change) => !staged.has(cellKey(change.rowId, change.columnId))), ...current]);
}

/** Where the version (If-Match) the staged changes of `key` were made on is kept (see workstation's staged-version). */
export const stagedVersionKey = (key: string) => `staged-version:${key}`;
/** The batch to send, in the order it was staged (the index a server error like `rows.3` refers to). */
export const stagedBatch = (key: string) => read(key);
/** Forgets the in-memory copy so the next read comes from local storage (a reload, in tests). */
export const forgetStagedSnapshots = () => snapshots.clear();

export function useStagedChanges(key: string) {
  const changes = useSyncExternalStore(
    useCallback((listener) => subscribe(key, listener), [key]),
    () => read(key),
  );
  const byCell = useMemo(() => new Map(changes.map((change) => [cellKey(change.rowId, change.columnId), change.value])), [changes]);
  return useMemo(
    () => ({
      key,
      changes,
      count: changes.length,
      valueOf: (rowId: RowId, columnId: string) => byCell.get(cellKey(rowId, columnId)),
      isStaged: (rowId: RowId, columnId: string) => byCell.has(cellKey(rowId, columnId)),
      stage: (change: StagedChange, original: CellValue) => stageChange(key, change, original),
      discard: () => discardChanges(key),
      /** Read at call time, so a save right after the last edit (Ctrl+S while typing) sends it. */
      batch: () => stagedBatch(key),
    }),
    [key, changes, byCell],
  );
}

export type StagedChanges = ReturnType<typeof useStagedChanges>;
