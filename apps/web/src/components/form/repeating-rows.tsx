import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type RepeatingRowsProps = {
  title: string;
  /** Names one row in the buttons through its texts `common.rows.<itemName>.*`: 'session' gives 'Add Session' and 'Remove session 2'. */
  itemName: string;
  rowKeys: string[];
  disabled: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The inputs of row `index`. */
  renderRow: (index: number) => ReactNode;
};

/** A titled list of form rows (a field array) with an add button and a remove button per row. */
export function RepeatingRows({ title, itemName, rowKeys, disabled, onAdd, onRemove, renderRow }: RepeatingRowsProps) {
  const { t } = useTranslation();
  const texts = `common.rows.${itemName}`;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={onAdd}>
          {t(`${texts}.add`)}
        </Button>
      </Stack>
      {rowKeys.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t(`${texts}.empty`)}
        </Typography>
      )}
      {rowKeys.map((key, index) => (
        <Stack key={key} direction="row" spacing={1} alignItems="flex-start">
          {renderRow(index)}
          <Tooltip title={t(`${texts}.remove`)}>
            <IconButton
              aria-label={t(`${texts}.removeNumbered`, { number: index + 1 })}
              disabled={disabled}
              onClick={() => onRemove(index)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </Stack>
  );
}
