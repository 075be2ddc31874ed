import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getToken } from '@/lib/session-storage';

/** The guest layout: a signed-in user reaching /login goes to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  return getToken() ? <Navigate to="/" replace /> : children;
}
