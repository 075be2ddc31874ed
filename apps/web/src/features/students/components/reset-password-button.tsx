import LockResetIcon from '@mui/icons-material/LockReset';
import { IconButton, Tooltip } from '@mui/material';
import type { Student } from '@backoffice/contract';
import { toastError, toastPending, toastSuccess } from '@/lib/toast';
import { useResetStudentPassword } from '../api/students-api';

/** Sends the student a new password; 'Please wait...' shows while it runs. */
export function ResetPasswordButton({ student }: { student: Student }) {
  const resetPassword = useResetStudentPassword();
  const onReset = async () => {
    const closeWait = toastPending('Please wait...');
    try {
      toastSuccess((await resetPassword.mutateAsync(student.id)).message);
    } catch (error) {
      toastError(error);
    } finally {
      closeWait();
    }
  };
  return (
    <Tooltip title="Reset password">
      <span>
        <IconButton
          size="small"
          aria-label={`Reset password of ${student.name}`}
          disabled={resetPassword.isPending}
          onClick={onReset}
        >
          <LockResetIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
