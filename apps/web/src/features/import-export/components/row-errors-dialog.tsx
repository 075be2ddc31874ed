import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobRowError } from '@backoffice/contract';
import { useJobMessageText } from '@/components/jobs/use-job-message';

type RowErrorsDialogProps = { rowErrors: JobRowError[] | null; onClose: () => void };

/** Each row once with its problems, in the order the sheet has them. */
function byRow(errors: JobRowError[]) {
  const rows = new Map<number, JobRowError[]>();
  for (const error of errors) rows.set(error.row, [...(rows.get(error.row) ?? []), error]);
  return [...rows];
}

/** The rows a failed import refused, each with its errors one a line; open while rowErrors is set. */
export function RowErrorsDialog({ rowErrors, onClose }: RowErrorsDialogProps) {
  const { t } = useTranslation();
  const { rowError } = useJobMessageText();
  return (
    <Dialog open={rowErrors !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('import-export.errorsTitle')}</DialogTitle>
      <DialogContent dividers>
        <List dense disablePadding>
          {byRow(rowErrors ?? []).map(([row, errors]) => (
            <ListItem key={row} disableGutters alignItems="flex-start">
              <ListItemText
                primary={t('import-export.row', { number: row })}
                secondary={errors.map((error, index) => (
                  // One problem a line: a header missing three columns reads as three lines, not one run-on.
                  <Box component="span" key={index} sx={{ display: 'block' }}>
                    {rowError(error)}
                  </Box>
                ))}
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
