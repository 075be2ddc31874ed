import { useEffect, useMemo, useState } from 'react';

/** Two draft values alike: the same value, or lists of the same items (chosen options alike by their `value`). */
function isSameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => isSameValue(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && 'value' in a && 'value' in b) return a.value === b.value;
  return a === b;
}

/**
 * A form dialog's draft: made from what the dialog edits (null when adding) each time the dialog opens;
 * `set` merges changes; `isDirty` says something differs from what the dialog opened with. `draftOf` must be
 * stable (a module-level function).
 */
export function useDialogDraft<S, D extends object>(open: boolean, source: S, draftOf: (source: S) => D) {
  const [draft, setDraft] = useState<D>(() => draftOf(source));
  const set = (changes: Partial<D>) => setDraft((current) => ({ ...current, ...changes }));
  useEffect(() => {
    if (open) setDraft(draftOf(source));
  }, [open, source, draftOf]);
  const initial = useMemo(() => draftOf(source), [source, draftOf]);
  const isDirty = (Object.keys(initial) as (keyof D)[]).some((key) => !isSameValue(draft[key], initial[key]));
  return [draft, set, isDirty] as const;
}
