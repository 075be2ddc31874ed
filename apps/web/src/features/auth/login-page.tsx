import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoginBody } from '@backoffice/contract';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { toastSuccess } from '@/lib/toast';
import { authQueries, useLogin } from './api/auth-api';
import { AuthCard } from './auth-card';
import { AuthField } from './auth-field';

type LoginErrors = Partial<Record<keyof LoginBody, string>>;

/**
 * The contract's schema checks the form, loaded with the message dictionary on the first submit: zod,
 * a form library and every Arabic message would be a fifth of the sign-in page's JavaScript for two
 * fields (the page's budget is 200 KB gzip). Server errors arrive already in the user's language.
 */
async function checkLogin(values: Record<string, unknown>): Promise<{ body?: LoginBody; errors: LoginErrors }> {
  const [{ loginBodySchema }, { translateMessage }] = await Promise.all([
    import('@backoffice/contract/auth'),
    import('@backoffice/contract/messages'),
  ]);
  const parsed = loginBodySchema.safeParse(values);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginBody;
    errors[field] ??= translateMessage(currentLanguage(), issue.message);
  }
  return { errors };
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [errors, setErrors] = useState<LoginErrors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = await checkLogin(Object.fromEntries(new FormData(event.currentTarget)));
    setErrors(checked.errors);
    if (!checked.body) return;
    try {
      const response = await login.mutateAsync(checked.body);
      queryClient.setQueryData(authQueries.me().queryKey, { message: '', data: { user: response.data.user } });
      toastSuccess(response.message);
      // Only admins have a dashboard: the others go straight to their classes, not through the
      // admin-only screen's download and redirect (a blank second and more on a loaded machine).
      navigate(response.data.user.mainRole === 'admin' ? '/dashboard' : '/classes', { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({ email: error.fields.email?.[0], password: error.fields.password?.[0] });
      }
    }
  };

  return (
    <AuthCard title={t('auth.signIn')} onSubmit={(event) => void onSubmit(event as FormEvent<HTMLFormElement>)}>
      <AuthField
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email}
        disabled={login.isPending}
      />
      <AuthField
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        disabled={login.isPending}
      />
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {login.isPending ? t('auth.signingIn') : t('auth.login')}
      </Button>
    </AuthCard>
  );
}
