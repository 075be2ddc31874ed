import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type LeavePageDialogProps = { open: boolean; onStay: () => void; onLeave: () => void };

/** Asked before the workstation is left with changes not yet saved (they stay staged for later). */
export function LeavePageDialog({ open, onStay, onLeave }: LeavePageDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onStay} maxWidth="xs" fullWidth>
      <DialogTitle>{t('common.unsavedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('workstation.leaveText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {t('workstation.stay')}
        </Button>
        <Button color="warning" variant="contained" onClick={onLeave}>
          {t('workstation.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
