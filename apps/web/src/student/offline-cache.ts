/**
 * The student service worker's cache of the API answers last seen (network first), readable offline. Named here
 * because the build (pwa/student-sw.ts) writes the worker and the app empties the cache when the student signs out.
 */
export const STUDENT_API_CACHE = 'student-api';

/**
 * The student's reads kept for offline (whole URLs, as the worker matches them): who is signed in, the classes,
 * each class's lists and the unread count of the bottom bar.
 */
export const OFFLINE_READABLE_API =
  /^https?:\/\/[^/]+\/api\/home\/(auth\/me|notifications|classes(\/\d+\/(homework|quizzes|exams|classworks|attendance))?)(\?[^#]*)?$/;
