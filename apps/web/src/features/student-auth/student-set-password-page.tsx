import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setPasswordBodySchema, type SetPasswordBody } from '@backoffice/contract';
import { useMessageText } from '@/lib/message-text';
import { toastSuccess } from '@/lib/toast';
import { applyFieldErrors } from '@/components/form/apply-field-errors';
import { useSetStudentPassword } from './api/student-auth-api';
import { StudentAuthCard } from './student-auth-card';

/** Where the e-mailed link lands (forgotten password, new account, reset by staff): choose a password, then sign in. */
export function StudentSetPasswordPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const setPassword = useSetStudentPassword();
  const form = useForm<SetPasswordBody>({
    resolver: zodResolver(setPasswordBodySchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const passwordField = form.register('password');
  const passwordConfirmationField = form.register('password_confirmation');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      toastSuccess((await setPassword.mutateAsync(values)).message);
      navigate('/login', { replace: true });
    } catch (error) {
      applyFieldErrors(form.setError, error);
    }
  });

  return (
    <StudentAuthCard title={t('auth.setYourPassword')} onSubmit={onSubmit}>
      {(!token || errors.token) && (
        <Alert
          severity="error"
          action={
            <Button component={Link} to="/forgot-password">
              {t('student.auth.sendLink')}
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
        {...passwordConfirmationField}
        error={Boolean(errors.password_confirmation)}
        helperText={messageText(errors.password_confirmation?.message)}
        disabled={setPassword.isPending}
      />
      <Button type="submit" variant="contained" size="large" disabled={setPassword.isPending || !token}>
        {setPassword.isPending ? t('common.saving') : t('auth.setPassword')}
      </Button>
    </StudentAuthCard>
  );
}
