import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type RepeatingRowsProps = {
  title: string;
  /** Names one row in the buttons: 'session' gives 'Add Session' and 'Remove session 2'. */
  itemName: string;
  rowKeys: string[];
  disabled: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The inputs of row `index`. */
  renderRow: (index: number) => ReactNode;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A titled list of form rows (a field array) with an add button and a remove button per row. */
export function RepeatingRows({ title, itemName, rowKeys, disabled, onAdd, onRemove, renderRow }: RepeatingRowsProps) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle2">{title}</Typography>
        <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={onAdd}>
          Add {capitalize(itemName)}
        </Button>
      </Stack>
      {rowKeys.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No {itemName}s yet.
        </Typography>
      )}
      {rowKeys.map((key, index) => (
        <Stack key={key} direction="row" spacing={1} alignItems="flex-start">
          {renderRow(index)}
          <Tooltip title={`Remove ${itemName}`}>
            <IconButton aria-label={`Remove ${itemName} ${index + 1}`} disabled={disabled} onClick={() => onRemove(index)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
    </Stack>
  );
}
