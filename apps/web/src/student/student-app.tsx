import { AppProviders, signInAgainOnUnauthorized } from '../app/app-providers';
import { createStudentRouter } from './student-router';

const router = createStudentRouter();
signInAgainOnUnauthorized(router);

/** The student app at /student: the staff app's theme, languages and direction, its own routes and session. */
export function StudentApp() {
  return (
    <AppProviders router={router} snackbar={() => ({ maxSnack: 2, anchorOrigin: { vertical: 'top', horizontal: 'center' } })} />
  );
}
