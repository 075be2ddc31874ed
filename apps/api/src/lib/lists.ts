import { ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery, Pagination } from '@backoffice/contract';

/** LIMIT and OFFSET of a list page. */
export const pageWindow = (query: ListQuery) => ({ limit: query.per_page, offset: (query.page - 1) * query.per_page });

/** The `meta.pagination` of a list answer. */
export function pageMeta(total: number, count: number, query: ListQuery): { pagination: Pagination } {
  return {
    pagination: {
      total,
      count,
      per_page: query.per_page,
      current_page: query.page,
      total_pages: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

/** Substring search on a column, with % and _ in the query matched literally. */
export function containsText(column: PgColumn, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return ilike(column, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
