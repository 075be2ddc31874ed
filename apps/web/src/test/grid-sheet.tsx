import { screen, within } from '@testing-library/react';
import { EditableGrid, PendingChanges, useStagedChanges, type GridColumn } from '@/components/grid';
import { forgetStagedSnapshots } from '@/components/grid/staged-changes';
import { layOutSheets } from './lay-out-sheets';

/** A small register and mark sheet on the grid block, as the workstation will use it. */
export type Student = { id: number; name: string; status: number; exam: number | null; quiz: number | null };

export const students = (count: number): Student[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Student ${i + 1}`,
    status: -1,
    exam: i === 0 ? 4 : null,
    quiz: null,
  }));

const STATUS_LABELS: Record<string, string> = { '0': 'Absent', '1': 'Present', '-1': 'Unknown' };

export const columns: GridColumn<Student>[] = [
  { id: 'name', header: 'Student', kind: 'text', render: (row) => row.name },
  {
    id: 'att-7',
    header: 'Week 1',
    kind: 'status',
    value: (row) => row.status,
    cycle: [0, 1, -1],
    labelOf: (value) => STATUS_LABELS[String(value)] ?? '',
  },
  { id: 'exam-3', header: 'Exam', kind: 'score', value: (row) => row.exam, max: 10 },
  { id: 'quiz-2', header: 'Quiz', kind: 'score', value: (row) => row.quiz, max: 20 },
];

type SheetProps = {
  rows: Student[];
  storageKey?: string;
  errors?: ReadonlyMap<string, string>;
  onSave?: () => void;
  height?: number;
};

export function GridSheet({ rows, storageKey = SHEET_KEY, errors, onSave, height }: SheetProps) {
  const staged = useStagedChanges(storageKey);
  return (
    <>
      <PendingChanges staged={staged} />
      <EditableGrid
        label="Register"
        rows={rows}
        rowId={(row) => row.id}
        rowLabel={(row) => row.name}
        columns={columns}
        staged={staged}
        errors={errors}
        onSave={onSave}
        height={height}
      />
    </>
  );
}

/** The staged-changes key the sample sheet uses unless told otherwise. */
export const SHEET_KEY = 'workstation:1:attendance';

/** The cell of student `row` (0-based) in column `column` (0 name, 1 status, 2 exam, 3 quiz); a tab's item list above the sheet is a tree grid, not counted. */
export const cellAt = (row: number, column: number) =>
  within(within(screen.getByRole('grid')).getAllByRole('row')[row + 1]).getAllByRole('gridcell')[column];

/** Before each grid test: sheets get a size (jsdom has no layout) and no staged changes are left over. */
export function resetSheets() {
  layOutSheets();
  localStorage.clear();
  forgetStagedSnapshots();
}
