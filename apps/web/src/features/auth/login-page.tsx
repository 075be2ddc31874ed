import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess } from '@/lib/toast';
import { rememberSignedIn } from './api/auth-api';
import { homeOf, mountStaffSignIn } from './staff-sign-in';

/**
 * /login inside the running app (after a sign-out, or a 401): the same card a fresh visit gets from main.tsx
 * before the app loads, here with the app's toast and navigation.
 */
export function LoginPage() {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      mountStaffSignIn(container.current!, (signedIn) => {
        rememberSignedIn(queryClient, signedIn);
        toastSuccess(signedIn.message);
        navigate(homeOf(signedIn), { replace: true });
      }),
    [navigate, queryClient],
  );
  return <div ref={container} />;
}
