import LockResetIcon from '@mui/icons-material/LockReset';
import { useTranslation } from 'react-i18next';
import type { Student } from '@backoffice/contract';
import { ConfirmActionButton } from '@/components/confirm-action-button';
import { useResetStudentPassword } from '../api/students-api';

/**
 * Sends the student a new password by e-mail, after asking: the current password stops working.
 * 'Please wait...' shows while it runs.
 */
export function ResetPasswordButton({ student }: { student: Student }) {
  const { t } = useTranslation();
  const resetPassword = useResetStudentPassword();
  return (
    <ConfirmActionButton
      icon={<LockResetIcon fontSize="small" />}
      texts={{
        tooltip: t('students.resetPassword.tooltip'),
        label: t('students.resetPassword.label', { name: student.name }),
        title: t('students.resetPassword.title'),
        question: t('students.resetPassword.confirm', { name: student.name, email: student.email }),
        submit: t('students.resetPassword.submit'),
      }}
      onConfirm={() => resetPassword.mutateAsync(student.id)}
      isPending={resetPassword.isPending}
      progress={{ toast: t('students.resetPassword.wait') }}
    />
  );
}
