import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link as MuiLink, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { studentLoginBodySchema, type StudentLoginBody } from '@backoffice/contract';
import { ApiError } from '@/lib/api-client';
import { useMessageText } from '@/lib/message-text';
import { toastError } from '@/lib/toast';
import { applyFieldErrors } from '@/components/form/apply-field-errors';
import { studentMeQuery, useStudentLogin } from './api/student-auth-api';
import { StudentAuthCard } from './student-auth-card';

/** Only a path inside the student app may be the place to return to after signing in. */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/classes');

export function StudentLoginPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const login = useStudentLogin();
  // A pending or rejected sign-up is told why above the form (403), not as a field error.
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<StudentLoginBody>({
    resolver: zodResolver(studentLoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const emailField = form.register('email');
  const passwordField = form.register('password');

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const response = await login.mutateAsync(values);
      queryClient.setQueryData(studentMeQuery().queryKey, { message: '', data: { user: response.data.user } });
      navigate(safeNext(searchParams.get('next')), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setRefusal(error.message);
      else {
        // Its mutation opts out of the query client's toast (for the refusal above): the message is toasted here.
        applyFieldErrors(form.setError, error);
        toastError(error);
      }
    }
  });

  return (
    <StudentAuthCard title={t('auth.signIn')} onSubmit={onSubmit}>
      {refusal && <Alert severity="warning">{refusal}</Alert>}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        {...emailField}
        error={Boolean(errors.email)}
        helperText={messageText(errors.email?.message)}
        disabled={login.isPending}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        {...passwordField}
        error={Boolean(errors.password)}
        helperText={messageText(errors.password?.message)}
        disabled={login.isPending}
      />
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {login.isPending ? t('auth.signingIn') : t('auth.login')}
      </Button>
      <MuiLink component={Link} to="/forgot-password" textAlign="center">
        {t('student.auth.forgotPassword')}
      </MuiLink>
    </StudentAuthCard>
  );
}
