import { mountSignInForm } from '@/components/sign-in-form/sign-in-form';
import type { StudentSignedIn } from './api/student-session-api';

export type { StudentSignedIn };

/** Only a path inside the student app may be the place to return to after signing in. */
export const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/classes');

/**
 * The student sign-in card (language switch, forgotten-password link); `onSignedIn` takes over once the
 * token is stored, `onForgotPassword` keeps the link's click inside a running app. Answers a function that
 * removes the card.
 */
export function mountStudentSignIn(
  container: HTMLElement,
  {
    onSignedIn,
    onForgotPassword,
  }: { onSignedIn: (signedIn: StudentSignedIn) => void; onForgotPassword?: (event: MouseEvent) => void },
) {
  return mountSignInForm(container, {
    appNameKey: 'student.appName',
    hasLanguageSwitch: true,
    link: { href: '/student/forgot-password', textKey: 'student.auth.forgotPassword', onFollow: onForgotPassword },
    loadSignIn: () => import('./api/student-sign-in-request').then((request) => request.signInStudent),
    onSignedIn,
  });
}
