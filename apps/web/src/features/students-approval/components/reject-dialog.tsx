import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { InactiveStudent } from '@backoffice/contract';

type RejectDialogProps = { student: InactiveStudent | null; onCancel: () => void; onReject: (student: InactiveStudent) => void };

/** Rejecting removes the sign-up, so it asks first. */
export function RejectDialog({ student, onCancel, onReject }: RejectDialogProps) {
  return (
    <Dialog open={student !== null} onClose={onCancel} fullWidth maxWidth="xs">
      <DialogTitle>Reject</DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to reject &quot;{student?.name}&quot;?</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={() => student && onReject(student)}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
