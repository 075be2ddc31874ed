import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDeleteDialogProps = {
  name: string | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Set once the row is deleted: the focus goes there when the dialog has closed, not back to the row's button. */
  focusAfterClose?: RefObject<HTMLElement | null>;
  onOpen?: () => void;
};

/** 'Are you sure you want to delete "{name}"?' — open while name is set. */
export function ConfirmDeleteDialog({ name, isPending, onCancel, onConfirm, focusAfterClose, onOpen }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={name !== null}
      onClose={isPending ? undefined : onCancel}
      disableRestoreFocus={focusAfterClose !== undefined}
      slotProps={{ transition: { onEnter: onOpen, onExited: () => focusAfterClose?.current?.focus() } }}
      maxWidth="xs"
      fullWidth
    >
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
