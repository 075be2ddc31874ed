import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberSignedIn } from '@/features/auth/api/auth-api';
import type { StaffSignedIn } from '@/features/auth/staff-sign-in';
import { App } from './app';
import { queryClient } from './query-client';

/**
 * The staff app, loaded by main.tsx after its first screen (the sign-in card, or straight away for a signed-in
 * user). `signedIn`: the sign-in just made on that card, whose user and welcome the app takes over.
 */
export function startApp(container: HTMLElement, signedIn?: StaffSignedIn) {
  if (signedIn) rememberSignedIn(queryClient, signedIn);
  createRoot(container).render(
    <StrictMode>
      <App welcome={signedIn?.message} />
    </StrictMode>,
  );
}
