import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginBodySchema, type LoginBody } from '@backoffice/contract';
import { toastSuccess } from '@/lib/toast';
import { applyFieldErrors } from '@/components/form/apply-field-errors';
import { authQueries, useLogin } from './api/auth-api';
import { AuthCard } from './auth-card';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const form = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await login.mutateAsync(values);
      queryClient.setQueryData(authQueries.me().queryKey, { message: '', data: { user: response.data.user } });
      toastSuccess(response.message);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      applyFieldErrors(form.setError, error);
    }
  });

  return (
    <AuthCard title="Sign in" onSubmit={onSubmit}>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        {...form.register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        disabled={login.isPending}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        disabled={login.isPending}
      />
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Login'}
      </Button>
    </AuthCard>
  );
}
