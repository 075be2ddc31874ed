import {
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { CellText } from './cell-text';

export type Column<T> = {
  header: string;
  /** `number` is the row's 1-based position across pages (the No. column). */
  render: (row: T, number: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Stays a column on a phone; otherwise only the first two columns do and the rest become lines under the second. */
  keepOnPhone?: boolean;
};

type DataTableProps<T extends { id: number | string }> = {
  columns: Column<T>[];
  rows: T[];
  firstNumber: number;
  isLoading: boolean;
  emptyText: string;
  onRowClick?: (row: T) => void;
};

/** A text value clamped with its whole text at hand (CellText); any other content as it is. */
const cellOf = (content: ReactNode) => (typeof content === 'string' && content !== '' ? <CellText text={content} /> : content);

/** How many leading columns (No. and the name) a phone keeps. */
const PHONE_COLUMNS = 2;

/**
 * A table of rows. A row that opens on click is also a Tab stop opened by Enter or Space. On a phone the
 * table keeps the No., the name and the columns marked `keepOnPhone`; every other value becomes a
 * "Header: value" line under the name, so nothing hides beyond the screen's edge. Long texts wrap and clip
 * (CellText), so a long name never pushes the columns after it off screen.
 */
export function DataTable<T extends { id: number | string }>(props: DataTableProps<T>) {
  const { columns, rows, firstNumber, isLoading, emptyText, onRowClick } = props;
  const { t } = useTranslation();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const isShown = (column: Column<T>, index: number) => !isPhone || index < PHONE_COLUMNS || Boolean(column.keepOnPhone);
  const shown = columns.filter(isShown);
  const folded = columns.filter((column, index) => !isShown(column, index));
  const foldInto = shown[Math.min(PHONE_COLUMNS, shown.length) - 1];

  const openOnKey = (row: T) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Only the row itself: Enter on a button inside it belongs to that button.
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onRowClick?.(row);
  };

  return (
    <TableContainer>
      {isLoading && <LinearProgress aria-label={t('common.loading')} />}
      <Table size="small">
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell key={column.header} align={column.align} sx={{ width: column.width }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow
              key={row.id}
              hover={Boolean(onRowClick)}
              tabIndex={onRowClick ? 0 : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              onKeyDown={onRowClick ? openOnKey(row) : undefined}
              sx={{ cursor: onRowClick ? 'pointer' : undefined, '&:focus-visible': { outlineOffset: -2 } }}
            >
              {shown.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {cellOf(column.render(row, firstNumber + index))}
                  {column === foldInto && folded.length > 0 && (
                    <Stack sx={{ mt: 0.5 }}>
                      {folded.map((other) => (
                        <Typography
                          key={other.header}
                          variant="body2"
                          color="text.secondary"
                          component="div"
                          sx={{ overflowWrap: 'anywhere' }}
                        >
                          {other.header}: {other.render(row, firstNumber + index)}
                        </Typography>
                      ))}
                    </Stack>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!isLoading && rows.length === 0 && <EmptyState text={emptyText} />}
    </TableContainer>
  );
}
