import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaleCell, WorkstationTab } from '@backoffice/contract';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import { lockCells } from '../audit-log/record-changes';
import { cellKey, type Cell } from './cell-history';

/**
 * The version of a workstation tab (the cells of one kind of item in one class) is the id of the newest
 * history row of that kind in the class: its list answers it as an ETag, its SAVE checks it from If-Match.
 * History ids grow with every change, so "newer than the version" is "changed since the list was read".
 */
export type Tab = { classId: number; entity: WorkstationTab };

export const STALE_TAB_MESSAGE = 'Someone else changed some of these cells after you opened the tab';
const BAD_IF_MATCH_MESSAGE = 'The If-Match header is not a version of this tab';

/** Strong: it names the state of the tab's cells, not bytes, so br and gzip answers carry the same one. */
export const etagOf = (tab: Tab, version: number) => `"${tab.classId}-${tab.entity}-${version}"`;

/** One index seek (audit_log_class_entity_idx, backwards). */
export async function tabVersion(db: Db, tab: Tab): Promise<number> {
  const [newest] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.classId, tab.classId), eq(auditLog.entity, tab.entity)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return newest?.id ?? 0;
}

const badIfMatch = () => new AppError(422, BAD_IF_MATCH_MESSAGE, { 'If-Match': [BAD_IF_MATCH_MESSAGE] });

/**
 * The version an If-Match names, or undefined without one (or `*`): then the last write wins. A weak tag is
 * read as its strong twin, as a proxy that compresses may weaken the ETag it passes on. Anything else (a
 * list, another tab's or class's tag, text) is a 422.
 */
export function versionOf(ifMatch: string | undefined, tab: Tab): number | undefined {
  const value = ifMatch?.trim();
  if (!value || value === '*') return undefined;
  const match = /^(?:W\/)?"(\d{1,9})-([a-z]{1,20})-(\d{1,15})"$/.exec(value);
  if (!match || Number(match[1]) !== tab.classId || match[2] !== tab.entity) throw badIfMatch();
  return Number(match[3]);
}

/** A SAVE's cell with the value it sends. */
export type SentCell = Cell & { value: unknown };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Opens a tab's SAVE inside its transaction: first a transaction-scoped advisory lock of the tab, so SAVEs of
 * one tab take turns (a cell without a row yet has nothing FOR UPDATE could lock) and their history ids grow
 * in the order they commit. `version` is the If-Match's (versionOf); one newer than the tab's is not one this
 * server answered (422).
 */
export async function openTab(tx: Db, tab: Tab, version: number | undefined) {
  await lockCells(tx, tab.classId, tab.entity);
  const current = await tabVersion(tx, tab);
  if (version !== undefined && version > current) throw badIfMatch();
  return {
    /**
     * Refuses the batch (412, nothing written) when a cell of it was changed after `version` by a change
     * newer than it and now holds another value than the one sent. `stored` holds the cells as they are now,
     * read FOR UPDATE before this runs (cell-history's storedCells), so a change committed since is seen.
     */
    async refuseStale(field: string, cells: SentCell[], stored: Map<string, unknown>) {
      if (version === undefined || version === current || cells.length === 0) return;
      const changes = await tx
        .selectDistinctOn([auditLog.itemId, auditLog.studentId], {
          itemId: auditLog.itemId,
          studentId: auditLog.studentId,
          at: auditLog.at,
          userId: auditLog.userId,
          userName: users.name,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(
          and(
            eq(auditLog.classId, tab.classId),
            eq(auditLog.entity, tab.entity),
            gt(auditLog.id, version),
            eq(auditLog.field, field),
            inArray(auditLog.itemId, [...new Set(cells.map((cell) => cell.itemId))]),
            inArray(auditLog.studentId, [...new Set(cells.map((cell) => cell.studentId))]),
          ),
        )
        .orderBy(auditLog.itemId, auditLog.studentId, desc(auditLog.id));
      const lastChange = new Map(changes.map((change) => [cellKey(change as Cell), change]));
      const conflicts: StaleCell[] = cells.flatMap((cell) => {
        const change = lastChange.get(cellKey(cell));
        const theirs = stored.get(cellKey(cell)) ?? null;
        if (!change || sameValue(cell.value, theirs)) return [];
        return [
          {
            student_id: cell.studentId,
            item_id: cell.itemId,
            yours: cell.value as StaleCell['yours'],
            theirs: theirs as StaleCell['theirs'],
            by: change.userId === null ? null : { id: change.userId, name: change.userName ?? '' },
            at: change.at.toISOString(),
          },
        ];
      });
      if (conflicts.length > 0) throw new StaleTab(etagOf(tab, current), conflicts);
    },
    /** The tab's ETag once the SAVE has written (still inside its transaction, so no later change is in it). */
    etag: async () => etagOf(tab, await tabVersion(tx, tab)),
  };
}

/** The 412 of a stale SAVE; its answer carries the version the conflicts were found at. */
export class StaleTab extends AppError {
  constructor(
    readonly etag: string,
    conflicts: StaleCell[],
  ) {
    super(412, STALE_TAB_MESSAGE, null, {}, { conflicts });
  }
}

/**
 * A tab SAVE from its route: reads If-Match, runs `save` with the version it names and answers the tab's
 * version in ETag, on a 412 too (the version to save again on once the person has chosen).
 */
export async function saveTabFrom<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  tab: Tab,
  save: (version: number | undefined) => Promise<T & { etag: string }>,
): Promise<T> {
  const version = versionOf(request.headers['if-match'], tab);
  try {
    const { etag, ...data } = await save(version);
    reply.header('etag', etag);
    return data as T;
  } catch (error) {
    if (error instanceof StaleTab) reply.header('etag', error.etag);
    throw error;
  }
}
