/**
 * The staff service worker's cache of the API answers the Workstation needs offline (pwa/staff-pwa.ts). The API
 * marks its answers no-store; this cache keeps some on purpose, and
 * the end of the session, however it comes, empties it (main.tsx hands this to session-storage's forgetWithToken).
 */
export const STAFF_API_CACHE = 'staff-api';

export function forgetCachedAnswers() {
  if (typeof caches !== 'undefined') void caches.delete(STAFF_API_CACHE).catch(() => undefined);
}
