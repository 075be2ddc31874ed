import { LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';

export type Column<T> = {
  header: string;
  /** `number` is the row's 1-based position across pages (the No. column). */
  render: (row: T, number: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
};

type DataTableProps<T extends { id: number | string }> = {
  columns: Column<T>[];
  rows: T[];
  firstNumber: number;
  isLoading: boolean;
  emptyText: string;
  onRowClick?: (row: T) => void;
};

export function DataTable<T extends { id: number | string }>({
  columns,
  rows,
  firstNumber,
  isLoading,
  emptyText,
  onRowClick,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      {isLoading && <LinearProgress aria-label={t('common.loading')} />}
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
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
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              sx={{ cursor: onRowClick ? 'pointer' : undefined }}
            >
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.render(row, firstNumber + index)}
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
