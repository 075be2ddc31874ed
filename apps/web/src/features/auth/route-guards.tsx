import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { StaffRole } from '@backoffice/contract';
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

/**
 * A page shown to some roles only (SCREENS in the shell's nav-items): anyone else is sent to /classes, which
 * every staff member is shown (nav-items.test.ts).
 */
export function RequireRole({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const me = useCurrentUser();
  if (me.isPending) return <FullPageSpinner />;
  return me.data && roles.includes(me.data.mainRole) ? children : <Navigate to="/classes" replace />;
}
