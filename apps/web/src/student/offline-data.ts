import { STUDENT_API_CACHE } from './offline-cache';

/** Signing out leaves nothing of the student readable offline on a shared phone. */
export async function forgetOfflineData() {
  if ('caches' in window) await caches.delete(STUDENT_API_CACHE);
}
