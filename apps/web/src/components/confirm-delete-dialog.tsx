import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type ConfirmDeleteDialogProps = { name: string | null; isPending: boolean; onCancel: () => void; onConfirm: () => void };

/** 'Are you sure you want to delete "{name}"?' — open while name is set. */
export function ConfirmDeleteDialog({ name, isPending, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={name !== null} onClose={isPending ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{t('common.delete')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('common.confirmDelete', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Focus starts on Cancel: Enter keeps the row, Tab then Enter deletes it. */}
        <Button onClick={onCancel} disabled={isPending} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={isPending}>
          {isPending ? t('common.deleting') : t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
