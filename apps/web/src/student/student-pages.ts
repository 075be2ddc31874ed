/**
 * What both the student app's first script (main.tsx) and the build's preload script (vite.config.ts) decide by:
 * where the student's token is kept, and which pages a guest opens without signing in.
 */

/** The local-storage key of the student's token: beside (never instead of) a staff token in the same browser. */
export const STUDENT_TOKEN_KEY = 'student-token';

/** The student app's own guest pages, under /student (the sign-in page aside). */
export const GUEST_PAGES = ['/forgot-password', '/set-password'];
