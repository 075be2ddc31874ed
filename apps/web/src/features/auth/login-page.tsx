import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginBodySchema, type LoginBody } from '@backoffice/contract';
import { Brand } from '@/components/shell/brand';
import { toastSuccess } from '@/lib/toast';
import { applyFieldErrors } from '@/components/form/apply-field-errors';
import { authQueries, useLogin } from './api/auth-api';

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
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper component="form" noValidate onSubmit={onSubmit} sx={{ p: 4, width: '100%', maxWidth: 400 }}>
        <Stack spacing={2.5}>
          <Brand size="large" />
          <Typography variant="h5" component="h1">
            Sign in
          </Typography>
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
        </Stack>
      </Paper>
    </Box>
  );
}
