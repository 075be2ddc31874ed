import { and, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { HistoryEntity } from '@backoffice/contract';
import type { Db } from '../../db/client';
import type { Change } from '../audit-log/record-changes';

/** Where a tab's cells are stored: one row per item and student, with the value a person enters. */
export type CellTable = { table: PgTable; itemId: PgColumn; studentId: PgColumn; value: PgColumn };
export type Cell = { itemId: number; studentId: number };

export const cellKey = (cell: Cell) => `${cell.itemId}:${cell.studentId}`;

/**
 * The stored values of a batch's cells before the batch writes them, locked until it commits (so two SAVEs
 * of one cell are told apart in the history): one query for the batch. A cell without a row is absent.
 */
export async function storedCells(tx: Db, source: CellTable, cells: Cell[]): Promise<Map<string, unknown>> {
  if (cells.length === 0) return new Map();
  const rows = await tx
    .select({ itemId: source.itemId, studentId: source.studentId, value: source.value })
    .from(source.table)
    .where(
      and(
        inArray(source.itemId, [...new Set(cells.map((cell) => cell.itemId))]),
        inArray(source.studentId, [...new Set(cells.map((cell) => cell.studentId))]),
      ),
    )
    .for('update');
  return new Map(rows.map((row) => [cellKey(row as Cell), row.value]));
}

/** The history of a batch of cells: each cell's value before (null when it had none) and as written. */
export function cellChanges(
  entity: HistoryEntity,
  classId: number,
  field: string,
  cells: (Cell & { value: unknown })[],
  before: Map<string, unknown>,
): Change[] {
  return cells.map((cell) => ({
    entity,
    entityId: cell.itemId,
    classId,
    studentId: cell.studentId,
    itemId: cell.itemId,
    field,
    old: before.get(cellKey(cell)) ?? null,
    new: cell.value,
  }));
}
