import '../app/zod-config';
import { mountStudentSignIn, safeNext, type StudentSignedIn } from '@/features/student-auth/student-sign-in';
import { addMessages } from '@/lib/i18n';
import { chooseTokenKey, forgetWithToken, getToken } from '@/lib/session-storage';
import { linkManifestToLanguage } from './install-manifest';
import { forgetOfflineData } from './offline-data';
import { registerStudentServiceWorker } from './service-worker';
import { GUEST_PAGES, STUDENT_TOKEN_KEY } from './student-pages';

// Before any call: the student's token lives beside (never instead of) a staff token in the same browser.
chooseTokenKey(STUDENT_TOKEN_KEY);
// However the session ends (sign-out, a 401), nothing of the student stays readable offline on a shared phone.
forgetWithToken(forgetOfflineData);

linkManifestToLanguage();
registerStudentServiceWorker();
// The student app's texts come with this first download: the sign-in card (its name, the forgotten-password
// link) and every screen read them, and a request for them would come only after this file ran.
addMessages(import.meta.glob<Record<string, unknown>>('../locales/*/student.json', { eager: true, import: 'default' }));

const container = document.getElementById('root')!;
const path = location.pathname.replace(/^\/student/, '') || '/';
/** The app's own pages for a guest; any other page asks a guest to sign in first, as the app's layout does. */
const isGuestPage = GUEST_PAGES.includes(path);

/** The app (React, MUI, the router, the screens) is its own download, which the sign-in card does not wait for. */
const loadApp = () => import('./start-app');

if (!getToken() && !isGuestPage) {
  // A guest, a phone on a slow network too, gets the card from this small first download, then the app at the
  // page asked for (a QR code's scan), as the app's own sign-in would.
  const next = path === '/login' ? new URLSearchParams(location.search).get('next') : path + location.search;
  if (path !== '/login') history.replaceState(null, '', `/student/login?next=${encodeURIComponent(next!)}`);
  mountStudentSignIn(container, {
    onSignedIn: (signedIn: StudentSignedIn) => {
      history.replaceState(null, '', `/student${safeNext(next)}`);
      void loadApp().then((app) => app.startStudentApp(container, signedIn));
    },
  });
} else {
  void loadApp().then((app) => app.startStudentApp(container));
}
