import type { ReactNode } from 'react';
import type { CellValue } from './staged-changes';

type ColumnBase = { id: string; header: string; width?: number };

/** A read-only cell (the student's name or code): focusable, never staged. */
export type TextColumn<Row> = ColumnBase & { kind: 'text'; render: (row: Row) => ReactNode };

/**
 * A score from 0 to `max`: typing a digit starts editing, Enter stores it and moves down. Text that is
 * no score of 0..max stays as typed, marked and explained ("Enter a score from 0 to 10"), and is
 * never staged: Enter keeps the cell editing, leaving it drops the text.
 */
export type ScoreColumn<Row> = ColumnBase & {
  kind: 'score';
  value: (row: Row) => number | null;
  max: number;
};

/** A status that Space (or a click) moves through `cycle` and back to the start: absent → present → unknown. */
export type StatusColumn<Row> = ColumnBase & {
  kind: 'status';
  value: (row: Row) => CellValue;
  cycle: readonly CellValue[];
  labelOf: (value: CellValue) => string;
  /**
   * Letter keys that set a status outside the cycle (`{ l: late }`), by the key's place on the keyboard so an
   * Arabic layout works the same.
   */
  keys?: Record<string, CellValue>;
  /** Colours the status (present green, absent red) so a register reads at a glance. */
  toneOf?: (value: CellValue) => 'success' | 'error' | 'warning' | undefined;
};

export type GridColumn<Row> = TextColumn<Row> | ScoreColumn<Row> | StatusColumn<Row>;
export type EditableColumn<Row> = ScoreColumn<Row> | StatusColumn<Row>;

export const isEditable = <Row,>(column: GridColumn<Row>): column is EditableColumn<Row> => column.kind !== 'text';
