import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** List state kept in the URL (q and page), so a reload or a shared link shows the same list. */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setSearchParams],
  );

  return {
    q,
    page,
    /** Submitting a search sets q and goes back to page 1. */
    setSearch: (value: string) => update({ q: value.trim() || null, page: null }),
    clearSearch: () => update({ q: null, page: null }),
    setPage: (value: number) => update({ page: value <= 1 ? null : String(value) }),
  };
}
