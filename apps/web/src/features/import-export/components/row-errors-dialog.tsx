import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import type { RowError } from '@backoffice/contract';

type RowErrorsDialogProps = { rowErrors: RowError[] | null; onClose: () => void };

/** The rows a failed import refused, each with its errors; open while rowErrors is set. */
export function RowErrorsDialog({ rowErrors, onClose }: RowErrorsDialogProps) {
  return (
    <Dialog open={rowErrors !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Import errors</DialogTitle>
      <DialogContent dividers>
        <List dense disablePadding>
          {(rowErrors ?? []).map((row) => (
            <ListItem key={row.row_number} disableGutters alignItems="flex-start">
              <ListItemText
                primary={`Row ${row.row_number}`}
                secondary={row.errors.join(' · ')}
                slotProps={{ primary: { fontWeight: 600 }, secondary: { color: 'error' } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
