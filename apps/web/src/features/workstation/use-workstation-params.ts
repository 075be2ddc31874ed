import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isWorkstationTab, type WorkstationTab } from './workstation-tabs';

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The workstation's state in the URL: category, classType (the class id), q and the open tab. */
export function useWorkstationParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = idParam(searchParams.get('category'));
  const classId = idParam(searchParams.get('classType'));
  const q = searchParams.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const tabParam = searchParams.get('tab');
  const tab: WorkstationTab = isWorkstationTab(tabParam) ? tabParam : 'attendance';

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  /** The category of a class the URL names alone (a link from a correction page): in place, not a new history entry. */
  const fillCategory = useCallback((id: number) => update({ category: String(id) }, true), [update]);

  return {
    category,
    classId,
    q,
    page,
    tab,
    /** A new category empties the class: its classes are another list. Every change but a page goes back to page 1. */
    setCategory: (id: number | null) => update({ category: id === null ? null : String(id), classType: null, page: null }),
    fillCategory,
    setClass: (id: number | null) => update({ classType: id === null ? null : String(id), page: null }),
    setSearch: (value: string) => update({ q: value.trim() || null, page: null }),
    clearSearch: () => update({ q: null, page: null }),
    setTab: (value: WorkstationTab) => update({ tab: value === 'attendance' ? null : value, page: null }),
    setPage: (value: number) => update({ page: value <= 1 ? null : String(value) }),
  };
}
