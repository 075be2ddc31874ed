import { useTranslation } from 'react-i18next';
import { SetPasswordForm } from '@/components/set-password-form';
import { useSetStudentPassword } from './api/student-auth-api';
import { StudentAuthCard } from './student-auth-card';

/** Where the e-mailed link lands (forgotten password, new account, reset by staff): choose a password, then sign in. */
export function StudentSetPasswordPage() {
  const { t } = useTranslation();
  const setPassword = useSetStudentPassword();
  return (
    <SetPasswordForm
      Card={StudentAuthCard}
      mutation={setPassword}
      invalidLink={{ to: '/forgot-password', label: t('student.auth.sendLink') }}
    />
  );
}
