import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { rememberSignedInStudent } from './api/student-session-api';
import { mountStudentSignIn, safeNext } from './student-sign-in';

/**
 * /student/login inside the running app (after a sign-out, or an ended session): the same card a fresh
 * visit gets from student/main.tsx before the app loads, here with the app's navigation.
 */
export function StudentLoginPage() {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const queryClient = useQueryClient();
  useEffect(
    () =>
      mountStudentSignIn(container.current!, {
        onSignedIn: (signedIn) => {
          rememberSignedInStudent(queryClient, signedIn);
          navigate(safeNext(next), { replace: true });
        },
        onForgotPassword: (event) => {
          event.preventDefault();
          navigate('/forgot-password');
        },
      }),
    [navigate, next, queryClient],
  );
  return <div ref={container} />;
}
