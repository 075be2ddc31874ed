import './app/zod-config';
import '@/lib/i18n';
import { homeOf, mountStaffSignIn, type StaffSignedIn } from '@/features/auth/staff-sign-in';
import { forgetWithToken, getToken } from '@/lib/session-storage';
import { forgetCachedAnswers } from '@/lib/staff-api-cache';
import { registerServiceWorker } from './app/register-service-worker';

// However a session ends, the service worker's copies of its answers (the register with its students) go too.
forgetWithToken(forgetCachedAnswers);

const container = document.getElementById('root')!;

/** The app (React, MUI, the router, the screens) is its own download, which the sign-in card does not wait for. */
const startApp = (signedIn?: StaffSignedIn) => import('./app/start-app').then((app) => app.startApp(container, signedIn));

// A guest opening /login, a phone on a slow network too, gets the card from this small first download; the
// app comes after the sign-in, at the page the app's own sign-in would have gone to.
if (location.pathname === '/login' && !getToken()) {
  mountStaffSignIn(container, (signedIn) => {
    history.replaceState(null, '', homeOf(signedIn));
    void startApp(signedIn);
  });
} else {
  void startApp();
}

registerServiceWorker();
