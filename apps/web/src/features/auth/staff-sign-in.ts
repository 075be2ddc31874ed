import { mountSignInForm } from '@/components/sign-in-form/sign-in-form';
import type { StaffSignedIn } from './api/sign-in-request';

export type { StaffSignedIn };

/**
 * Only admins have a dashboard: the others go straight to their classes, not through the admin-only
 * screen's download and redirect (a blank second and more on a loaded machine).
 */
export const homeOf = (signedIn: StaffSignedIn) => (signedIn.data.user.mainRole === 'admin' ? '/dashboard' : '/classes');

/** The staff sign-in card; `onSignedIn` takes over once the token is stored. Answers a function that removes it. */
export function mountStaffSignIn(container: HTMLElement, onSignedIn: (signedIn: StaffSignedIn) => void) {
  return mountSignInForm(container, {
    loadSignIn: () => import('./api/sign-in-request').then((request) => request.signInStaff),
    onSignedIn,
  });
}
