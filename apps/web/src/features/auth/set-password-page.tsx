import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ItemResponse, SetPasswordBody } from '@backoffice/contract';
import { api } from '@/lib/api-client';
import { SetPasswordForm } from '@/components/set-password-form';
import { AuthCard } from './auth-card';

/** Where the e-mailed link of a new teacher lands: choose a password, then sign in. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const setPassword = useMutation({
    mutationFn: (body: SetPasswordBody) => api.post<ItemResponse<null>>('admin/auth/set-password', body),
  });
  return <SetPasswordForm Card={AuthCard} mutation={setPassword} invalidLink={{ to: '/login', label: t('auth.login') }} />;
}
