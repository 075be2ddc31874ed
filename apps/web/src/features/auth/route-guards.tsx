import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { getToken } from '@/lib/session-storage';
import { useCurrentUser } from './api/auth-api';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** Staff pages: anonymous visitors go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  if (!getToken()) return <Navigate to="/login" replace />;
  if (me.isPending) return <FullPageSpinner />;
  if (me.isError) return <Navigate to="/login" replace />;
  return children;
}

/** Admin-only pages: anyone else is sent to /classes. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  if (me.isPending) return <FullPageSpinner />;
  return me.data?.mainRole === 'admin' ? children : <Navigate to="/classes" replace />;
}
