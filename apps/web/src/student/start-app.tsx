import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberSignedInStudent, type StudentSignedIn } from '@/features/student-auth/api/student-session-api';
import { queryClient } from '../app/query-client';
import { StudentApp } from './student-app';

/**
 * The student app, loaded by main.tsx after its first screen (the sign-in card, or straight away for a signed-in
 * student). `signedIn`: the sign-in just made on that card, whose student the app takes over.
 */
export function startStudentApp(container: HTMLElement, signedIn?: StudentSignedIn) {
  if (signedIn) rememberSignedInStudent(queryClient, signedIn);
  const root = createRoot(container);
  // A transition renders in slices that leave the phone's main thread free between them (Lighthouse's blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <StudentApp />
      </StrictMode>,
    ),
  );
}
