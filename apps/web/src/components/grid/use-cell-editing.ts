import { useRef, useState } from 'react';
import type { CellEditing } from './grid-cell';
import type { GridColumn } from './grid-columns';
import { parseScore } from '@/lib/score';
import { isScoreCharacter, nextStatus, type Position } from './grid-keys';
import type { CellValue, RowId, StagedChanges } from './staged-changes';

type Options<Row> = { rows: Row[]; rowId: (row: Row) => RowId; columns: GridColumn<Row>[]; staged: StagedChanges; active: Position };

/** Typed text that is no score yet: nothing to store, nothing to refuse. */
const isBlank = (text: string) => text.trim() === '' || /^[.,\u066B]$/.test(text);

/** Nothing typed at all: the cell is to be empty (a lone separator is no score yet, and changes nothing). */
const isEmpty = (text: string) => text.trim() === '';

/**
 * What the keys do to the active cell: typing a score, storing it, clearing it, cycling a status. A change is staged
 * until SAVE: Delete or Backspace (or an editor left empty) stages the cell's score cleared, Escape drops the cell's
 * unsaved change; staging the value the server has leaves nothing pending.
 */
export function useCellEditing<Row>({ rows, rowId, columns, staged, active }: Options<Row>) {
  const [current, setCurrent] = useState<CellEditing | null>(null);
  // Enter and the input's blur both commit; the ref makes the second one a no-op.
  const latest = useRef<CellEditing | null>(null);
  const update = (next: CellEditing | null) => {
    latest.current = next;
    setCurrent(next);
  };
  const row = rows[active.row] as Row | undefined;
  const column = columns[active.column] as GridColumn<Row> | undefined;

  const valueAt = (target: Row, targetColumn: Exclude<GridColumn<Row>, { kind: 'text' }>): CellValue =>
    staged.isStaged(rowId(target), targetColumn.id) ? (staged.valueOf(rowId(target), targetColumn.id) ?? null) : targetColumn.value(target);

  /** Text that is no score of the column (not a number, below 0, above its max) is refused, never cut to fit. */
  const isRefused = (text: string) => !isBlank(text) && column?.kind === 'score' && parseScore(text, column.max) === null;

  const setText = (text: string) => {
    if (!latest.current) return;
    update({ text, isRefused: isRefused(text) });
  };

  /** Stages the score cleared: a pending change to no value, or none when the server has no score either. */
  const clearCell = (target: Row, targetColumn: GridColumn<Row>) => {
    if (targetColumn.kind === 'score') staged.stage({ rowId: rowId(target), columnId: targetColumn.id, value: null }, targetColumn.value(target));
    return true;
  };

  /**
   * Stores the typed score; an empty input stages the cell cleared (no score). A refused one is not stored: the
   * cell keeps editing with its message (false), or with `drop` (the editor lost the focus) the text is let go.
   */
  const commit = ({ drop = false } = {}) => {
    const edit = latest.current;
    if (!edit) return true;
    if (edit.isRefused && !drop) return false;
    update(null);
    if (edit.isRefused || !row || column?.kind !== 'score') return true;
    if (isEmpty(edit.text)) return clearCell(row, column);
    if (isBlank(edit.text)) return true;
    staged.stage({ rowId: rowId(row), columnId: column.id, value: parseScore(edit.text, column.max) }, column.value(row));
    return true;
  };

  const cycle = (position: Position) => {
    const target = rows[position.row];
    const targetColumn = columns[position.column];
    if (!target || targetColumn?.kind !== 'status') return;
    const value = nextStatus(targetColumn.cycle, valueAt(target, targetColumn));
    staged.stage({ rowId: rowId(target), columnId: targetColumn.id, value }, targetColumn.value(target));
  };

  /** Handles a key on the active cell; true when it was the cell's. `code`: the key's place (KeyL). */
  const onKey = (key: string, withModifier: boolean, code = '') => {
    if (withModifier || !row || !column) return false;
    if (key === 'Escape' && column.kind !== 'text' && staged.isStaged(rowId(row), column.id)) {
      // The cell's unsaved change is dropped: back to the server's value.
      const original = column.value(row);
      staged.stage({ rowId: rowId(row), columnId: column.id, value: original }, original);
      return true;
    }
    if (column.kind === 'status' && key === ' ') {
      cycle(active);
      return true;
    }
    const letter = code.startsWith('Key') ? code.slice(3).toLowerCase() : key.toLowerCase();
    if (column.kind === 'status' && column.keys && letter in column.keys) {
      staged.stage({ rowId: rowId(row), columnId: column.id, value: column.keys[letter] }, column.value(row));
      return true;
    }
    if (column.kind !== 'score') return false;
    if (isScoreCharacter(key)) {
      update({ text: key, isRefused: isRefused(key) });
      return true;
    }
    if (key === 'Enter' || key === 'F2') {
      update({ text: String(valueAt(row, column) ?? ''), isRefused: false });
      return true;
    }
    if (key === 'Delete' || key === 'Backspace') return clearCell(row, column);
    return false;
  };

  return { current, setText, commit, cancel: () => update(null), cycle, onKey };
}
