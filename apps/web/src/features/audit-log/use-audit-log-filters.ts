import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { HISTORY_ENTITIES, type HistoryEntity } from '@backoffice/contract';
import type { HistoryFilter } from '@/components/history/history-api';

const ID_FILTERS = ['classId', 'studentId', 'itemId', 'userId'] as const;
export type AuditLogFilterName = (typeof ID_FILTERS)[number] | 'entity' | 'from' | 'to';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
const dateOf = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const entityOf = (value: string | null) =>
  (HISTORY_ENTITIES as readonly string[]).includes(value ?? '') ? (value as HistoryEntity) : undefined;

/**
 * The audit screen's filters in the URL (classId, studentId, itemId, userId, entity, from, to), so a reload or
 * a shared link shows the same changes. A new filter goes back to the first page (and drops its edge).
 */
export function useAuditLogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: HistoryFilter = {
    ...Object.fromEntries(ID_FILTERS.map((name) => [name, idOf(searchParams.get(name))])),
    entity: entityOf(searchParams.get('entity')),
    from: dateOf(searchParams.get('from')),
    to: dateOf(searchParams.get('to')),
  };

  const setFilter = useCallback(
    (name: AuditLogFilterName, value: string | number | null | undefined) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
        for (const paging of ['page', 'after', 'before']) next.delete(paging);
        return next;
      }),
    [setSearchParams],
  );

  return { filter, setFilter };
}
