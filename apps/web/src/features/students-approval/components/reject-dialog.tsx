import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InactiveStudent } from '@backoffice/contract';

type RejectDialogProps = { student: InactiveStudent | null; onCancel: () => void; onReject: (student: InactiveStudent) => void };

/** Rejecting removes the sign-up, so it asks first. */
export function RejectDialog({ student, onCancel, onReject }: RejectDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={student !== null} onClose={onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{t('students-approval.reject')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('students-approval.rejectConfirm', { name: student?.name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => student && onReject(student)}>
          {t('students-approval.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
