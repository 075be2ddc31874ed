import { useEffect, useRef } from 'react';
import type { GridColumn } from './grid-columns';
import { ScoreEditor } from './score-editor';
import type { CellValue } from './staged-changes';

export type CellEditing = { text: string; isRefused: boolean };

type GridCellProps<Row> = {
  row: Row;
  column: GridColumn<Row>;
  columnIndex: number;
  /** The staged value when there is one, else the server's. */
  value: CellValue;
  isStaged: boolean;
  /** Says the value is a SAVE waiting in the offline queue ("Waiting to be sent"), beside it and as its tooltip. */
  queuedLabel?: string;
  error?: string;
  /** Names who else changed the cell a moment ago ("Changed by Sara Adel"); it fades (see grid-styles). */
  changedBy?: string;
  errorId: string;
  isActive: boolean;
  /** Take the focus when active (the focus is in the grid and the active cell moved). */
  shouldFocus: boolean;
  editing: CellEditing | null;
  editorLabel: string;
  /** What a score cell staged to be cleared shows ("No value"), so the pending change reads as one. */
  noValueLabel: string;
  onActivate: () => void;
  onCycle: () => void;
  onEditText: (text: string) => void;
  onCommit: (moveDown: boolean) => void;
  onLeave: () => void;
  onCancel: () => void;
  /** The cell's history (a right click; Shift+F10 is the grid's key). */
  onHistory?: () => void;
};

/** The keys a cell answers beyond moving: a status's letters (L), the history's Shift+F10. */
function keyShortcuts<Row>(column: GridColumn<Row>, hasHistory: boolean) {
  const letters = column.kind === 'status' ? Object.keys(column.keys ?? {}).map((letter) => letter.toUpperCase()) : [];
  const keys = [...letters, ...(hasHistory ? ['Shift+F10'] : [])];
  return keys.length > 0 ? keys.join(' ') : undefined;
}

export function GridCell<Row>(props: GridCellProps<Row>) {
  const { row, column, value, isStaged, error, errorId, isActive, shouldFocus, editing } = props;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isActive && shouldFocus && !editing && ref.current !== document.activeElement) ref.current?.focus({ preventScroll: true });
  }, [isActive, shouldFocus, editing]);

  let content;
  if (editing && column.kind === 'score') {
    content = (
      <ScoreEditor
        text={editing.text}
        label={props.editorLabel}
        isRefused={editing.isRefused}
        max={column.max}
        onChange={props.onEditText}
        onCommit={props.onCommit}
        onLeave={props.onLeave}
        onCancel={props.onCancel}
      />
    );
  } else if (column.kind === 'text') {
    // Its own direction: a Latin name in the Arabic sheet is cut at its end ("Pupil A Offl…"), not at its start.
    content = (
      <span className="grid-cell-text" dir="auto">
        {column.render(row)}
      </span>
    );
  } else if (column.kind === 'status') {
    content = column.labelOf(value);
  } else if (value === null && isStaged) {
    content = <span className="grid-cell-cleared">{props.noValueLabel}</span>;
  } else {
    content = value ?? '';
  }

  // Plain elements: the grid styles every cell with one rule set (see grid-styles.ts), so a
  // sheet of 500 students re-renders without building a style per cell.
  return (
    <div
      ref={ref}
      role="gridcell"
      aria-colindex={props.columnIndex + 1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      data-staged={isStaged || undefined}
      data-queued={props.queuedLabel ? true : undefined}
      title={props.queuedLabel}
      data-changed={props.changedBy ? true : undefined}
      data-kind={column.kind}
      data-tone={column.kind === 'status' ? column.toneOf?.(value) : undefined}
      tabIndex={isActive ? 0 : -1}
      aria-keyshortcuts={keyShortcuts(column, Boolean(props.onHistory))}
      onContextMenu={
        props.onHistory &&
        ((event) => {
          event.preventDefault();
          props.onActivate();
          props.onHistory?.();
        })
      }
      onClick={() => {
        props.onActivate();
        if (column.kind === 'status') props.onCycle();
      }}
    >
      {content}
      {props.queuedLabel && <span className="grid-cell-queued">{props.queuedLabel}</span>}
      {props.changedBy && <span className="grid-cell-changed">{props.changedBy}</span>}
      {error && (
        <span id={errorId} className="grid-cell-error">
          {error}
        </span>
      )}
    </div>
  );
}
