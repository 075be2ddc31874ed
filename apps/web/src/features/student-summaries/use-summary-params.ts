import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Reads and writes the summary screens' query parameters (current-center, current-class, type, tab). */
export function useSummaryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const numberOf = (key: string) => {
    const value = Number(searchParams.get(key));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setSearchParams],
  );
  return { get: (key: string) => searchParams.get(key), numberOf, update };
}
