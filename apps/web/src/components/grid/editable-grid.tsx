import { Box } from '@mui/material';
import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { toastErrorText } from '@/lib/toast';
import { ColumnHeader } from './column-header';
import { GridCell } from './grid-cell';
import { pasteBlock } from './grid-paste';
import { gridStyles } from './grid-styles';
import type { GridColumn } from './grid-columns';
import { moveFrom, type Position } from './grid-keys';
import { cellKey, type CellValue, type RowId, type StagedChanges } from './staged-changes';
import { useCellEditing } from './use-cell-editing';
import { useSaveShortcut } from './use-save-shortcut';

const features = tableFeatures({});

export type EditableGridProps<Row extends RowData> = {
  /** The grid's accessible name, e.g. the tab's title. */
  label: string;
  rows: Row[];
  rowId: (row: Row) => RowId;
  /** Names the row in an editor's label (the student's name). */
  rowLabel: (row: Row) => string;
  columns: GridColumn<Row>[];
  staged: StagedChanges;
  /** Per-cell messages from `cellErrorsFrom(fields, sentBatch)`; the screen clears them when it wants. */
  errors?: ReadonlyMap<string, string>;
  /**
   * Values of SAVEs waiting in the offline queue (by `cellKey`): shown, marked as waiting, until the server's
   * answer replaces them; a value staged since shows instead.
   */
  queued?: ReadonlyMap<string, CellValue>;
  /** Cells someone else changed a moment ago (by `cellKey`), with the text that names them. */
  changedBy?: ReadonlyMap<string, string>;
  /** Ctrl+S / Cmd+S. */
  onSave?: () => void;
  /** Shift+F10 (or the context-menu key, or a right click) on a cell: the screen shows the cell's history. */
  onHistory?: (row: Row, column: GridColumn<Row>) => void;
  height?: number;
  rowHeight?: number;
};

/** The narrowest an item's column gets: past it the sheet scrolls sideways, the student's column pinned. */
const FLEXIBLE_MIN_WIDTH = 120;

/**
 * The register and mark sheet block: one row per student, one column per item, a roving tab stop
 * (Tab enters and leaves the grid once, arrows move inside: the ARIA grid pattern), only the rows
 * in view in the DOM, and every edit staged in `staged` until the screen saves.
 */
export function EditableGrid<Row extends RowData>({ label, rows, rowId, rowLabel, columns, staged, errors, queued, changedBy, onSave, onHistory, height = 480, rowHeight = 48 }: EditableGridProps<Row>) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [chosen, setActive] = useState<Position>({ row: 0, column: 0 });
  const [hasFocus, setHasFocus] = useState(false);
  useSaveShortcut(onSave);

  const helper = useMemo(() => createColumnHelper<typeof features, Row>(), []);
  const columnDefs = useMemo(() => columns.map((column) => helper.display({ id: column.id, header: column.header })), [columns, helper]);
  const table = useTable({ features, columns: columnDefs, data: rows, getRowId: (row) => String(rowId(row)) });
  const tableRows = table.getRowModel().rows;
  // The sheet's rows in the table's order (the same as `rows` until sorting is added).
  const sheetRows = useMemo(() => tableRows.map((row) => row.original), [tableRows]);
  // A refetch with fewer students (or items) keeps the active cell inside the sheet.
  const active = { row: Math.min(chosen.row, Math.max(sheetRows.length - 1, 0)), column: Math.min(chosen.column, Math.max(columns.length - 1, 0)) };

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    scrollMargin: rowHeight,
    scrollPaddingStart: rowHeight,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const isActiveRowShown = items.some((item) => item.index === active.row);

  const editing = useCellEditing({ rows: sheetRows, rowId, columns, staged, active });
  const moveTo = (position: Position) => {
    setActive(position);
    virtualizer.scrollToIndex(position.row);
  };
  const moveDown = () => moveTo({ row: Math.min(active.row + 1, sheetRows.length - 1), column: active.column });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing.current || sheetRows.length === 0 || event.altKey) return;
    const activeRow = sheetRows[active.row];
    const activeColumn = columns[active.column];
    if (onHistory && activeRow && activeColumn && (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10'))) {
      event.preventDefault();
      onHistory(activeRow, activeColumn);
      return;
    }
    const next = moveFrom(active, event, {
      rows: sheetRows.length,
      columns: columns.length,
      direction,
      pageRows: Math.max(1, Math.floor(height / rowHeight) - 1),
    });
    if (next) {
      event.preventDefault();
      moveTo(next);
    } else if (editing.onKey(event.key, event.ctrlKey || event.metaKey, event.code)) {
      event.preventDefault();
    } else if (event.key === 'Enter') {
      // As after a typed score: Enter goes to the next student.
      event.preventDefault();
      moveDown();
    }
  };

  const template = columns.map((column) => (column.width ? `${column.width}px` : `minmax(${FLEXIBLE_MIN_WIDTH}px, 1fr)`)).join(' ');
  const minWidth = columns.reduce((sum, column) => sum + (column.width ?? FLEXIBLE_MIN_WIDTH), 0);

  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-rowcount={sheetRows.length + 1}
      aria-colcount={columns.length}
      // Only while the active row is scrolled out of the DOM: the grid keeps its one tab stop.
      tabIndex={isActiveRowShown ? undefined : 0}
      onFocus={(event) => {
        setHasFocus(true);
        if (event.target === event.currentTarget) virtualizer.scrollToIndex(active.row);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      }}
      onKeyDown={onKeyDown}
      onPaste={(event) => {
        // A cell being typed in takes the paste as text; otherwise a block lands from the active cell on.
        if (editing.current) return;
        const text = event.clipboardData.getData('text/plain');
        if (!text) return;
        event.preventDefault();
        const refused = pasteBlock(text, active, { rows: sheetRows, rowId, rowLabel, columns, staged });
        if (refused.length > 0) toastErrorText(t('grid.pasteRefused', { count: refused.length, cells: refused.slice(0, 5).join('; ') }));
      }}
      sx={[{ height }, gridStyles(template, rowHeight, minWidth)]}
    >
      <div role="row" aria-rowindex={1}>
        {table.getHeaderGroups()[0]?.headers.map((header, index) => (
          <ColumnHeader key={header.id} text={columns[index]?.header ?? ''} index={index} isCurrent={hasFocus && active.column === index} />
        ))}
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = sheetRows[item.index];
          const rowKey = rowId(row);
          return (
            <div key={item.key} role="row" aria-rowindex={item.index + 2} style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}>
              {columns.map((column, columnIndex) => {
                const isActive = active.row === item.index && active.column === columnIndex;
                const key = cellKey(rowKey, column.id);
                const isStaged = column.kind !== 'text' && staged.isStaged(rowKey, column.id);
                const isQueued = !isStaged && column.kind !== 'text' && queued?.has(key) === true;
                let value = column.kind === 'text' ? null : column.value(row);
                if (isStaged) value = staged.valueOf(rowKey, column.id) ?? null;
                else if (isQueued) value = queued?.get(key) ?? null;
                return (
                  <GridCell
                    key={column.id}
                    row={row}
                    column={column}
                    columnIndex={columnIndex}
                    value={value}
                    isStaged={isStaged}
                    queuedLabel={isQueued ? t('grid.waitingToSend') : undefined}
                    error={errors?.get(key)}
                    changedBy={isStaged || isQueued ? undefined : changedBy?.get(key)}
                    errorId={`${id}-${item.index}-${columnIndex}`}
                    isActive={isActive}
                    shouldFocus={hasFocus}
                    editing={isActive ? editing.current : null}
                    editorLabel={t('grid.scoreOf', { column: column.header, row: rowLabel(row) })}
                    noValueLabel={t('grid.noValue')}
                    onActivate={() => setActive({ row: item.index, column: columnIndex })}
                    onCycle={() => editing.cycle({ row: item.index, column: columnIndex })}
                    onEditText={editing.setText}
                    onCommit={(andMoveDown) => {
                      if (editing.commit() && andMoveDown) moveDown();
                    }}
                    onLeave={() => editing.commit({ drop: true })}
                    onCancel={editing.cancel}
                    onHistory={onHistory && (() => onHistory(row, column))}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
    </Box>
  );
}
