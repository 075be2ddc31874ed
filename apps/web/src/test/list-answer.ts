import type { ListResponse } from '@backoffice/contract';

/** A list answer holding every row on its one page, as the server sends a short list. */
export const onePage = <T>(rows: T[]): ListResponse<T> => ({
  message: '',
  data: rows,
  meta: { pagination: { total: rows.length, count: rows.length, per_page: 30, current_page: 1, total_pages: 1 } },
});
