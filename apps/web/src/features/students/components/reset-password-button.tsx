import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Student } from '@backoffice/contract';
import { toastPending, toastSuccess } from '@/lib/toast';
import { useResetStudentPassword } from '../api/students-api';

/**
 * Sends the student a new password by e-mail, after asking: the current password stops working.
 * 'Please wait...' shows while it runs.
 */
export function ResetPasswordButton({ student }: { student: Student }) {
  const { t } = useTranslation();
  const resetPassword = useResetStudentPassword();
  const [isAsking, setIsAsking] = useState(false);
  const onReset = async () => {
    setIsAsking(false);
    const closeWait = toastPending(t('students.resetPassword.wait'));
    try {
      toastSuccess((await resetPassword.mutateAsync(student.id)).message);
    } catch {
      // The query client has toasted the error.
    } finally {
      closeWait();
    }
  };
  return (
    <>
      <Tooltip title={t('students.resetPassword.tooltip')}>
        <span>
          <IconButton
            size="small"
            aria-label={t('students.resetPassword.label', { name: student.name })}
            disabled={resetPassword.isPending}
            onClick={() => setIsAsking(true)}
          >
            <LockResetIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {/* Rendered inside the table row: its keys must not reach the row (Enter there opens the edit dialog). */}
      <Dialog
        open={isAsking}
        onClose={() => setIsAsking(false)}
        onKeyDown={(event) => event.stopPropagation()}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle>{t('students.resetPassword.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('students.resetPassword.confirm', { name: student.name, email: student.email })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsAsking(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={onReset} autoFocus>
            {t('students.resetPassword.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
