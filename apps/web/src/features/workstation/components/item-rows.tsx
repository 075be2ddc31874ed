import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Collapse, IconButton, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Item = { id: number; name: string };

type ItemRowsProps<T extends Item> = {
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

/** A tab's items as collapsible rows; the first opens by itself so the tab never starts blank. */
export function ItemRows<T extends Item>({ items, summary, details, onEdit, onDelete, onHistory }: ItemRowsProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <List disablePadding sx={{ mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {items.map((item) => {
        const isOpen = open.has(item.id);
        const label = t(isOpen ? 'workstation.collapse' : 'workstation.expand', { name: item.name });
        return (
          <ListItem key={item.id} divider disablePadding sx={{ display: 'block' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, py: 0.5 }}>
              <IconButton size="small" aria-expanded={isOpen} aria-label={label} onClick={() => toggle(item.id)}>
                {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              </IconButton>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography fontWeight={600} noWrap dir="auto">
                  {item.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="div">
                  {summary(item)}
                </Typography>
              </Box>
              {onHistory && (
                <Tooltip title={t('history.openFor', { name: item.name })}>
                  <IconButton size="small" aria-label={t('history.openFor', { name: item.name })} onClick={() => onHistory(item)}>
                    <HistoryIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title={t('workstation.editItem', { name: item.name })}>
                <IconButton size="small" aria-label={t('workstation.editItem', { name: item.name })} onClick={() => onEdit(item)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('workstation.deleteItem', { name: item.name })}>
                <IconButton size="small" aria-label={t('workstation.deleteItem', { name: item.name })} onClick={() => onDelete(item)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
            <Collapse in={isOpen} unmountOnExit>
              <Box sx={{ px: 2, pb: 2 }}>{details(item)}</Box>
            </Collapse>
          </ListItem>
        );
      })}
    </List>
  );
}
