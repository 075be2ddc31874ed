import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RowError } from '@backoffice/contract';
import { useJobMessageText } from './job-message';

type RowErrorsDialogProps = { rowErrors: RowError[] | null; onClose: () => void };

/** The rows a failed import refused, each with its errors; open while rowErrors is set. */
export function RowErrorsDialog({ rowErrors, onClose }: RowErrorsDialogProps) {
  const { t } = useTranslation();
  const messageText = useJobMessageText();
  return (
    <Dialog open={rowErrors !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('import-export.errorsTitle')}</DialogTitle>
      <DialogContent dividers>
        <List dense disablePadding>
          {(rowErrors ?? []).map((row) => (
            <ListItem key={row.row_number} disableGutters alignItems="flex-start">
              <ListItemText
                primary={t('import-export.row', { number: row.row_number })}
                secondary={row.errors.map((error) => messageText(error)).join(' · ')}
                slotProps={{ primary: { fontWeight: 600 }, secondary: { color: 'error' } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
