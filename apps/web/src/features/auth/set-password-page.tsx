import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi, type SetPasswordBody } from '@backoffice/contract';
import { call } from '@/lib/api-client';
import { SetPasswordForm } from '@/components/set-password-form';
import { AuthCard } from './auth-card';

/** Where the e-mailed link of a new teacher lands: choose a password, then sign in. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const setPassword = useMutation({
    mutationFn: (body: SetPasswordBody) => call(authApi.setPassword, { body: body }),
  });
  return <SetPasswordForm Card={AuthCard} mutation={setPassword} invalidLink={{ to: '/login', label: t('auth.login') }} />;
}
