import type { ListResponse, Pagination } from '@backoffice/contract';

/** A list answer holding `rows` on a page that `pagination` places (by default the one and only page). */
export const listPage = <T>(rows: T[], pagination: Partial<Pagination> = {}): ListResponse<T> => ({
  message: '',
  data: rows,
  meta: {
    pagination: { total: rows.length, count: rows.length, per_page: 30, current_page: 1, total_pages: 1, ...pagination },
  },
});

/** A list answer holding every row on its one page, as the server sends a short list. */
export const onePage = <T>(rows: T[]): ListResponse<T> => listPage(rows);
