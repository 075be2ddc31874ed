import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type DiscardChangesDialogProps = { open: boolean; onKeep: () => void; onDiscard: () => void };

/** 'Discard unsaved changes?' before a changed form closes; focus starts on Keep editing. */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onKeep} maxWidth="xs" fullWidth>
      <DialogTitle>{t('common.unsavedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('common.discardUnsaved')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          {t('common.keepEditing')}
        </Button>
        <Button color="error" variant="contained" onClick={onDiscard}>
          {t('common.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
