import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, TextField } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ComponentType, FormEventHandler, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setPasswordBodySchema, type ItemResponse, type SetPasswordBody } from '@backoffice/contract';
import { useMessageText } from '@/lib/message-text';
import { toastSuccess } from '@/lib/toast';
import { applyFieldErrors } from '@/components/form/apply-field-errors';

export type SetPasswordFormProps = {
  /** The guest page's card (staff or student), holding the form. */
  Card: ComponentType<{ title: string; onSubmit: FormEventHandler; children: ReactNode }>;
  /** Sends the token and the new password to the app's own set-password route. */
  mutation: Pick<UseMutationResult<ItemResponse<null>, Error, SetPasswordBody>, 'mutateAsync' | 'isPending'>;
  /** Where to go, and the button's text, when the link is missing, spent or expired. */
  invalidLink: { to: string; label: string };
};

/** The body of both set-password pages: the token from the e-mailed link, the new password twice, then sign in. */
export function SetPasswordForm({ Card, mutation, invalidLink }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<SetPasswordBody>({
    resolver: zodResolver(setPasswordBodySchema),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const passwordField = form.register('password');
  const confirmationField = form.register('password_confirmation');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      toastSuccess((await mutation.mutateAsync(values)).message);
      navigate('/login', { replace: true });
    } catch (error) {
      applyFieldErrors(form.setError, error);
    }
  });

  return (
    <Card title={t('auth.setYourPassword')} onSubmit={onSubmit}>
      {(!token || errors.token) && (
        <Alert
          severity="error"
          action={
            <Button component={Link} to={invalidLink.to}>
              {invalidLink.label}
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
        disabled={mutation.isPending}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...confirmationField}
        error={Boolean(errors.password_confirmation)}
        helperText={messageText(errors.password_confirmation?.message)}
        disabled={mutation.isPending}
      />
      <Button type="submit" variant="contained" size="large" disabled={mutation.isPending || !token}>
        {mutation.isPending ? t('common.saving') : t('auth.setPassword')}
      </Button>
    </Card>
  );
}
