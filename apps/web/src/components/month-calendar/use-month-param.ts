import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { formatMonthParam, monthOf, parseMonthParam, type Month } from './calendar-dates';

/** The shown month kept in the URL (?month=YYYY-MM), so a reload or a shared link shows the same month. */
export function useMonthParam(): [Month, (month: Month) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const month = parseMonthParam(searchParams.get('month')) ?? monthOf(new Date());
  const setMonth = useCallback(
    (next: Month) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set('month', formatMonthParam(next));
        return params;
      }),
    [setSearchParams],
  );
  return [month, setMonth];
}
