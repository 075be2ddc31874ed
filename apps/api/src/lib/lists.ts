import { count, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { KeysetListQuery, ListQuery, Pagination } from '@backoffice/contract';
import type { Db } from '../db/client';
import { invalidField } from '../plugins/app-error';

/** Totals are exact up to this many rows; above it a count would walk every row, so the planner estimates. */
export const EXACT_TOTAL_LIMIT = 1000;
/** Shorter searches cannot use a trigram index; they match the start of the text through a prefix index. */
export const TRIGRAM_MIN_LENGTH = 3;

export type ListTotal = { total: number; isEstimate: boolean };
/** The edges of a page paged by key, as `meta.pagination` carries them. */
type PageCursors = Pick<Pagination, 'next_cursor' | 'previous_cursor'>;

/** LIMIT and OFFSET of a list page. */
export const pageWindow = (query: Pick<ListQuery, 'page' | 'per_page'>) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

/**
 * The `meta.pagination` of a list answer. An estimated total is made consistent with the page read:
 * a short page is the last one (its total is exact), a full page has a next one, so Previous/Next stay right.
 */
export function pageMeta(
  counted: number | ListTotal,
  count: number,
  query: ListQuery,
  cursors: PageCursors = {},
): { pagination: Pagination } {
  let { total, isEstimate } = typeof counted === 'number' ? { total: counted, isEstimate: false } : counted;
  if (isEstimate) {
    const offset = (query.page - 1) * query.per_page;
    if (count < query.per_page && (count > 0 || query.page === 1)) [total, isEstimate] = [offset + count, false];
    else total = Math.max(total, offset + count + (count === query.per_page ? 1 : 0));
  }
  return {
    pagination: {
      total,
      count,
      per_page: query.per_page,
      current_page: query.page,
      total_pages: Math.max(1, Math.ceil(total / query.per_page)),
      ...(isEstimate ? { total_is_estimate: true } : {}),
      ...cursors,
    },
  };
}

/**
 * Total rows of a list: a count that stops after EXACT_TOTAL_LIMIT rows (exact below it), else the planner's
 * row estimate of the same query. `matching` builds the list's query without order or window, fresh per call.
 */
export async function countMatching(db: Db, matching: () => PgSelect): Promise<ListTotal> {
  const capped = matching()
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as('capped');
  const [{ total }] = await db.select({ total: count() }).from(capped);
  return total <= EXACT_TOTAL_LIMIT ? { total, isEstimate: false } : estimateMatching(db, matching);
}

/**
 * A page's column carrying countMatching's capped count, so an offset list reads its page and total in one
 * round trip (an uncorrelated subquery: PostgreSQL runs it once, as an InitPlan). totalBeside reads it back.
 */
export const cappedCountColumn = (matching: () => PgSelect) =>
  sql<number>`(SELECT count(*) FROM ${matching()
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as('capped')})::int`.mapWith(Number);

/** The total of a page read with cappedCountColumn: exact, estimated past EXACT_TOTAL_LIMIT, or counted on its own for an empty page. */
export async function totalBeside(db: Db, page: { cappedTotal: number }[], matching: () => PgSelect): Promise<ListTotal> {
  const counted = page.at(0)?.cappedTotal;
  if (counted === undefined) return countMatching(db, matching);
  return counted <= EXACT_TOTAL_LIMIT ? { total: counted, isEstimate: false } : estimateMatching(db, matching);
}

/** Lists (by their caller's key: a list and a role) last counted past EXACT_TOTAL_LIMIT in this process. */
const longLists = new Set<string>();

/**
 * A page read with cappedCountColumn (`readPage`), and its total. A list that was long the last time its key
 * was read has its estimate started beside the page rather than after it: one round trip instead of two. The
 * hint decides only when the estimate starts, never what is answered; a wrong one costs one EXPLAIN.
 */
export async function pageWithTotal<Row extends { cappedTotal: number }>(
  db: Db,
  hintKey: string,
  matching: () => PgSelect,
  readPage: () => Promise<Row[]>,
): Promise<{ page: Row[]; total: ListTotal }> {
  const early = longLists.has(hintKey) ? estimateMatching(db, matching) : null;
  // Awaited below when it is used; a failed page read must not leave it unhandled.
  early?.catch(() => undefined);
  const page = await readPage();
  const capped = page.at(0)?.cappedTotal;
  const isLong = capped !== undefined && capped > EXACT_TOTAL_LIMIT;
  if (isLong) longLists.add(hintKey);
  else longLists.delete(hintKey);
  return { page, total: isLong && early ? await early : await totalBeside(db, page, matching) };
}

/** The planner's row estimate of a list counted past EXACT_TOTAL_LIMIT. */
async function estimateMatching(db: Db, matching: () => PgSelect): Promise<ListTotal> {
  const { rows } = (await db.execute(sql`EXPLAIN (FORMAT JSON) ${matching()}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = Object.values(rows[0])[0];
  const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return { total: Math.max(EXACT_TOTAL_LIMIT + 1, Math.round(Plan['Plan Rows'])), isEstimate: true };
}

/** The LIKE pattern matching `q` literally (%, _ and backslash escaped): anywhere in the text, or at its start. */
export const likePattern = (q: string, where: 'contains' | 'prefix' = 'contains') => {
  const literal = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'prefix' ? `${literal}%` : `%${literal}%`;
};

/**
 * Search over a list of every student or user, with % and _ in the query matched literally: a substring
 * (trigram index) from TRIGRAM_MIN_LENGTH characters, the start of the text (prefix index on lower(column))
 * below, as a 1-2 character substring would read every row; a query of no letter or digit ("😀") anywhere.
 */
export function matchesText(columns: PgColumn[], q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  // A query with no letter or digit (an emoji, a sign) has no trigram to look up: it is read as a substring too.
  if (q.length >= TRIGRAM_MIN_LENGTH || !/[\p{L}\p{N}]/u.test(q)) return containsText(columns, q);
  return or(...columns.map((column) => like(sql`lower(${column})`, likePattern(q.toLowerCase(), 'prefix'))));
}

/** Substring search of any length on lists whose rows stay few (or are bounded by a class or a center). */
export function containsText(columns: PgColumn | PgColumn[], q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return or(...[columns].flat().map((column) => ilike(column, likePattern(q))));
}

/** Rows of a raw statement, on either driver. */
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A page's edge: the text of its first or last row's sort key, as `next_cursor` / `previous_cursor` carry it. */
const encodeCursor = (key: string[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeCursor(field: 'after' | 'before', cursor: string, length: number): string[] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(key) && key.length === length && key.every((value) => typeof value === 'string')) return key;
  } catch {
    // falls through to the field error
  }
  throw invalidField(field, 'The page cursor is not valid');
}

type PageRow = { id: number; key: string[] };

/**
 * The ids of one page, the list's total, and the cursors of its edges. `matching` selects `id` and the
 * `sortKey` columns (ascending, `id` last so the key is unique) of the matching rows. The total is `counting`,
 * a promise: past EXACT_TOTAL_LIMIT it is estimated by a statement of its own, which runs while the caller
 * reads the page's rows (await both together, so neither is left unhandled).
 *
 * Where the page is read: with `after` (Next) the rows past that key, with `before` (Previous) the rows
 * before it, each a seek in the sort index whatever the depth; with neither (a typed page number) by OFFSET,
 * the index walked (index only) up to it. Without a search the page is read in the order of the list's sort
 * index (no sort) and counted by countMatching. A search first gathers its matches through their trigram
 * or prefix indexes (MATERIALIZED, so the planner cannot walk the sort index hoping to meet matches early,
 * which costs a full scan for a name late in the alphabet), then counts them exactly and sorts only them.
 */
export async function listPageIds(
  db: Db,
  options: { matching: () => PgSelect; sortKey: string[]; isSearch: boolean; query: KeysetListQuery },
): Promise<{ ids: number[]; counting: Promise<ListTotal>; cursors: PageCursors }> {
  const { query, sortKey } = options;
  const columns = sql.join(
    sortKey.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const keyText = sql.join(
    sortKey.map((column, index) => sql`${sql.identifier(column)}::text AS ${sql.identifier(`k${index}`)}`),
    sql`, `,
  );
  const edge = query.after
    ? { field: 'after' as const, cursor: query.after }
    : query.before
      ? { field: 'before' as const, cursor: query.before }
      : null;
  const isBackward = edge?.field === 'before';
  const seek = edge
    ? sql`WHERE (${columns}) ${sql.raw(isBackward ? '<' : '>')} (${sql.join(decodeCursor(edge.field, edge.cursor, sortKey.length), sql`, `)})`
    : sql``;
  const order = isBackward
    ? sql.join(
        sortKey.map((column) => sql`${sql.identifier(column)} DESC`),
        sql`, `,
      )
    : columns;
  const { limit, offset } = pageWindow(query);
  const window = sql`LIMIT ${limit} OFFSET ${edge ? 0 : offset}`;
  const pageOf = (rows: Record<string, unknown>[]): PageRow[] => {
    const page = rows.map((row) => ({ id: Number(row.id), key: sortKey.map((_, index) => String(row[`k${index}`])) }));
    return isBackward ? page.reverse() : page;
  };

  let page: PageRow[];
  let counting: Promise<ListTotal>;
  if (!options.isSearch) {
    // The page and its capped count in one round trip; the count is an InitPlan, run once beside the page's index walk.
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`SELECT id, ${keyText}, ${cappedCountColumn(options.matching)} AS capped_total
          FROM (${options.matching()}) AS matches ${seek} ORDER BY ${order} ${window}`,
    );
    page = pageOf(rows);
    // A page past the end has no row to carry the count.
    const carried = rows.slice(0, 1).map((row) => ({ cappedTotal: Number(row.capped_total) }));
    counting = totalBeside(db, carried, options.matching);
  } else {
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`WITH matches AS MATERIALIZED (${options.matching()})
          SELECT id, ${keyText}, (SELECT count(*) FROM matches)::int AS total FROM matches ${seek} ORDER BY ${order} ${window}`,
    );
    page = pageOf(rows);
    counting =
      rows.length > 0
        ? Promise.resolve({ total: Number(rows[0].total), isEstimate: false })
        : countMatching(db, options.matching);
  }
  return { ids: page.map((row) => row.id), counting, cursors: pageCursors(page.map((row) => row.key)) };
}

/** The cursors of a page's edges, from each row's sort key as text (in the page's order). */
export function pageCursors(keys: string[][]): PageCursors {
  const [first, last] = [keys.at(0), keys.at(-1)];
  return first && last ? { previous_cursor: encodeCursor(first), next_cursor: encodeCursor(last) } : {};
}
