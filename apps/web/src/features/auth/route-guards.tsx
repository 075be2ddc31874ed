import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getToken } from '@/lib/session-storage';
import { useCurrentUser } from './api/auth-api';

function FullPageSpinner() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
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

/** The guest layout: a signed-in user reaching /login goes to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  return getToken() ? <Navigate to="/" replace /> : children;
}

/** Admin-only pages: anyone else is sent to /classes. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  if (me.isPending) return <FullPageSpinner />;
  return me.data?.mainRole === 'admin' ? children : <Navigate to="/classes" replace />;
}
