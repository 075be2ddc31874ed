import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setPasswordBodySchema, type ItemResponse, type SetPasswordBody } from '@backoffice/contract';
import { api } from '@/lib/api-client';
import { useMessageText } from '@/lib/message-text';
import { toastSuccess } from '@/lib/toast';
import { applyFieldErrors } from '@/components/form/apply-field-errors';
import { AuthCard } from './auth-card';

/** Where the e-mailed link of a new teacher lands: choose a password, then sign in. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const setPassword = useMutation({
    mutationFn: (body: SetPasswordBody) => api.post<ItemResponse<null>>('admin/auth/set-password', body),
  });
  const form = useForm<SetPasswordBody>({
    resolver: zodResolver(setPasswordBodySchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const passwordField = form.register('password');
  const confirmationField = form.register('password_confirmation');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await setPassword.mutateAsync(values);
      toastSuccess(response.message);
      navigate('/login', { replace: true });
    } catch (error) {
      applyFieldErrors(form.setError, error);
    }
  });

  return (
    <AuthCard title={t('auth.setYourPassword')} onSubmit={onSubmit}>
      {(!token || errors.token) && (
        <Alert
          severity="error"
          action={
            <Button component={Link} to="/login">
              {t('auth.login')}
            </Button>
          }
        >
          {messageText(errors.token?.message) ?? t('auth.linkInvalid')}
        </Alert>
      )}
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        {...passwordField}
        error={Boolean(errors.password)}
        helperText={messageText(errors.password?.message)}
        disabled={setPassword.isPending}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...confirmationField}
        error={Boolean(errors.password_confirmation)}
        helperText={messageText(errors.password_confirmation?.message)}
        disabled={setPassword.isPending}
      />
      <Button type="submit" variant="contained" size="large" disabled={setPassword.isPending || !token}>
        {setPassword.isPending ? t('common.saving') : t('auth.setPassword')}
      </Button>
    </AuthCard>
  );
}
