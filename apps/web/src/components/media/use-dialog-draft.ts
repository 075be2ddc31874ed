import { useEffect, useState } from 'react';

/**
 * A form dialog's draft: made from what the dialog edits (null when adding) each time the dialog opens;
 * `set` merges changes. `draftOf` must be stable (a module-level function).
 */
export function useDialogDraft<S, D extends object>(open: boolean, source: S, draftOf: (source: S) => D) {
  const [draft, setDraft] = useState<D>(() => draftOf(source));
  const set = (changes: Partial<D>) => setDraft((current) => ({ ...current, ...changes }));
  useEffect(() => {
    if (open) setDraft(draftOf(source));
  }, [open, source, draftOf]);
  return [draft, set] as const;
}
