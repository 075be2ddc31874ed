import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link as MuiLink, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@backoffice/contract';
import { useMessageText } from '@/lib/message-text';
import { applyFieldErrors } from '@/components/form/apply-field-errors';
import { useForgotPassword } from './api/student-auth-api';
import { StudentAuthCard } from './student-auth-card';

/** Asks for a link to choose a new password; the answer is the same for any e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const emailField = form.register('email');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setSent((await forgot.mutateAsync(values)).message);
    } catch (error) {
      applyFieldErrors(form.setError, error);
    }
  });

  return (
    <StudentAuthCard title={t('student.auth.forgotTitle')} onSubmit={onSubmit}>
      {sent ? (
        <Alert severity="success">{sent}</Alert>
      ) : (
        <>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            autoFocus
            {...emailField}
            error={Boolean(errors.email)}
            helperText={messageText(errors.email?.message) ?? t('student.auth.forgotHint')}
            disabled={forgot.isPending}
          />
          <Button type="submit" variant="contained" size="large" disabled={forgot.isPending}>
            {forgot.isPending ? t('student.auth.sending') : t('student.auth.sendLink')}
          </Button>
        </>
      )}
      <MuiLink component={Link} to="/login" textAlign="center">
        {t('student.auth.backToSignIn')}
      </MuiLink>
    </StudentAuthCard>
  );
}
