import { parseScore } from '@/lib/score';
import type { GridColumn } from './grid-columns';
import type { Position } from './grid-keys';
import type { CellValue, RowId, StagedChanges } from './staged-changes';

/** A block copied from a spreadsheet (or one cell): rows by line, cells by tab; the copy's last line break dropped. */
export function blockOf(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => line.split('\t'));
}

type PasteTarget<Row> = {
  rows: Row[];
  rowId: (row: Row) => RowId;
  rowLabel: (row: Row) => string;
  columns: GridColumn<Row>[];
  staged: StagedChanges;
};

/** The value a pasted text stands for in a column: a score of 0..max, or a status by its label or its code. */
function valueOf<Row>(column: Exclude<GridColumn<Row>, { kind: 'text' }>, text: string): CellValue | undefined {
  if (column.kind === 'score') return parseScore(text, column.max) ?? undefined;
  const wanted = text.trim().toLocaleLowerCase();
  return column.cycle.find((value) => column.labelOf(value).toLocaleLowerCase() === wanted || String(value) === wanted);
}

/**
 * Stages a pasted block from the active cell rightwards and down, as typing each cell would. A cell whose text is
 * no value of its column, or that falls outside the sheet, is not staged and is named in the answer
 * ('Student 2 · Exam: "abc"'); empty cells and the read-only columns (the student's name) are passed over.
 */
export function pasteBlock<Row>(text: string, at: Position, { rows, rowId, rowLabel, columns, staged }: PasteTarget<Row>): string[] {
  const refused: string[] = [];
  blockOf(text).forEach((cells, r) =>
    cells.forEach((cell, c) => {
      if (cell.trim() === '') return;
      const row = rows[at.row + r] as Row | undefined;
      const column = columns[at.column + c] as GridColumn<Row> | undefined;
      if (column?.kind === 'text') return;
      const value = row && column ? valueOf(column, cell) : undefined;
      if (row && column && value !== undefined) {
        staged.stage({ rowId: rowId(row), columnId: column.id, value }, column.value(row));
        return;
      }
      const where = [row ? rowLabel(row) : null, column?.header].filter(Boolean).join(' · ');
      refused.push(`${where || '—'}: "${cell.trim()}"`);
    }),
  );
  return refused;
}
