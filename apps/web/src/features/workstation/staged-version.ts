import { useEffect } from 'react';
import { stagedVersionKey, type StagedChanges } from '@/components/grid';

/**
 * The version of the tab (its list's ETag) that the pending changes were made on, kept beside them in local
 * storage until they are saved or discarded. SAVE sends it as If-Match: not the ETag of the list shown at
 * SAVE time, which a refetch (another SAVE of this screen, a live update) may have moved past a change of a
 * staged cell that the grid never showed, as it shows the staged value.
 */
export function useStagedVersion(staged: StagedChanges, shown: string | null | undefined) {
  const storageKey = stagedVersionKey(staged.key);
  useEffect(() => {
    if (staged.count === 0) localStorage.removeItem(storageKey);
    else if (shown && !localStorage.getItem(storageKey)) localStorage.setItem(storageKey, shown);
  }, [storageKey, staged.count, shown]);
  return {
    /** The version to send as If-Match. */
    current: () => localStorage.getItem(storageKey) ?? shown ?? undefined,
    /** After a 412 is resolved: the pending changes now stand on the version the conflicts were found at. */
    remember: (etag: string) => localStorage.setItem(storageKey, etag),
  };
}
