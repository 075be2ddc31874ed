import { useEffect, useRef } from 'react';
import { toastSuccess } from '@/lib/toast';
import { AppProviders } from './app-providers';
import { signInAgainOnUnauthorized } from './query-client';
import { createRouter } from './router';

const router = createRouter();
signInAgainOnUnauthorized(router);

/** The staff app; `welcome` is toasted once, the sign-in's message when the card signed in before the app loaded. */
export function App({ welcome }: { welcome?: string }) {
  const isWelcomed = useRef(false);
  useEffect(() => {
    if (isWelcomed.current) return;
    isWelcomed.current = true;
    toastSuccess(welcome);
  }, [welcome]);
  return (
    <AppProviders
      router={router}
      snackbar={(direction) => ({
        maxSnack: 4,
        anchorOrigin: { vertical: 'bottom', horizontal: direction === 'rtl' ? 'left' : 'right' },
      })}
    />
  );
}
