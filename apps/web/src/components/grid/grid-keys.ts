import type { Direction } from '@/lib/language';

export type Position = { row: number; column: number };
type Bounds = { rows: number; columns: number; direction: Direction; pageRows?: number };

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max - 1, 0));

/**
 * Where a navigation key moves the active cell, or null for a key the grid does not own.
 * Up/Down move between rows (students), Left/Right between columns (items) in reading
 * direction: in Arabic, ArrowLeft goes to the next column. Home/End go to the row's first and
 * last cell, with Ctrl to the first and last row (the ARIA grid pattern).
 */
export function moveFrom(position: Position, event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>, bounds: Bounds): Position | null {
  const { row, column } = position;
  const forward = bounds.direction === 'rtl' ? -1 : 1;
  const withCtrl = event.ctrlKey || event.metaKey;
  const page = bounds.pageRows ?? 10;
  const to = (nextRow: number, nextColumn: number) => ({
    row: clamp(nextRow, bounds.rows),
    column: clamp(nextColumn, bounds.columns),
  });
  switch (event.key) {
    case 'ArrowUp':
      return to(row - 1, column);
    case 'ArrowDown':
      return to(row + 1, column);
    case 'ArrowRight':
      return to(row, column + forward);
    case 'ArrowLeft':
      return to(row, column - forward);
    case 'Home':
      return withCtrl ? to(0, 0) : to(row, 0);
    case 'End':
      return withCtrl ? to(bounds.rows - 1, bounds.columns - 1) : to(row, bounds.columns - 1);
    case 'PageUp':
      return to(row - page, column);
    case 'PageDown':
      return to(row + page, column);
    default:
      return null;
  }
}

/** The next status in the column's cycle (absent → present → unknown → absent), from any value. */
export function nextStatus<V>(cycle: readonly V[], current: V | null | undefined): V {
  const index = cycle.indexOf(current as V);
  return cycle[(index + 1) % cycle.length];
}

/** A key that starts editing a score cell with itself as the first character. */
export { isNumberCharacter as isScoreCharacter } from '@/lib/score';

/** Ctrl+S on Windows and Linux, Cmd+S on a Mac. */
export const isSaveShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';
