import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The edge a page is read from on lists paged by key: after the previous page's last row, or before the next page's first. */
export type PageEdge = { after?: string; before?: string };
/** What a list's query is built from. */
export type ListParams = { q: string; page: number } & PageEdge;

/** List state kept in the URL (q, page and its edge), so a reload or a shared link shows the same list. */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const edge: PageEdge = { after: searchParams.get('after') ?? undefined, before: searchParams.get('before') ?? undefined };

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
    edge,
    /** Submitting a search sets q and goes back to page 1. */
    setSearch: (value: string) => update({ q: value.trim() || null, page: null, after: null, before: null }),
    clearSearch: () => update({ q: null, page: null, after: null, before: null }),
    /** Page 1 needs no edge; another page without one is read by its number. */
    setPage: (value: number, to: PageEdge = {}) =>
      update(
        value <= 1
          ? { page: null, after: null, before: null }
          : { page: String(value), after: to.after ?? null, before: to.before ?? null },
      ),
  };
}
