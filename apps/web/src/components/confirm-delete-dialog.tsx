import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

type ConfirmDeleteDialogProps = { name: string | null; isPending: boolean; onCancel: () => void; onConfirm: () => void };

/** 'Are you sure you want to delete "{name}"?' — open while name is set. */
export function ConfirmDeleteDialog({ name, isPending, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={name !== null} onClose={isPending ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>Delete</DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to delete &quot;{name}&quot;?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={isPending}>
          {isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
