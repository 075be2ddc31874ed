import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Collapse, IconButton, Tooltip, Typography } from '@mui/material';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveFrom, type Position } from '@/components/grid';
import { useLanguage } from '@/lib/language';

type Item = { id: number; name: string };

type ItemRowsProps<T extends Item> = {
  /** The list's accessible name ("Attendance items"). */
  label: string;
  items: T[];
  /** Dates and max score beside the name. */
  summary: (item: T) => ReactNode;
  /** What an open row shows: its students, files and actions. */
  details: (item: T) => ReactNode;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** The item's History: every change of its cells. */
  onHistory?: (item: T) => void;
};

const rowSx = { display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 };
// The one focused button stands out on the list's white: MUI's own ripple is too faint to find.
const focusSx = { '& [data-cell]:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 } };

/**
 * A tab's items as collapsible rows: a tree grid with one Tab stop (the ARIA grid pattern, as the
 * register below it). Up/Down move between items, Left/Right between an item's actions (mirrored
 * in Arabic), Home/End to the row's first and last action, Ctrl+Home/End to the first and last item.
 * An open item's details keep their own Tab stops.
 */
export function ItemRows<T extends Item>({ label, items, summary, details, onEdit, onDelete, onHistory }: ItemRowsProps<T>) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const gridRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [chosen, setChosen] = useState<Position>({ row: 0, column: 0 });
  const actionCount = onHistory ? 4 : 3;
  // A deleted item or a new page keeps the tab stop inside the list.
  const active = { row: Math.min(chosen.row, Math.max(items.length - 1, 0)), column: Math.min(chosen.column, actionCount - 1) };

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey) return;
    const next = moveFrom(active, event, { rows: items.length, columns: actionCount, direction, pageRows: 5 });
    if (!next) return;
    event.preventDefault();
    setChosen(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${next.row}-${next.column}"]`)?.focus();
  };
  const cell = (row: number, column: number) => ({
    tabIndex: active.row === row && active.column === column ? 0 : -1,
    'data-cell': `${row}-${column}`,
    onFocus: () => setChosen({ row, column }),
  });
  const action = (row: number, column: number, name: string, icon: ReactNode, onClick: () => void) => (
    <div key={column} role="gridcell">
      <Tooltip title={name}>
        <IconButton size="small" aria-label={name} onClick={onClick} {...cell(row, column)}>
          {icon}
        </IconButton>
      </Tooltip>
    </div>
  );

  return (
    <Box
      ref={gridRef}
      role="treegrid"
      aria-label={label}
      sx={[{ mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }, focusSx]}
    >
      {items.map((item, row) => {
        const isOpen = open.has(item.id);
        const actions: { name: string; icon: ReactNode; onClick: () => void }[] = [
          {
            name: t('workstation.editItem', { name: item.name }),
            icon: <EditIcon fontSize="small" />,
            onClick: () => onEdit(item),
          },
          {
            name: t('workstation.deleteItem', { name: item.name }),
            icon: <DeleteIcon fontSize="small" />,
            onClick: () => onDelete(item),
          },
        ];
        if (onHistory)
          actions.unshift({
            name: t('history.openFor', { name: item.name }),
            icon: <HistoryIcon fontSize="small" />,
            onClick: () => onHistory(item),
          });
        return (
          <Box key={item.id} sx={{ borderBottom: row < items.length - 1 ? 1 : 0, borderColor: 'divider' }}>
            <Box role="row" aria-level={1} onKeyDown={onKeyDown} sx={rowSx}>
              <div role="gridcell">
                <IconButton
                  size="small"
                  aria-expanded={isOpen}
                  aria-label={t(isOpen ? 'workstation.collapse' : 'workstation.expand', { name: item.name })}
                  onClick={() => toggle(item.id)}
                  {...cell(row, 0)}
                >
                  {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
              </div>
              <Box role="gridcell" sx={{ flex: 1, minWidth: 0 }}>
                <Typography fontWeight={600} noWrap dir="auto">
                  {item.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="div">
                  {summary(item)}
                </Typography>
              </Box>
              {actions.map(({ name, icon, onClick }, index) => action(row, index + 1, name, icon, onClick))}
            </Box>
            <Collapse in={isOpen} unmountOnExit>
              <Box role="row" aria-level={2} sx={{ px: 2, pb: 2 }}>
                <div role="gridcell">{details(item)}</div>
              </Box>
            </Collapse>
          </Box>
        );
      })}
    </Box>
  );
}
